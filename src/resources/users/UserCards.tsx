import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useListContext, useTranslate } from 'react-admin';
import type { Division } from '@/domain/types';
import type { ListedUser, Viewer } from '@/domain/userList';
import { UserCard } from './UserCard';
import { RetryAlert } from '@/layout/RetryAlert';

/** The list body: one card per user of the page (docs/product.md §2), with the loading and error states. */
export function UserCards({
  viewer,
  showOrganisation,
  showSelectors,
  divisions,
  managerCount,
  subscriptionsView,
  selectable,
}: {
  viewer: Viewer;
  showOrganisation: boolean;
  showSelectors: boolean;
  divisions: readonly Division[];
  managerCount: number;
  subscriptionsView: boolean;
  /** The cards of the users the viewer may change get a selection checkbox (bulk actions). */
  selectable: boolean;
}) {
  const translate = useTranslate();
  const { data, isPending, error, page, perPage, refetch, selectedIds, onToggleItem } =
    useListContext<
      ListedUser & {
        id: string;
      }
    >();

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('resources.users.list.loading')} />
      </Box>
    );
  }
  if (error) {
    return (
      <RetryAlert sx={{ m: 2 }} onRetry={refetch}>
        {translate('resources.users.list.error', {
          try_again: translate('app.common.try_again'),
        })}
      </RetryAlert>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={translate('resources.users.list.label')}
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 2 }}
    >
      {(data ?? []).map((user, position) => (
        <UserCard
          key={user.id}
          user={user}
          index={(page - 1) * perPage + position + 1}
          viewer={viewer}
          showOrganisation={showOrganisation}
          showSelectors={showSelectors}
          divisions={divisions}
          managerCount={managerCount}
          subscriptionsView={subscriptionsView}
          selection={
            selectable
              ? { selected: selectedIds.includes(user.id), onToggle: () => onToggleItem(user.id) }
              : undefined
          }
        />
      ))}
    </Stack>
  );
}
