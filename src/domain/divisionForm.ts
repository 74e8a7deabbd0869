// Apart from domain/divisions, which the data provider uses, so that a signed-in user's first
// screen does not load the schemas' library.
import { CHOOSE_AN_ORGANISATION, REQUIRED, type FormCheck } from '@/domain/codes';
import {
  canAddDivision,
  DIVISION_LIMIT_REACHED,
  FILL_IN_DIVISION_FIELDS,
} from '@/domain/divisions';
import { divisionSchema } from '@/domain/schemas/divisions';
import { firstTooLong } from '@/domain/schemas/fields';

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
