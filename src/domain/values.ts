// Fields read loosely: older versions and the mobile app may leave one out or of another type.
import type { NamedRef } from '@/domain/types';

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Lower case, single spaces, no space at either end: how typed names are compared. */
export const lowerWords = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

export const compareNames = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** null for anything but a finite number or the text of one. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

export function namedRefOf(value: unknown): NamedRef | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name } = value as { id?: unknown; name?: unknown };
  return typeof id === 'string' && id !== '' ? { id, name: textOf(name) } : undefined;
}

export function toCamelCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}
