import { z } from 'zod';
import { FIELD_LIMITS } from '@/config/constants';
import { requiredText } from '@/domain/schemas/fields';

export const codeSchema = z.object({
  /** Typed by people in the mobile app, stored upper-cased. */
  code: requiredText(FIELD_LIMITS.code),
  maximumUsage: z.number().int().min(1).max(FIELD_LIMITS.codeMaximumUsage),
});
