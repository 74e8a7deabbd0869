// Input checks for the callables: each answers the clean value or throws invalid-argument.
import { HttpsError } from 'firebase-functions/v2/https';
import { FIELD_LIMITS } from '@/config/constants';
import type { PushNotification } from '@/domain/callables';
import { documentIdProblem, isSafeDivisionId } from '@/domain/ids';
import { ROLES, type Role } from '@/domain/types';

const invalid = (message: string) => new HttpsError('invalid-argument', message);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireRecord(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw invalid(`${what} must be an object.`);
  return value;
}

/** A non-empty string, trimmed, of at most `max` characters. */
export function requireString(value: unknown, what: string, max = 1500): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(`${what} is required.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalid(`${what} is too long.`);
  return trimmed;
}

/**
 * A document id Firestore accepts (domain/ids): otherwise invalid-argument, where Firestore itself
 * would have failed the call with an internal error (reserved `__…__`, over-long, slash-bearing,
 * '.' and '..' ids).
 */
export function requireId(value: unknown, what: string): string {
  const problem = documentIdProblem(value);
  if (problem) throw invalid(`${what} ${problem}.`);
  return value as string;
}

/** A division id as generated (DIVISION_ID_PATTERN). */
export function requireDivisionId(value: unknown, what = 'divisionId'): string {
  if (!isSafeDivisionId(value)) throw invalid(`${what} is not a valid division id.`);
  return value;
}

export function requireBoolean(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw invalid(`${what} must be true or false.`);
  return value;
}

export function requireRoleName(value: unknown): Role {
  const role = ROLES.find((known) => known === value);
  if (!role) throw invalid(`role must be one of ${ROLES.join(', ')}.`);
  return role;
}

/** A first or last name (docs/product.md §5 required), trimmed, within FIELD_LIMITS.personName. */
export function requireName(value: unknown, what: string): string {
  return requireString(value, what, FIELD_LIMITS.personName);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail, trimmed and lower-cased (Firebase Auth compares e-mails case-insensitively). */
export function requireEmail(value: unknown): string {
  const email = requireString(value, 'E-mail', FIELD_LIMITS.email).toLowerCase();
  if (!EMAIL.test(email)) throw invalid('Invalid email');
  return email;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/** A phone number in E.164 form, as the sign-in page sends it (docs/product.md §5 normalisation). */
export function requirePhone(value: unknown): string {
  const phone = requireString(value, 'Phone number', 32).replace(/[\s-]/g, '');
  if (!E164.test(phone)) throw invalid('Phone number must be in international form, e.g. +64…');
  return phone;
}

export function requireNotification(value: unknown): PushNotification {
  const notification = requireRecord(value, 'notification');
  return {
    title: requireString(notification.title, 'Notification title', FIELD_LIMITS.notificationTitle),
    body: requireString(notification.body, 'Notification body', FIELD_LIMITS.notificationBody),
  };
}

export function requireStringList(
  value: unknown,
  what: string,
  options: { max: number; id?: boolean },
): string[] {
  if (!Array.isArray(value) || value.length === 0)
    throw invalid(`${what} must be a non-empty list.`);
  if (value.length > options.max) throw invalid(`${what} may have at most ${options.max} items.`);
  const items = value.map((item) =>
    options.id ? requireId(item, what) : requireString(item, what, 4096),
  );
  return [...new Set(items)];
}

/** Firebase Auth accepts 6 characters; the product asks for at least 8 (docs/product.md §9). */
export function requirePassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < 8 || value.length > 128) {
    throw invalid('The password must have 8 to 128 characters.');
  }
  return value;
}

/** Splits a list into chunks of at most `size` (batches of 450, 'in' queries of 30, …). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
