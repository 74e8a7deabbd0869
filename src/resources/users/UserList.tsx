import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { List, Pagination, useNotify, useTranslate } from 'react-admin';
import { LIST_ROWS_META } from '@/providers/dataSpec';
import { hasProviderScope, listScopeOf, USERS_PER_PAGE, usersListTitle } from '@/domain/userList';
import { userExportColumns } from './exportColumns';
import { USERS_LIST_STORE_KEY } from './listStore';
import { UsersListActions } from './UsersListActions';
import { UsersCreateLink } from './UsersCreateLink';
import { UsersListBody } from './UsersListBody';
import { useViewer } from './useViewer';

export function UserList() {
  const viewer = useViewer();
  const notify = useNotify();
  const translate = useTranslate();
  const title = (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {translate(usersListTitle(viewer?.role))}
      </Typography>
      <UsersCreateLink role={viewer?.role} />
    </Stack>
  );
  if (!viewer) {
    return (
      <>
        {title}
        <CircularProgress aria-label={translate('resources.users.list.loading')} />
      </>
    );
  }
  const scope = listScopeOf(viewer);
  const ownOrganisation = scope ? { organisationId: scope } : {};
  return (
    <>
      {title}
      <List
        resource="users"
        title={false}
        actions={<UsersListActions exportColumns={userExportColumns(hasProviderScope(viewer))} />}
        empty={false}
        perPage={USERS_PER_PAGE}
        // react-admin also keeps the filters in its store: Create user reads the choice there, and
        // /users opened without any restores them.
        storeKey={USERS_LIST_STORE_KEY}
        sort={{ field: 'lowerFirstName', order: 'ASC' }}
        // An Org Admin's list is its organisation's, whatever the address says; the provider scopes
        // the query the same way.
        filterDefaultValues={ownOrganisation}
        filter={ownOrganisation}
        pagination={<Pagination rowsPerPageOptions={[USERS_PER_PAGE]} />}
        queryOptions={{
          meta: LIST_ROWS_META,
          onError: (error: unknown) => {
            console.error(error);
            notify('resources.users.notifications.fetch_error', {
              type: 'error',
              description: 'app.common.try_again',
            });
          },
        }}
      >
        <UsersListBody viewer={viewer} />
      </List>
    </>
  );
}
