// react-admin raises its own notifications (useNotify, failed mutations, auth checks). They are
// forwarded to the toast store so the dashboard has one toast system. A screen shows a toast of
// docs/product.md §8 with react-admin's own hook, the description as an extra option:
//   notify('Error creating code', { type: 'error', description: 'Please, try again later' })
import { useEffect } from 'react';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationType,
} from 'react-admin';
import { TOAST_DURATION_MS } from '@/config/constants';
import { showToast, type ToastType } from '@/layout/toast/toastStore';

const TOAST_TYPES: Record<NotificationType, ToastType> = {
  info: 'info',
  success: 'success',
  warning: 'info',
  error: 'error',
};

export function useForwardAdminNotifications(): void {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    // One per run: takeNotification sees this render's list, and taking one re-renders with the
    // rest, which runs this effect again.
    const notification = takeNotification();
    if (!notification) return;
    const { message, type, notificationOptions } = notification;
    // The dashboard offers no undo: an undoable mutation is committed at once.
    if (notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    // Toasts carry text; a notification whose message is a React element has none to show.
    if (typeof message !== 'string') return;
    const description: unknown = notificationOptions?.description;
    showToast({
      type: TOAST_TYPES[type],
      title: translate(message, { _: message, ...notificationOptions?.messageArgs }),
      description:
        typeof description === 'string' ? translate(description, { _: description }) : undefined,
      duration: notificationOptions?.autoHideDuration ?? TOAST_DURATION_MS,
    });
  }, [notifications, takeNotification, takeMutation, translate]);
}
