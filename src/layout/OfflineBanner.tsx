// Tells the user the browser is offline (README, Reliability). The status region is always in the
// page, so that screen readers announce the message when it appears.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useOnline } from '@/layout/useOnline';

export const OFFLINE_MESSAGE =
  "You are offline. Changes can't be saved until the connection returns.";

export function OfflineBanner() {
  const online = useOnline();
  return (
    <Box role="status" aria-live="polite" sx={{ mb: online ? 0 : 2 }}>
      {!online && (
        <Alert severity="warning" variant="filled">
          {OFFLINE_MESSAGE}
        </Alert>
      )}
    </Box>
  );
}
