import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetOne, useListContext, useTranslate } from 'react-admin';
import { currentEnvironment } from '@/config/environment';
import { ALL_ID, sortByName } from '@/domain/dashboard';
import {
  offersBulkActions,
  listScopeOf,
  scopedUsersFilter,
  userActionsFor,
  type ListedUser,
  type UsersQueryFilter,
  type Viewer,
} from '@/domain/userList';
import { LoadState } from '@/shared/ListBodyState';
import { UserCard } from './UserCard';
import { UsersBulkActions } from './UsersBulkActions';
import { UsersFilterBar } from './UsersFilterBar';
import type { ChoiceRecord } from '@/domain/organisationChoice';
import { DIVISIONS_META } from '@/shared/useOrganisationChoice';
import { useFilterChange } from './useFilterChange';
import { useListedOrganisation } from './useListedOrganisation';

// react-admin keeps the previous choice's page while the new one is read; here the list waits, or
// its cards would be acted upon as the new choice's. Cards also wait for the managers (rules).
export function UsersListBody({ viewer }: { viewer: Viewer }) {
  const list = useListContext<ListedUser & { id: string }>();
  const { data, selectedIds, error, isPending, isPlaceholderData } = list;
  const translate = useTranslate();
  const [showSelectors, setShowSelectors] = useState(false);
  const scope = listScopeOf(viewer);
  const filter = scopedUsersFilter(scope, list.filterValues as UsersQueryFilter);
  const organisationId = filter.organisationId ?? ALL_ID;
  const all = organisationId === ALL_ID;
  // One field-masked document, never the organisation's employees; divisions (possibly hundreds)
  // are read by id only once a division control needs them. Under 'All' nothing is read.
  const filterChange = useFilterChange(scope);
  const details = useListedOrganisation(scope !== null, filterChange);
  const { organisation } = details;
  const [divisionsAsked, setDivisionsAsked] = useState(false);
  const wantsDivisions =
    !all &&
    (divisionsAsked || showSelectors || filter.divisionId !== undefined || selectedIds.length > 0);
  const withDivisions = useGetOne<ChoiceRecord>(
    'organisationChoices',
    { id: organisationId, meta: DIVISIONS_META },
    { enabled: wantsDivisions },
  );
  const shown = withDivisions.data?.id === organisationId ? withDivisions.data : undefined;
  const divisions = shown?.divisions && sortByName(shown.divisions);
  const detailsMissing = !all && organisation === undefined;
  const status =
    isPending || isPlaceholderData === true || (!error && detailsMissing && details.isPending)
      ? 'loading'
      : error || (detailsMissing && details.error)
        ? 'error'
        : 'ready';
  const pageShown = status === 'ready';
  const bulk = offersBulkActions(viewer);
  // Select page keeps a selection on other pages.
  const selectable = (data ?? [])
    .filter((user) => userActionsFor(viewer, user).administer)
    .map((user) => user.id);
  const chosen = selectable.filter((id) => selectedIds.includes(id));
  const pageChosen = selectable.length > 0 && chosen.length === selectable.length;
  const listing = {
    viewer,
    showOrganisation: all,
    showSelectors: showSelectors && !all,
    divisions,
    managerCount: organisation?.managers?.length ?? 0,
    subscriptionsView: organisationId === currentEnvironment().subscriptionsOrganisationId,
  };

  return (
    <>
      <UsersFilterBar
        listing={listing}
        details={details}
        filterChange={filterChange}
        onDivisionsWanted={() => setDivisionsAsked(true)}
        onShowSelectors={setShowSelectors}
      />
      <Box sx={{ px: 2 }}>
        {pageShown && (
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {list.total
              ? translate('resources.users.list.found', { smart_count: list.total })
              : translate('resources.users.list.none_found')}
          </Typography>
        )}
        {bulk && pageShown && (
          <FormControlLabel
            control={
              <Checkbox
                checked={pageChosen}
                indeterminate={chosen.length > 0 && !pageChosen}
                disabled={selectable.length === 0}
                onChange={() =>
                  list.onSelect(
                    pageChosen
                      ? selectedIds.filter((id) => !selectable.includes(String(id)))
                      : [...new Set([...selectedIds, ...selectable])],
                  )
                }
              />
            }
            label={translate('app.bulk.select_page')}
          />
        )}
      </Box>
      {bulk && <UsersBulkActions listing={listing} organisationName={organisation?.name} />}
      <LoadState
        status={status}
        what={translate('resources.users.list.what')}
        errorText={translate('resources.users.list.error', {
          try_again: translate('app.common.try_again'),
        })}
        onRetry
      >
        <Stack
          component="ul"
          aria-label={translate('resources.users.list.label')}
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 2 }}
        >
          {data?.map((user, position) => (
            <UserCard
              key={user.id}
              user={user}
              index={(list.page - 1) * list.perPage + position + 1}
              listing={listing}
              selected={bulk ? selectedIds.includes(user.id) : undefined}
              onToggle={() => list.onToggleItem(user.id)}
            />
          ))}
        </Stack>
      </LoadState>
    </>
  );
}
