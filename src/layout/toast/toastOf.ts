// A screen raises a toast with react-admin's own hook, the description as an extra option:
//   notify('app.layout.sign_in.error', { type: 'error', description: 'app.common.try_again' })
import type { NotificationPayload, NotificationType, TranslateFunction } from 'react-admin';
import { TOAST_DURATION_MS } from '@/config/constants';

export type ToastType = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  description?: string;
  duration: number;
}

// docs/product.md §3 knows three types; react-admin's warning shows as info.
const TOAST_TYPES: Record<NotificationType, ToastType> = {
  info: 'info',
  success: 'success',
  warning: 'info',
  error: 'error',
};

/** The toast for a notification, its texts translated; null for a message that is not text. */
export function toastOf(
  { message, type, notificationOptions }: NotificationPayload,
  translate: TranslateFunction,
  id: number,
): Toast | null {
  if (typeof message !== 'string') return null;
  const description: unknown = notificationOptions?.description;
  return {
    id,
    type: TOAST_TYPES[type],
    title: translate(message, { _: message, ...notificationOptions?.messageArgs }),
    description:
      typeof description === 'string' ? translate(description, { _: description }) : undefined,
    duration: notificationOptions?.autoHideDuration ?? TOAST_DURATION_MS,
  };
}
