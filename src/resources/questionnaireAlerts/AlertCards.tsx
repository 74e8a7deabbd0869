// The body of the alerts list (docs/product.md §2): one card per user's alert, or the loading, error and
// empty states.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import type { QuestionnaireAlert } from '@/domain/types';
import { AlertCard } from './AlertCard';
import { LIST_ERROR } from './alertText';

export const EMPTY_TEXT = 'No users with alert found. Type in the search bar to find users';

export function AlertCards({ canUpdate }: { canUpdate: boolean }) {
  const { data, isPending, error, refetch } = useListContext<QuestionnaireAlert>();

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading alerts" />
      </Box>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {LIST_ERROR}
      </Alert>
    );
  }
  if (!data || data.length === 0) {
    return (
      <Typography color="text.secondary" role="status" sx={{ py: 3 }}>
        {EMPTY_TEXT}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} component="ul" aria-label="Users with alerts" sx={{ p: 0, m: 0 }}>
      {data.map((alert) => (
        <Box component="li" key={alert.id} sx={{ listStyle: 'none' }}>
          <AlertCard alert={alert} canUpdate={canUpdate} />
        </Box>
      ))}
    </Stack>
  );
}
