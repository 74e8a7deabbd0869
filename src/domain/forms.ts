// Apart from domain/codes, divisions, industries and organisations, which the data provider uses,
// so that a user's first screen does not load the schemas' library.
import { DEFAULT_CODE_USAGE, DEFAULT_ORGANISATION_CODE_USAGE } from '@/config/constants';
import {
  CODE_CHARACTERS,
  REQUIRED,
  USAGE_NOT_A_WHOLE_NUMBER,
  normaliseCode,
  parseUsage,
  type FormCheck,
  type NewCode,
} from '@/domain/codes';
import { canAddDivision, DIVISION_LIMIT_REACHED } from '@/domain/divisions';
import { industryExists, INDUSTRY_EXISTS, normaliseIndustryName } from '@/domain/industries';
import type { NewOrganisation } from '@/domain/organisations';
import { firstTooLong, isTooLong, refusal } from '@/domain/schemas/fields';
import {
  codeSchema,
  divisionSchema,
  industrySchema,
  organisationSchema,
} from '@/domain/schemas/entities';

// Catalogue keys, which the screens translate.
export const FILL_IN_ALL_REQUIRED_FIELDS = 'app.validation.fill_in_required';
/** The wording of docs/product.md §5 create user, for the same choice on the code form. */
export const CHOOSE_AN_ORGANISATION = 'app.validation.choose_organisation';
export const CHOOSE_A_DIVISION = 'app.validation.choose_division';
export const CODE_CHARACTERS_MESSAGE = 'resources.codes.validation.characters';
export const FILL_IN_DIVISION_FIELDS = 'resources.divisions.validation.required_fields';
export const CHOOSE_INDUSTRY_NAME = 'resources.industries.validation.choose_name';
/** The rules' bound (codeSchema, FIELD_LIMITS.code), so that a code the form takes passes them. */
export const CODE_TOO_LONG = 'resources.codes.validation.too_long';

const refused = (message: string, errors: Record<string, string> = {}) =>
  ({ ok: false, message, errors }) as const;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function checkCodeFields(
  code: unknown,
  usage: unknown,
  usageField: string,
): { code: string; usage: number } | { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (isBlank(code)) errors.code = REQUIRED;
  if (isBlank(usage)) errors[usageField] = REQUIRED;
  if (Object.keys(errors).length > 0) return { message: FILL_IN_ALL_REQUIRED_FIELDS, errors };
  const normalised = normaliseCode(String(code));
  if (isTooLong(codeSchema.shape.code, normalised)) return refusal('code', CODE_TOO_LONG);
  if (!CODE_CHARACTERS.test(normalised)) return refusal('code', CODE_CHARACTERS_MESSAGE);
  const limit = parseUsage(usage);
  if (limit === null) return refusal(usageField, USAGE_NOT_A_WHOLE_NUMBER);
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
  if (isBlank(values.organisationId)) return refused(CHOOSE_AN_ORGANISATION);
  if (isBlank(values.divisionId)) return refused(CHOOSE_A_DIVISION, { divisionId: REQUIRED });
  const fields = checkCodeFields(values.code, values.maximumUsage, 'maximumUsage');
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

export type DivisionFormValues = Partial<
  Record<'organisationId' | 'name' | 'description', string | null>
>;

export function checkDivisionForm(
  values: DivisionFormValues,
  options: { divisionsCount?: number } = {},
): FormCheck<{ organisationId: string; name: string; description: string }> {
  if (isBlank(values.organisationId)) return refused(CHOOSE_AN_ORGANISATION);
  if (isBlank(values.name)) return refused(FILL_IN_DIVISION_FIELDS, { name: REQUIRED });
  if (options.divisionsCount !== undefined && !canAddDivision(options.divisionsCount)) {
    return refused(DIVISION_LIMIT_REACHED);
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

export function checkIndustryName(
  raw: string,
  existing: readonly string[],
): { ok: true; name: string } | { ok: false; message: string } {
  const name = normaliseIndustryName(raw);
  if (name === '') return { ok: false, message: CHOOSE_INDUSTRY_NAME };
  if (isTooLong(industrySchema.shape.name, name)) {
    return { ok: false, message: 'resources.industries.validation.name_too_long' };
  }
  if (industryExists(existing, name)) return { ok: false, message: INDUSTRY_EXISTS };
  return { ok: true, name };
}

export const ORGANISATION_FORM_DEFAULTS = { codeUsage: DEFAULT_ORGANISATION_CODE_USAGE } as const;

/** The typed texts the organisation and its first division store, in the order they are checked. */
const ORGANISATION_TOO_LONG = {
  name: 'resources.organisations.validation.name_too_long',
  address: 'resources.organisations.validation.address_too_long',
  phone: 'resources.organisations.validation.phone_too_long',
  divisionName: 'resources.organisations.validation.division_name_too_long',
} as const;

const ORGANISATION_TEXTS = ['name', 'address', 'phone', 'industry', 'divisionName'] as const;
type OrganisationText = (typeof ORGANISATION_TEXTS)[number];

/** docs/product.md §5: phone asked for but not enforced. */
export function checkOrganisationForm(
  values: Partial<Record<OrganisationText | 'code', string | null>> & {
    codeUsage?: number | string | null;
  },
): FormCheck<NewOrganisation> {
  const texts = Object.fromEntries(
    ORGANISATION_TEXTS.map((field) => [field, (values[field] ?? '').trim()]),
  ) as Record<OrganisationText, string>;
  const errors: Record<string, string> = {};
  for (const field of ['name', 'address', 'industry', 'divisionName'] as const) {
    if (texts[field] === '') errors[field] = REQUIRED;
  }
  const code = checkCodeFields(values.code, values.codeUsage, 'codeUsage');
  if ('message' in code && code.message === FILL_IN_ALL_REQUIRED_FIELDS) {
    Object.assign(errors, code.errors);
  }
  if (Object.keys(errors).length > 0) return refused(FILL_IN_ALL_REQUIRED_FIELDS, errors);
  if ('message' in code) return { ok: false, ...code };
  const tooLong = firstTooLong(organisationSchema, values, ORGANISATION_TOO_LONG);
  if (tooLong) return { ok: false, ...tooLong };
  return { ok: true, value: { ...texts, code: code.code, codeUsage: code.usage } };
}
