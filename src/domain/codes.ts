// Access codes (docs/product.md §3, §4, §5): a code is typed by people joining an organisation in
// the mobile app. Codes are stored upper-cased and are unique across all organisations.
//
// Uniqueness by construction (docs/security.md "Access codes"): a code's document id is derived
// from the code itself (codeDocumentId), and firestore.rules refuse a new code stored under any
// other id. Two codes of one value would be one document: a creation of a code that exists is an
// update of that document, which the rules refuse (a code's value and organisation never change),
// and two simultaneous creations meet on it, so that one transaction lets only one through. The
// rules cannot URL-encode, so a new code holds only CODE_CHARACTERS, whose derived id is
// 'code-' and the code lower-cased; older codes of other characters keep their encoded ids
// ('code-caf%C3%A9'). The ids follow the form the existing data already uses ('code-harbour' for
// HARBOUR). The forms' checks, against the schema, are in domain/codeForm.
import type { Role } from '@/domain/types';

/** docs/product.md §5, create code. */
export const CODE_IN_USE = 'This code is already in use';
/** docs/product.md §5, create organisation. */
export const ACCESS_CODE_IN_USE = 'Access code is already in use';
export const FILL_IN_ALL_REQUIRED_FIELDS = 'Please, fill in all required fields';
/** The wording of docs/product.md §5 create user, for the same choice on the code form. */
export const CHOOSE_AN_ORGANISATION = 'Please, choose an organisation';
export const CHOOSE_A_DIVISION = 'Please, choose a division';
export const REQUIRED = 'Required';
/** The characters of a new code, as firestore.rules allow them (see above). */
export const CODE_CHARACTERS = /^[A-Z0-9_-]+$/;
/** The catalogue's words for a code of other characters (resources/codes/messages.ts). */
export const CODE_CHARACTERS_MESSAGE = 'resources.codes.validation.characters';
export const USAGE_NOT_A_WHOLE_NUMBER = 'Enter a whole number of at least 1';

export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * The id of a code's document. Lower-cased after upper-casing, so distinct stored codes never
 * share an id by accident of case (a rare Unicode clash only refuses a code, it never lets one
 * through twice); URL-encoded so that any code is a valid id (no '/', no '.' or '..').
 */
export function codeDocumentId(code: string): string {
  const encoded = encodeURIComponent(normaliseCode(code).toLowerCase()).replace(/\./g, '%2E');
  return `code-${encoded}`;
}

/** A usage limit: a whole number of at least 1, or null when the value is not one. */
export function parseUsage(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

/** The outcome of checking a form: the clean values, or the toast and the fields to mark. */
export type FormCheck<T> =
  { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

export interface NewCode {
  organisationId: string;
  divisionId: string;
  code: string;
  maximumUsage: number;
}

/** docs/product.md §4 'Edit codes max usage': only the codes whose value changed, and those not valid. */
export function changedMaximumUsages(
  codes: readonly { id: string; maximumUsage: number }[],
  edits: Readonly<Record<string, string | number | undefined>>,
): { changes: { id: string; maximumUsage: number }[]; invalid: string[] } {
  const changes: { id: string; maximumUsage: number }[] = [];
  const invalid: string[] = [];
  for (const code of codes) {
    const edited = edits[code.id];
    if (edited === undefined) continue;
    const value = parseUsage(edited);
    if (value === null) invalid.push(code.id);
    else if (value !== code.maximumUsage) changes.push({ id: code.id, maximumUsage: value });
  }
  return { changes, invalid };
}

/** 'current / maximum' (docs/product.md §2 codes list, Usage). */
export function usageText(code: { currentUsage?: number; maximumUsage?: number }): string {
  return `${code.currentUsage ?? 0} / ${code.maximumUsage ?? 0}`;
}

/**
 * Who reads access codes, as firestore.rules say (docs/roles.md): those who manage them, a Kynd
 * Admin, an Org Admin (its own organisation's) and the allow-listed staff; never a User or a
 * Clinician. Screens ask for codes only for them.
 */
export function readsCodes(viewer: { role: Role; isStaff?: boolean }): boolean {
  return viewer.role === 'Kynd Admin' || viewer.role === 'Org Admin' || viewer.isStaff === true;
}
