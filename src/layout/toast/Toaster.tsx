// The one place toasts appear (docs/product.md §2): top right, 340px wide, newest last.
import { Box, Stack } from '@mui/material';
import { TOAST_WIDTH_PX } from '@/config/constants';
import { ToastCard } from '@/layout/toast/ToastCard';
import { useToasts } from '@/layout/toast/useToasts';

export function Toaster() {
  const toasts = useToasts();
  return (
    <Box
      aria-live="polite"
      aria-label="Notifications"
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
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </Stack>
    </Box>
  );
}
