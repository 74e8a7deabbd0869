// Divisions (docs/product.md §3, §4, §5): entries of organisations/{id}.divisions. 'Default division' cannot be
// edited; an edit replaces the original entry with the edited one in one transaction; an
// organisation holds at most MAX_DIVISIONS_PER_ORGANISATION of them (its document must stay small).
import { DEFAULT_DIVISION_NAME, MAX_DIVISIONS_PER_ORGANISATION } from '@/config/constants';
import { CHOOSE_AN_ORGANISATION, REQUIRED, type FormCheck } from '@/domain/codes';
import { divisionSchema } from '@/domain/schemas/divisions';
import { firstTooLong } from '@/domain/schemas/fields';
import type { Division } from '@/domain/types';

/** docs/product.md §5 create division. */
export const FILL_IN_DIVISION_FIELDS = 'Fill in all required fields';
export const DIVISION_LIMIT_REACHED = `An organisation can have at most ${MAX_DIVISIONS_PER_ORGANISATION} divisions`;

export function isDefaultDivision(division: Pick<Division, 'name'>): boolean {
  return division.name.trim() === DEFAULT_DIVISION_NAME;
}

export function canAddDivision(existing: number): boolean {
  return existing < MAX_DIVISIONS_PER_ORGANISATION;
}

export interface DivisionFormValues {
  organisationId?: string | null;
  name?: string | null;
  description?: string | null;
}

export interface DivisionInput {
  organisationId: string;
  name: string;
  description: string;
}

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

const DIVISION_TEXT_LABELS = { name: 'Name', description: 'Description' } as const;

/** docs/product.md §5 create division (and the edit dialog): a name; an organisation chosen. */
export function checkDivisionForm(
  values: DivisionFormValues,
  options: { divisionsCount?: number } = {},
): FormCheck<DivisionInput> {
  if (blank(values.organisationId))
    return { ok: false, message: CHOOSE_AN_ORGANISATION, errors: {} };
  if (blank(values.name)) {
    return { ok: false, message: FILL_IN_DIVISION_FIELDS, errors: { name: REQUIRED } };
  }
  if (options.divisionsCount !== undefined && !canAddDivision(options.divisionsCount)) {
    return { ok: false, message: DIVISION_LIMIT_REACHED, errors: {} };
  }
  const name = String(values.name).trim();
  const description = (values.description ?? '').trim();
  const tooLong = firstTooLong(divisionSchema, values, DIVISION_TEXT_LABELS);
  if (tooLong)
    return { ok: false, message: tooLong.message, errors: { [tooLong.field]: tooLong.message } };
  return { ok: true, value: { organisationId: String(values.organisationId), name, description } };
}
