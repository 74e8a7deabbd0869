import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { ALL_ID, sortByName } from '@/domain/dashboard';
import {
  isSubscriptionsView,
  offersBulkActions,
  usersFoundText,
  type UsersQueryFilter,
  type Viewer,
} from '@/domain/userList';
import { subscriptionsOrganisationId } from './subscriptions';
import { UserCards } from './UserCards';
import { UsersBulkActions } from './UsersBulkActions';
import { UsersSelectPage } from './UsersSelectPage';
import { UsersFilterBar } from './UsersFilterBar';
import { useOrganisationSummaries } from './useOrganisationDetails';

/** Inside the users <List>: the filters, the count and the cards of the current page. */
export function UsersListBody({ viewer }: { viewer: Viewer }) {
  const { filterValues, total, isPending, error } = useListContext();
  const [showSelectors, setShowSelectors] = useState(false);
  const filter = filterValues as UsersQueryFilter;
  const organisationId = filter.organisationId ?? ALL_ID;
  const all = organisationId === ALL_ID;
  // The details the cards and the filters use (divisions, managers, name, industry, status) of
  // the organisation whose users the page shows: one field-masked document, read by id, never
  // the organisation's employees nor any other organisation. Under 'All' the cards name each
  // user's organisation from the user's own document and offer no selectors: nothing is read.
  const { byId } = useOrganisationSummaries(all ? [] : [organisationId]);
  const organisation = byId.get(organisationId);
  const subscriptionsView = isSubscriptionsView(organisationId, subscriptionsOrganisationId());
  const bulk = offersBulkActions(viewer);

  return (
    <>
      <UsersFilterBar
        viewer={viewer}
        organisation={organisation}
        showSelectors={showSelectors && !all}
        onShowSelectors={setShowSelectors}
      />
      <Box sx={{ px: 2 }}>
        {!isPending && !error && (
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {usersFoundText(total ?? 0)}
          </Typography>
        )}
        {bulk && !isPending && !error && <UsersSelectPage viewer={viewer} />}
      </Box>
      {bulk && (
        <UsersBulkActions
          viewer={viewer}
          divisions={organisation ? sortByName(organisation.divisions ?? []) : undefined}
          organisationName={organisation?.name}
          subscriptionsView={subscriptionsView}
        />
      )}
      <UserCards
        viewer={viewer}
        showOrganisation={all}
        showSelectors={showSelectors && !all}
        divisions={sortByName(organisation?.divisions ?? [])}
        managerCount={organisation?.managers?.length ?? 0}
        subscriptionsView={subscriptionsView}
        selectable={bulk}
      />
    </>
  );
}
