// Apart from domain/industries, which the data provider's methods use, so that a signed-in user's
// first screen does not load the schemas' library.
import {
  CHOOSE_INDUSTRY_NAME,
  industryExists,
  INDUSTRY_EXISTS,
  normaliseIndustryName,
} from '@/domain/industries';
import { isTooLong } from '@/domain/schemas/fields';
import { industrySchema } from '@/domain/schemas/entities';

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
