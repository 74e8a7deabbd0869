import { z } from 'zod';
import { FIELD_LIMITS } from '@/config/constants';
import { requiredText, text } from '@/domain/schemas/fields';

export const divisionSchema = z.object({
  name: requiredText(FIELD_LIMITS.divisionName),
  description: text(FIELD_LIMITS.divisionDescription),
});
