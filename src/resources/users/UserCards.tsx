import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useListContext, useTranslate } from 'react-admin';
import type { ListedUser } from '@/domain/userList';
import { UserCard, type CardListing } from './UserCard';
import { RetryAlert } from '@/layout/RetryAlert';

export type CardsState = 'ready' | 'loading' | 'failed';

/**
 * The page react-admin keeps from the previous choice while the new one is read is not shown: the
 * cards wait for their own (UsersListBody).
 */
export function UserCards({
  listing,
  selectable,
  organisationState,
  onRetryOrganisation,
}: {
  listing: CardListing;
  selectable: boolean;
  organisationState: CardsState;
  onRetryOrganisation: () => void;
}) {
  const translate = useTranslate();
  const {
    data,
    isPending,
    isPlaceholderData,
    error,
    page,
    perPage,
    refetch,
    selectedIds,
    onToggleItem,
  } = useListContext<
    ListedUser & {
      id: string;
    }
  >();

  if (isPending || isPlaceholderData === true || (!error && organisationState === 'loading')) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('resources.users.list.loading')} />
      </Box>
    );
  }
  if (error || organisationState === 'failed') {
    return (
      <RetryAlert sx={{ m: 2 }} onRetry={error ? refetch : onRetryOrganisation}>
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
          listing={listing}
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
