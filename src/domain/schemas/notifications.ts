import { z } from 'zod';
import { FIELD_LIMITS } from '@/config/constants';
import { requiredText, text } from '@/domain/schemas/fields';

export const notificationSchema = z.object({
  title: requiredText(FIELD_LIMITS.notificationTitle),
  body: requiredText(FIELD_LIMITS.notificationBody),
  measurement: text(FIELD_LIMITS.measurement),
});
