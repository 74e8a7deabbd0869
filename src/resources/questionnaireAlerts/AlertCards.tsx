// The body of the alerts list (docs/product.md §2): one card per user's alert, or the loading, error and
// empty states.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useListContext } from 'react-admin';
import type { QuestionnaireAlert } from '@/domain/types';
import { ListBodyState } from '@/shared/ListBodyState';
import { AlertCard } from './AlertCard';
import { LIST_ERROR } from './alertText';

export const EMPTY_TEXT = 'No users with alert found. Type in the search bar to find users';

export function AlertCards({ canUpdate }: { canUpdate: boolean }) {
  const { data = [] } = useListContext<QuestionnaireAlert>();
  return (
    <ListBodyState label="alerts" emptyText={EMPTY_TEXT} errorText={LIST_ERROR}>
      <Stack spacing={2} component="ul" aria-label="Users with alerts" sx={{ p: 0, m: 0 }}>
        {data.map((alert) => (
          <Box component="li" key={alert.id} sx={{ listStyle: 'none' }}>
            <AlertCard alert={alert} canUpdate={canUpdate} />
          </Box>
        ))}
      </Stack>
    </ListBodyState>
  );
}
