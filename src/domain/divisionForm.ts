// Apart from domain/divisions, which the data provider uses, so that a signed-in user's first
// screen does not load the schemas' library.
import { isBlank } from '@/domain/codeForm';
import { CHOOSE_AN_ORGANISATION, REQUIRED, type FormCheck } from '@/domain/codes';
import {
  canAddDivision,
  DIVISION_LIMIT_REACHED,
  FILL_IN_DIVISION_FIELDS,
} from '@/domain/divisions';
import { divisionSchema } from '@/domain/schemas/entities';
import { firstTooLong } from '@/domain/schemas/fields';

export interface DivisionFormValues {
  organisationId?: string | null;
  name?: string | null;
  description?: string | null;
}

export function checkDivisionForm(
  values: DivisionFormValues,
  options: { divisionsCount?: number } = {},
): FormCheck<{ organisationId: string; name: string; description: string }> {
  if (isBlank(values.organisationId))
    return { ok: false, message: CHOOSE_AN_ORGANISATION, errors: {} };
  if (isBlank(values.name)) {
    return { ok: false, message: FILL_IN_DIVISION_FIELDS, errors: { name: REQUIRED } };
  }
  if (options.divisionsCount !== undefined && !canAddDivision(options.divisionsCount)) {
    return { ok: false, message: DIVISION_LIMIT_REACHED, errors: {} };
  }
  const name = String(values.name).trim();
  const description = (values.description ?? '').trim();
  const tooLong = firstTooLong(divisionSchema, values, {
    name: 'resources.divisions.validation.name_too_long',
    description: 'resources.divisions.validation.description_too_long',
  });
  if (tooLong) return { ok: false, ...tooLong };
  return { ok: true, value: { organisationId: String(values.organisationId), name, description } };
}
