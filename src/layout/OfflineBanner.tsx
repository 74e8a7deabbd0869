import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSyncExternalStore } from 'react';

// The status region is always in the page, so that screen readers announce the message when it
// appears.
export function OfflineBanner() {
  const online = useOnline();
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite" sx={{ mb: online ? 0 : 2 }}>
      {!online && (
        <Alert severity="warning" variant="filled">
          {translate('app.layout.offline')}
        </Alert>
      )}
    </Box>
  );
}

// The query cache follows the same events (providers/queryClient).
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
