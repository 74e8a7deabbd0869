// The checks of one row of an import file, shared by the preview and the importUsers callable,
// which checks every row again before it creates anyone.
import { firstTooLong } from '@/domain/schemas/fields';
import { createUserSchema } from '@/domain/schemas/users';
import { ROLES, type Role } from '@/domain/types';
import { CREATE_USER_MESSAGES } from '@/domain/userCreate';
import { USER_IMPORTS_COLLECTION } from '@/domain/collections';

export interface ImportRow {
  firstName: string;
  lastName: string;
  email: string;
  division: string;
  role: string;
}

export const IMPORT_FIELDS = ['firstName', 'lastName', 'email', 'division', 'role'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** A file may order its columns freely. */
export const IMPORT_HEADERS: Readonly<Record<ImportField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  division: 'Division',
  role: 'Role',
};

/**
 * A chunk's users documents and row outcomes are written in one transaction (at most 500 writes:
 * two per row and the organisation), and a call must end well within the callable's time limit.
 */
export const IMPORT_CHUNK_SIZE = 100;
export const IMPORT_MAX_ROWS = 5_000;

export const IMPORT_MESSAGES = {
  required: CREATE_USER_MESSAGES.required,
  email: CREATE_USER_MESSAGES.email,
  emailInUse: CREATE_USER_MESSAGES.emailInUse,
  division: 'Unknown division',
  duplicate: 'Duplicate in the file',
  unknownRole: 'Unknown role',
  role: 'You may not give this role',
} as const;

export interface ImportContext {
  divisions: readonly { id: string; name: string }[];
  roles: readonly Role[];
}

export interface CheckedImportRow {
  firstName: string;
  lastName: string;
  email: string;
  divisionId: string;
  role: Role;
}

export type ImportRowCheck = { problem: string } | { row: CheckedImportRow };

/** Case, spaces and punctuation do not matter: 'First Name', 'first_name', 'E-mail'. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z]/g, '');
}

const matchRole = (value: string): Role | undefined =>
  ROLES.find((role) => headerKey(role) === headerKey(value));

/** A blank role is User. */
export function checkImportRow(row: ImportRow, context: ImportContext): ImportRowCheck {
  const firstName = row.firstName.trim();
  const lastName = row.lastName.trim();
  const email = row.email.trim().toLowerCase();
  const division = row.division.trim();
  if ([firstName, lastName, email, division].some((value) => value === '')) {
    return { problem: IMPORT_MESSAGES.required };
  }
  if (!createUserSchema.shape.email.safeParse(email).success) {
    return { problem: IMPORT_MESSAGES.email };
  }
  const tooLong = firstTooLong(
    createUserSchema,
    { firstName, lastName },
    { firstName: 'First name', lastName: 'Last name' },
  );
  if (tooLong) return { problem: tooLong.message };
  const found = context.divisions.find(
    (entry) => entry.name.trim().toLowerCase() === division.toLowerCase(),
  );
  if (!found) return { problem: IMPORT_MESSAGES.division };
  const role = row.role.trim() === '' ? 'User' : matchRole(row.role);
  if (!role) return { problem: IMPORT_MESSAGES.unknownRole };
  if (!context.roles.includes(role)) return { problem: IMPORT_MESSAGES.role };
  return { row: { firstName, lastName, email, divisionId: found.id, role } };
}

/** An e-mail a row above holds already is a duplicate (the first one stays). */
export function checkImportRows(
  rows: readonly ImportRow[],
  context: ImportContext,
): ImportRowCheck[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const check = checkImportRow(row, context);
    if ('problem' in check) return check;
    if (seen.has(check.row.email)) return { problem: IMPORT_MESSAGES.duplicate };
    seen.add(check.row.email);
    return check;
  });
}

/** A row the import has done already is answered from the import, never done twice. */
export type ImportUsersRequest =
  | { action: 'start'; organisationId: string; total: number }
  | { action: 'rows'; importId: string; rows: { index: number; row: ImportRow }[] }
  | { action: 'finish'; importId: string };

export interface ImportRowOutcome {
  index: number;
  status: 'created' | 'refused';
  reason?: string;
}

export type ImportStatus = 'running' | 'finished';

export interface ImportUsersResponse {
  importId: string;
  status: ImportStatus;
  created: number;
  refused: number;
  outcomes: ImportRowOutcome[];
}

export { USER_IMPORTS_COLLECTION };
export const USER_IMPORT_ROWS = 'rows';

/**
 * Deterministic, so that a chunk sent again after its accounts were made but before its documents
 * were written takes those accounts up instead of making new ones.
 */
export function importedUserId(importId: string, index: number): string {
  return `${importId}${String(index).padStart(4, '0')}`;
}

/**
 * The same file imported again into the same organisation after a failure resumes the same import.
 */
export function importKey(organisationId: string, rows: readonly ImportRow[]): string {
  const text = JSON.stringify([
    organisationId,
    rows.map((row) => IMPORT_FIELDS.map((f) => row[f])),
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${rows.length}-${hash.toString(16)}`;
}

export interface ImportReportLine {
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  outcome: 'Created' | 'Refused' | 'Not imported';
  reason: string;
}

/** The n-th row sent has index n; none has an outcome when the import was cancelled before it. */
export function importReportLines(
  rows: readonly { line: number; row: ImportRow }[],
  checks: readonly ImportRowCheck[],
  outcomes: ReadonlyMap<number, ImportRowOutcome>,
  unsent: string,
): ImportReportLine[] {
  let sent = 0;
  return rows.map(({ line, row }, position) => {
    const check = checks[position];
    const base = { row: line, firstName: row.firstName, lastName: row.lastName, email: row.email };
    if (!check || 'problem' in check) {
      return { ...base, outcome: 'Not imported', reason: check?.problem ?? '' };
    }
    const outcome = outcomes.get(sent);
    sent += 1;
    if (!outcome) return { ...base, outcome: 'Not imported', reason: unsent };
    return outcome.status === 'created'
      ? { ...base, outcome: 'Created', reason: '' }
      : { ...base, outcome: 'Refused', reason: outcome.reason ?? '' };
  });
}

export function rowsToSend(rows: readonly ImportRow[], checks: readonly ImportRowCheck[]) {
  return rows.filter((_, position) => {
    const check = checks[position];
    return check !== undefined && 'row' in check;
  });
}
