// Firestore refuses ids that contain '/', are '.' or '..', match '__.*__' or exceed 1,500 bytes,
// with an error the callables would turn into a 500; checking first answers the caller 400 instead.
import { DIVISION_ID_PATTERN } from '@/config/constants';

/** Ids of users (Auth uids, at most 128 characters), organisations, codes, alerts. */
export const MAX_DOCUMENT_ID_LENGTH = 128;

const RESERVED = /^__.*__$/;

export function documentIdProblem(id: unknown): string | undefined {
  if (typeof id !== 'string' || id === '') return 'is required';
  if (id.length > MAX_DOCUMENT_ID_LENGTH)
    return `has more than ${MAX_DOCUMENT_ID_LENGTH} characters`;
  if (id.includes('/')) return 'contains a slash';
  if (id === '.' || id === '..') return 'is not a valid id';
  if (RESERVED.test(id)) return 'is a reserved id';
  return undefined;
}

/** Any text as part of a valid id: URL-encoded (no '/'), dots too because '.' and '..' are not. */
export function encodedIdPart(text: string): string {
  return encodeURIComponent(text).replace(/\./g, '%2E');
}

export function isValidDocumentId(id: unknown): id is string {
  return documentIdProblem(id) === undefined;
}

/** Safe as a map key (scores.{id}) and within a score history's id: see DIVISION_ID_PATTERN. */
export function isSafeDivisionId(id: unknown): id is string {
  return typeof id === 'string' && DIVISION_ID_PATTERN.test(id) && !RESERVED.test(id);
}
