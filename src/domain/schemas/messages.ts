import { z } from 'zod';
import { FIELD_LIMITS, MESSAGE_FREQUENCY_DAYS } from '@/config/constants';

/** Subject and message are measured as stored (the message with its break tags), untrimmed. */
export const messageLevelSchema = z.object({
  isActive: z.boolean(),
  frequency: z.literal(MESSAGE_FREQUENCY_DAYS),
  subject: z.string().max(FIELD_LIMITS.messageSubject),
  message: z.string().max(FIELD_LIMITS.messageBody),
});
