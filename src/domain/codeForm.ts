// Apart from domain/codes, which the data provider's methods use, so that a signed-in user's first
// screen does not load the schemas' library.
import { DEFAULT_CODE_USAGE } from '@/config/constants';
import {
  CHOOSE_A_DIVISION,
  CHOOSE_AN_ORGANISATION,
  CODE_CHARACTERS,
  CODE_CHARACTERS_MESSAGE,
  FILL_IN_ALL_REQUIRED_FIELDS,
  REQUIRED,
  USAGE_NOT_A_WHOLE_NUMBER,
  normaliseCode,
  parseUsage,
  type FormCheck,
  type NewCode,
} from '@/domain/codes';
import { isTooLong } from '@/domain/schemas/fields';
import { codeSchema } from '@/domain/schemas/entities';

/**
 * The bound firestore.rules keeps (codeSchema, FIELD_LIMITS.code, which the message names), so a
 * code the form takes is never refused there.
 */
export const CODE_TOO_LONG = 'resources.codes.validation.too_long';

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function checkCodeFields(
  code: unknown,
  usage: unknown,
  fields: { code: string; usage: string },
): { code: string; usage: number } | { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (isBlank(code)) errors[fields.code] = REQUIRED;
  if (isBlank(usage)) errors[fields.usage] = REQUIRED;
  if (Object.keys(errors).length > 0) return { message: FILL_IN_ALL_REQUIRED_FIELDS, errors };
  const normalised = normaliseCode(String(code));
  if (isTooLong(codeSchema.shape.code, normalised)) {
    return { message: CODE_TOO_LONG, errors: { [fields.code]: CODE_TOO_LONG } };
  }
  if (!CODE_CHARACTERS.test(normalised)) {
    return { message: CODE_CHARACTERS_MESSAGE, errors: { [fields.code]: CODE_CHARACTERS_MESSAGE } };
  }
  const limit = parseUsage(usage);
  if (limit === null) {
    return {
      message: USAGE_NOT_A_WHOLE_NUMBER,
      errors: { [fields.usage]: USAGE_NOT_A_WHOLE_NUMBER },
    };
  }
  return { code: normalised, usage: limit };
}

export interface CodeFormValues {
  organisationId?: string | null;
  divisionId?: string | null;
  code?: string | null;
  maximumUsage?: number | string | null;
}

export const CODE_FORM_DEFAULTS = { maximumUsage: DEFAULT_CODE_USAGE } as const;

export function checkCodeForm(values: CodeFormValues): FormCheck<NewCode> {
  if (isBlank(values.organisationId)) {
    return { ok: false, message: CHOOSE_AN_ORGANISATION, errors: {} };
  }
  if (isBlank(values.divisionId)) {
    return { ok: false, message: CHOOSE_A_DIVISION, errors: { divisionId: REQUIRED } };
  }
  const fields = checkCodeFields(values.code, values.maximumUsage, {
    code: 'code',
    usage: 'maximumUsage',
  });
  if ('message' in fields) return { ok: false, ...fields };
  return {
    ok: true,
    value: {
      organisationId: String(values.organisationId),
      divisionId: String(values.divisionId),
      code: fields.code,
      maximumUsage: fields.usage,
    },
  };
}
