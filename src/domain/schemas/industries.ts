import { z } from 'zod';
import { FIELD_LIMITS } from '@/config/constants';
import { requiredText } from '@/domain/schemas/fields';

export const industrySchema = z.object({ name: requiredText(FIELD_LIMITS.industryName) });
