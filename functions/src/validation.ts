// Input checks for the callables: each answers the clean value or throws invalid-argument. The
// bounds, enums and patterns are the entity schemas' (src/domain/schemas), the ones the forms read
// and firestore.rules repeats; only the wording of a refusal is the callables' own.
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { PushNotification } from '@/domain/callables';
import { documentIdProblem, isSafeDivisionId } from '@/domain/ids';
import { requiredText, tooBigLimit } from '@/domain/schemas/fields';
import {
  E164_PATTERN,
  notificationSchema,
  emailSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  roleSchema,
} from '@/domain/schemas/entities';
import { ROLES, type Role } from '@/domain/types';

const invalid = (message: string) => new HttpsError('invalid-argument', message);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A request parsed by its schema, or invalid-argument naming the first field it refuses. */
export function requireParsed<Output>(schema: z.ZodType<Output>, value: unknown): Output {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw invalid(`${where}${issue?.message ?? 'Request is not valid.'}`);
}

export function requireRecord(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw invalid(`${what} must be an object.`);
  return value;
}

/**
 * A non-empty string parsed by a text schema (trimmed, bounded, maybe a pattern): '<what> is
 * required.', '<what> is too long.' or, for a pattern it does not match, `badFormat`.
 */
export function requireText(
  schema: z.ZodType<string, string>,
  value: unknown,
  what: string,
  badFormat = `${what} is not valid.`,
): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(`${what} is required.`);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalid(
    tooBigLimit(parsed.error.issues) === undefined ? badFormat : `${what} is too long.`,
  );
}

/** A non-empty string, trimmed, of at most `max` characters (a bound no entity schema keeps). */
export function requireString(value: unknown, what: string, max = 1500): string {
  return requireText(requiredText(max), value, what);
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
  const parsed = roleSchema.safeParse(value);
  if (!parsed.success) throw invalid(`role must be one of ${ROLES.join(', ')}.`);
  return parsed.data;
}

/** A first or last name (docs/product.md §5 required), trimmed, within personNameSchema. */
export function requireName(value: unknown, what: string): string {
  return requireText(personNameSchema, value, what);
}

/** An e-mail, trimmed and lower-cased (Firebase Auth compares e-mails case-insensitively). */
export function requireEmail(value: unknown): string {
  return requireText(emailSchema, value, 'E-mail', 'Invalid email').toLowerCase();
}

/** A phone number in E.164 form, as the sign-in page sends it (docs/product.md §5 normalisation). */
export function requirePhone(value: unknown): string {
  const phone = requireText(phoneSchema, value, 'Phone number').replace(/[\s-]/g, '');
  if (!E164_PATTERN.test(phone)) {
    throw invalid('Phone number must be in international form, e.g. +64…');
  }
  return phone;
}

export function requireNotification(value: unknown): PushNotification {
  const notification = requireRecord(value, 'notification');
  return {
    title: requireText(notificationSchema.shape.title, notification.title, 'Notification title'),
    body: requireText(notificationSchema.shape.body, notification.body, 'Notification body'),
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
  const parsed = passwordSchema.safeParse(value);
  if (!parsed.success) throw invalid('The password must have 8 to 128 characters.');
  return parsed.data;
}

/** Values one Firestore `in` filter takes. */
export const IN_FILTER_LIMIT = 30;

/** Splits a list into chunks of at most `size` (batches of 450, 'in' queries of 30, …). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
