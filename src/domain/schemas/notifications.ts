// docs/product.md §3 notifications, §5 send notification: a push notification's texts.
import { z } from 'zod';
import { FIELD_LIMITS } from '@/config/constants';
import { requiredText, text } from '@/domain/schemas/fields';

export const notificationSchema = z.object({
  title: requiredText(FIELD_LIMITS.notificationTitle),
  body: requiredText(FIELD_LIMITS.notificationBody),
  measurement: text(FIELD_LIMITS.measurement),
});
