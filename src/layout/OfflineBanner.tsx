import { Alert, Box } from '@mui/material';
import { useIsOffline, useTranslate } from 'react-admin';

// The status region is always in the page, so that screen readers announce the message when it
// appears. Offline is what the query cache knows: the browser's online and offline events.
export function OfflineBanner() {
  const offline = useIsOffline();
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite" sx={{ mb: offline ? 2 : 0 }}>
      {offline && (
        <Alert severity="warning" variant="filled">
          {translate('app.layout.offline')}
        </Alert>
      )}
    </Box>
  );
}
