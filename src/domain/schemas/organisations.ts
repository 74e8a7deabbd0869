// Phone is asked for but not enforced.
import { z } from 'zod';
import { FIELD_LIMITS } from '@/config/constants';
import { requiredText, text } from '@/domain/schemas/fields';
import { divisionSchema } from '@/domain/schemas/divisions';
import { industrySchema } from '@/domain/schemas/industries';

export const organisationSchema = z.object({
  name: requiredText(FIELD_LIMITS.organisationName),
  address: requiredText(FIELD_LIMITS.address),
  phone: text(FIELD_LIMITS.phone),
  industry: industrySchema.shape.name,
  divisionName: divisionSchema.shape.name,
});
