// An import row's checks, for the preview and the importUsers callable, which checks them again.
import { createUserSchema } from '@/domain/schemas/entities';
import { ROLES, type Role } from '@/domain/types';
import { CREATE_USER_MESSAGES, type CreateUserRequest } from '@/domain/userCreate';

export const IMPORT_FIELDS = ['firstName', 'lastName', 'email', 'division', 'role'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportRow = Record<ImportField, string>;

/** One transaction per chunk (500 writes at most: two a row and the organisation), in time. */
export const IMPORT_CHUNK_SIZE = 100;
export const IMPORT_MAX_ROWS = 5_000;

/** Why a row is not imported, by its code (an outcome's `problem`), and its catalogue key. */
export const IMPORT_MESSAGES = {
  required: CREATE_USER_MESSAGES.required,
  email: CREATE_USER_MESSAGES.email,
  emailInUse: CREATE_USER_MESSAGES.emailInUse,
  firstNameTooLong: CREATE_USER_MESSAGES.firstNameTooLong,
  lastNameTooLong: CREATE_USER_MESSAGES.lastNameTooLong,
  division: 'resources.userImports.row_problems.division',
  duplicate: 'resources.userImports.row_problems.duplicate',
  unknownRole: 'resources.userImports.row_problems.unknown_role',
  role: 'resources.userImports.row_problems.role',
} as const;

export type ImportProblem = keyof typeof IMPORT_MESSAGES;

export function isImportProblem(value: unknown): value is ImportProblem {
  return typeof value === 'string' && Object.hasOwn(IMPORT_MESSAGES, value);
}

export interface ImportContext {
  divisions: readonly { id: string; name: string }[];
  roles: readonly Role[];
}

export type ImportRowCheck =
  { problem: ImportProblem } | { row: Omit<CreateUserRequest, 'organisationId'> };

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
    return { problem: 'required' };
  }
  const { shape } = createUserSchema;
  if (!shape.email.safeParse(email).success) return { problem: 'email' };
  if (!shape.firstName.safeParse(firstName).success) return { problem: 'firstNameTooLong' };
  if (!shape.lastName.safeParse(lastName).success) return { problem: 'lastNameTooLong' };
  const found = context.divisions.find(
    (entry) => entry.name.trim().toLowerCase() === division.toLowerCase(),
  );
  if (!found) return { problem: 'division' };
  const role = row.role.trim() === '' ? 'User' : matchRole(row.role);
  if (!role) return { problem: 'unknownRole' };
  if (!context.roles.includes(role)) return { problem: 'role' };
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
    if (seen.has(check.row.email)) return { problem: 'duplicate' };
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
  /** Plain words, for screens older than `problem`; an outcome stored before it has these alone. */
  reason?: string;
  problem?: ImportProblem;
}

export interface ImportUsersResponse {
  importId: string;
  status: 'running' | 'finished';
  created: number;
  refused: number;
  outcomes: ImportRowOutcome[];
}

export const USER_IMPORT_ROWS = 'rows';

/** Deterministic: a chunk sent again after its accounts were made takes them up. */
export function importedUserId(importId: string, index: number): string {
  return `${importId}${String(index).padStart(4, '0')}`;
}

/** The same file into the same organisation again, after a failure, resumes the import. */
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

export type ImportReportLine = Pick<ImportRow, 'firstName' | 'lastName' | 'email'> & {
  row: number;
  /** Worded by resources.userImports.report.outcomes.<outcome>. */
  outcome: 'created' | 'refused' | 'notImported';
  /** A catalogue key, or the plain words of an outcome that has no `problem`; '' for none. */
  reason: string;
};

/** The reason of a row sent but not imported before the import was cancelled. */
export const IMPORT_CANCELLED = 'resources.userImports.report.cancelled';

/** The n-th row sent has index n; none has an outcome when the import was cancelled before it. */
export function importReportLines(
  rows: readonly { line: number; row: ImportRow }[],
  checks: readonly ImportRowCheck[],
  outcomes: ReadonlyMap<number, ImportRowOutcome>,
): ImportReportLine[] {
  let sent = 0;
  return rows.map(({ line, row }, position) => {
    const check = checks[position];
    const base = { row: line, firstName: row.firstName, lastName: row.lastName, email: row.email };
    if (!check || 'problem' in check) {
      const reason = check ? IMPORT_MESSAGES[check.problem] : '';
      return { ...base, outcome: 'notImported', reason };
    }
    const outcome = outcomes.get(sent);
    sent += 1;
    if (!outcome) return { ...base, outcome: 'notImported', reason: IMPORT_CANCELLED };
    if (outcome.status === 'created') return { ...base, outcome: 'created', reason: '' };
    const { problem, reason = '' } = outcome;
    const words = isImportProblem(problem) ? IMPORT_MESSAGES[problem] : reason;
    return { ...base, outcome: 'refused', reason: words };
  });
}

export function rowsToSend(rows: readonly ImportRow[], checks: readonly ImportRowCheck[]) {
  return rows.filter((_, position) => 'row' in (checks[position] ?? {}));
}
