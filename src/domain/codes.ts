// A code's document id is derived from the code (docs/security.md "Access codes"). The rules cannot
// URL-encode, so a new code holds only CODE_CHARACTERS; older codes keep their encoded ids.
import type { z } from 'zod';
import { encodedIdPart } from '@/domain/ids';
import { numberOf } from '@/domain/values';
import type { codeSchema } from '@/domain/schemas/entities';

export const REQUIRED = 'ra.validation.required';
/** The characters of a new code, as firestore.rules allow them (see above). */
export const CODE_CHARACTERS = /^[A-Z0-9_-]+$/;
export const USAGE_NOT_A_WHOLE_NUMBER = 'resources.codes.validation.usage';

export function normaliseCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * Lower-cased after upper-casing, so distinct stored codes never share an id by accident of case
 * (a rare Unicode clash only refuses a code, it never lets one through twice).
 */
export function codeDocumentId(code: string): string {
  return `code-${encodedIdPart(normaliseCode(code).toLowerCase())}`;
}

export function parseUsage(value: unknown): number | null {
  const number = numberOf(value);
  return number !== null && Number.isSafeInteger(number) && number >= 1 ? number : null;
}

export type FormCheck<T> =
  { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

export type NewCode = z.infer<typeof codeSchema> & { organisationId: string; divisionId: string };

/** Only the codes whose value changed, and those not valid. */
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

export function usageText(code: { currentUsage?: number; maximumUsage?: number }): string {
  return `${code.currentUsage ?? 0} / ${code.maximumUsage ?? 0}`;
}
