import { z } from 'zod';
import { ALERT_STATUSES, FIELD_LIMITS } from '@/config/constants';

export const alertActionSchema = z.object({
  status: z.enum(ALERT_STATUSES),
  /** Counted as typed, not trimmed: the rules measure the stored comment. */
  comment: z.string().max(FIELD_LIMITS.alertComment),
});
