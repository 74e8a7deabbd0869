// The one place toasts appear: each react-admin notification (useNotify, failed mutations, auth
// checks) is taken from react-admin's queue and shown here.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { Box, Stack } from '@mui/material';
import { TOAST_WIDTH_PX } from '@/config/constants';
import { ToastCard } from '@/layout/toast/ToastCard';
import { toastOf, type Toast } from '@/layout/toast/toastOf';

export function AdminNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    // One per run: takeNotification sees this render's list, and taking one re-renders with the
    // rest, which runs this effect again.
    const notification = takeNotification();
    if (!notification) return;
    // The dashboard offers no undo: an undoable mutation is committed at once.
    if (notification.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    const toast = toastOf(notification, translate, nextId.current++);
    if (toast) setToasts((shown) => [...shown, toast]);
  }, [notifications, takeNotification, takeMutation, translate]);

  const close = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  return (
    <Box
      aria-live="polite"
      aria-label={translate('app.layout.notifications')}
      role="region"
      sx={{
        position: 'fixed',
        top: 16,
        right: 16,
        width: TOAST_WIDTH_PX,
        maxWidth: 'calc(100vw - 32px)',
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: toasts.length ? 'auto' : 'none',
      }}
    >
      <Stack spacing={1.5}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onClose={close} />
        ))}
      </Stack>
    </Box>
  );
}
