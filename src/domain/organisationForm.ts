// Apart from domain/organisations, which the data provider's methods use, so that a signed-in
// user's first screen does not load the schemas' library.
import { DEFAULT_ORGANISATION_CODE_USAGE } from '@/config/constants';
import { FILL_IN_ALL_REQUIRED_FIELDS, REQUIRED, type FormCheck } from '@/domain/codes';
import { checkCodeFields } from '@/domain/codeForm';
import type { NewOrganisation } from '@/domain/organisations';
import { firstTooLong } from '@/domain/schemas/fields';
import { organisationSchema } from '@/domain/schemas/entities';

export interface OrganisationFormValues {
  name?: string | null;
  address?: string | null;
  phone?: string | null;
  industry?: string | null;
  divisionName?: string | null;
  code?: string | null;
  codeUsage?: number | string | null;
}

export const ORGANISATION_FORM_DEFAULTS = { codeUsage: DEFAULT_ORGANISATION_CODE_USAGE } as const;

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The typed texts the organisation and its first division store, in the order they are checked. */
const ORGANISATION_TOO_LONG = {
  name: 'resources.organisations.validation.name_too_long',
  address: 'resources.organisations.validation.address_too_long',
  phone: 'resources.organisations.validation.phone_too_long',
  divisionName: 'resources.organisations.validation.division_name_too_long',
} as const;

/** docs/product.md §5: phone asked for but not enforced. */
export function checkOrganisationForm(values: OrganisationFormValues): FormCheck<NewOrganisation> {
  const errors: Record<string, string> = {};
  for (const field of ['name', 'address', 'industry', 'divisionName'] as const) {
    if (text(values[field]) === '') errors[field] = REQUIRED;
  }
  const code = checkCodeFields(values.code, values.codeUsage, { code: 'code', usage: 'codeUsage' });
  if ('message' in code && code.message === FILL_IN_ALL_REQUIRED_FIELDS) {
    Object.assign(errors, code.errors);
  }
  if (Object.keys(errors).length > 0) {
    return { ok: false, message: FILL_IN_ALL_REQUIRED_FIELDS, errors };
  }
  if ('message' in code) return { ok: false, ...code };
  const tooLong = firstTooLong(organisationSchema, values, ORGANISATION_TOO_LONG);
  if (tooLong) return { ok: false, ...tooLong };
  return {
    ok: true,
    value: {
      name: text(values.name),
      address: text(values.address),
      phone: text(values.phone),
      industry: text(values.industry),
      divisionName: text(values.divisionName),
      code: code.code,
      codeUsage: code.usage,
    },
  };
}
