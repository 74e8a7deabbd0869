// The status region is always in the page, so that screen readers announce the message when it
// appears.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useOnline } from '@/layout/useOnline';

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
