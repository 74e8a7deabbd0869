import { CATEGORIES, type Category } from '@/config/constants';

export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

export const isCategory = (value: unknown): value is Category => isOneOf(CATEGORIES, value);
