// docs/product.md §5 Import users: the checks of one row of an import file, shared by the preview
// (src/resources/userImports) and the importUsers callable (functions/src/importUsers.ts), which
// checks every row again before it creates anyone. The words are those of Create user
// (domain/userCreate) where the problem is the same.
import { firstTooLong } from '@/domain/schemas/fields';
import { createUserSchema } from '@/domain/schemas/users';
import { ROLES, type Role } from '@/domain/types';
import { CREATE_USER_MESSAGES } from '@/domain/userCreate';
import { USER_IMPORTS_COLLECTION } from '@/domain/collections';

/** One row of an import file, as typed (every cell a string, maybe blank). */
export interface ImportRow {
  firstName: string;
  lastName: string;
  email: string;
  division: string;
  role: string;
}

export const IMPORT_FIELDS = ['firstName', 'lastName', 'email', 'division', 'role'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The headers of the template, in its column order; a file may order its columns freely. */
export const IMPORT_HEADERS: Readonly<Record<ImportField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  division: 'Division',
  role: 'Role',
};

/**
 * Rows sent to the importUsers callable per call. A chunk's users documents and row outcomes
 * are written in one transaction (at most 500 writes: two per row and the organisation), and a
 * call must end well within the callable's time limit (docs/benchmarks.md "User import").
 */
export const IMPORT_CHUNK_SIZE = 100;
/** Rows one import may hold. */
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

/** What the checks need to know of the organisation and of the importer. */
export interface ImportContext {
  divisions: readonly { id: string; name: string }[];
  /** The roles the importer may give (ASSIGNABLE_ROLES of domain/userAdministration). */
  roles: readonly Role[];
}

/** A row ready to create: trimmed names, lower-cased e-mail, the division's id. */
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

/**
 * The row's first problem, or the row as the server creates it. A blank role is User, the role a
 * user without one has (docs/product.md §3).
 */
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

/**
 * Every row's check, plus the file's own problem: an e-mail a row above holds already is a
 * duplicate (the first one stays).
 */
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

/**
 * The importUsers callable. `start` opens an import into an organisation for `total` rows;
 * `rows` creates up to IMPORT_CHUNK_SIZE of them, each with its index in the file (0 ≤ index <
 * total): a row the import has done already is answered from the import, never done twice;
 * `finish` closes the import and recalculates the organisation's scores once.
 */
export type ImportUsersRequest =
  | { action: 'start'; organisationId: string; total: number }
  | { action: 'rows'; importId: string; rows: { index: number; row: ImportRow }[] }
  | { action: 'finish'; importId: string };

export interface ImportRowOutcome {
  index: number;
  status: 'created' | 'refused';
  /** Why a row was refused, in the words of IMPORT_MESSAGES. */
  reason?: string;
}

export type ImportStatus = 'running' | 'finished';

export interface ImportUsersResponse {
  importId: string;
  status: ImportStatus;
  /** Rows of the whole import created and refused so far. */
  created: number;
  refused: number;
  /** The outcome of each row sent (`rows` only). */
  outcomes: ImportRowOutcome[];
}

export { USER_IMPORTS_COLLECTION };
/** An import's sub-collection of its rows' outcomes. */
export const USER_IMPORT_ROWS = 'rows';

/**
 * The uid of the user made from row `index` of import `importId` (an auto-id of 20 characters,
 * the index in 4 digits under IMPORT_MAX_ROWS): a chunk sent again after its accounts were made
 * but before its documents were written takes those accounts up instead of making new ones.
 */
export function importedUserId(importId: string, index: number): string {
  return `${importId}${String(index).padStart(4, '0')}`;
}

/**
 * Names one set of rows for one organisation (FNV-1a over their text): the same file imported
 * again into the same organisation after a failure or a closed tab resumes the same import.
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

/** One line of an import's report (domain/userImportCsv importReportCsv). */
export interface ImportReportLine {
  /** The row's line in the file: 1 is the first row under the headers. */
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  outcome: 'Created' | 'Refused' | 'Not imported';
  reason: string;
}

/**
 * What happened to each row of the file: rows with a problem were not sent; the others were sent
 * in order, the n-th of them with index n, and have the server's outcome, or none when the import
 * was cancelled before them (`unsent` says why).
 */
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

/** The rows to send: those without a problem, in file order. */
export function rowsToSend(rows: readonly ImportRow[], checks: readonly ImportRowCheck[]) {
  return rows.filter((_, position) => {
    const check = checks[position];
    return check !== undefined && 'row' in check;
  });
}
