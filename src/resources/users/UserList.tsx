import PersonAddIcon from '@mui/icons-material/PersonAdd';
import CircularProgress from '@mui/material/CircularProgress';
import { Pagination, useNotify, useTranslate } from 'react-admin';
import { LIST_ROWS_META } from '@/providers/dataSpec';
import { creatableRoles } from '@/domain/userCreate';
import { hasProviderScope, listScopeOf, USERS_PER_PAGE, usersListTitle } from '@/domain/userList';
import { ListScreen } from '@/shared/ListScreen';
import { ScreenHeading } from '@/shared/ScreenHeading';
import { TRY_AGAIN } from '@/shared/tryAgain';
import { userExportColumns } from './exportColumns';
import { USERS_LIST_STORE_KEY } from './listStore';
import { UsersListActions } from './UsersListActions';
import { UsersListBody } from './UsersListBody';
import { useViewer } from './useViewer';

export function UserList() {
  const viewer = useViewer();
  const notify = useNotify();
  const translate = useTranslate();
  // An Org Admin's menu has no Create entry (docs/product.md §2): this is its way to Create user.
  const create =
    creatableRoles(viewer?.role).length === 0
      ? undefined
      : {
          to: '/users/create',
          label: 'resources.users.actions.create',
          icon: <PersonAddIcon />,
        };
  if (!viewer) {
    return (
      <>
        <ScreenHeading title={usersListTitle(undefined)} create={create} />
        <CircularProgress aria-label={translate('resources.users.list.loading')} />
      </>
    );
  }
  const scope = listScopeOf(viewer);
  const ownOrganisation = scope ? { organisationId: scope } : {};
  return (
    <ListScreen
      heading={usersListTitle(viewer.role)}
      create={create}
      toolbar={<UsersListActions />}
      exportColumns={userExportColumns(hasProviderScope(viewer))}
      fileName="kynd-users"
      resource="users"
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
          notify('resources.users.notifications.fetch_error', TRY_AGAIN);
        },
      }}
    >
      <UsersListBody viewer={viewer} />
    </ListScreen>
  );
}
