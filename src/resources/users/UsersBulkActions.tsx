import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { BulkActionsToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { BulkUserChange } from '@/domain/callables';
import { ASSIGNABLE_ROLES } from '@/domain/userAdministration';
import { bulkActivationChange } from '@/domain/userList';
import type { KyndDataProvider } from '@/providers/types';
import { BulkProgressDialog } from './BulkProgressDialog';
import type { CardListing } from './UserCard';
import { useBulkRun } from './useBulkRun';
import { useUserChange } from './useUserChange';

function MenuButton({
  label,
  items,
}: {
  label: string;
  items: readonly { label: string; onClick: () => void }[];
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => {
              setAnchor(null);
              item.onClick();
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function UsersBulkActions({
  listing: { viewer, divisions, subscriptionsView },
  organisationName,
}: {
  listing: CardListing;
  organisationName: string | undefined;
}) {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems, onSelect } = useListContext();
  const dataProvider = useDataProvider<KyndDataProvider>();
  // The refused stay selected, to be looked at.
  const run = useBulkRun(
    (userIds, change: BulkUserChange) => dataProvider.call('bulkUpdateUsers', { userIds, change }),
    (state) => {
      const changed = new Set(state.outcome.changed.map((user) => user.id));
      const kept = selectedIds.filter((id) => !changed.has(String(id)));
      if (kept.length === 0) onUnselectItems();
      else onSelect(kept);
    },
  );
  const [runTitle, setRunTitle] = useState('');
  const count = selectedIds.length;
  const name = translate('resources.users.bulk.selected_users', { smart_count: count });
  const changes = useUserChange(name, organisationName);
  const ask = (
    kind: 'activate' | 'inactivate' | 'role' | 'division',
    changeOf: (option: boolean) => BulkUserChange,
    translateOptions?: Record<string, string>,
  ) =>
    changes.ask({
      dialog: kind,
      title: `resources.users.bulk.${kind}_title`,
      text: kind === 'role' ? 'resources.users.bulk.role_text' : undefined,
      translateOptions: { smart_count: count, ...translateOptions },
      withOption:
        !subscriptionsView &&
        (kind === 'inactivate' || (kind === 'activate' && viewer.role === 'Kynd Admin')),
      run: async (_, option) => {
        setRunTitle(
          translate('resources.users.bulk.run_title', {
            action: translate(`resources.users.dialogs.${kind}.confirm`),
            name,
          }),
        );
        run.start(selectedIds.map(String), changeOf(option));
      },
      keepsReads: true,
    });
  const askActivation = (kind: 'activate' | 'inactivate') =>
    ask(kind, (option) =>
      bulkActivationChange(viewer, kind === 'activate', subscriptionsView, {
        asSubscription: option,
        removeFromOrganisation: option,
      }),
    );

  return (
    <>
      {/* Only with a selection: collapsed, its buttons would still take the keyboard's focus. */}
      {count > 0 && (
        <Box
          sx={{
            // In the flow of the page (react-admin lays it over a table's header otherwise).
            '& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' },
          }}
        >
          <BulkActionsToolbar selectAllButton={false}>
            {(['activate', 'inactivate'] as const).map((kind) => (
              <Button key={kind} onClick={() => askActivation(kind)}>
                {translate(`resources.users.dialogs.${kind}.confirm`)}
              </Button>
            ))}
            <MenuButton
              label={translate('resources.users.dialogs.role.confirm')}
              items={ASSIGNABLE_ROLES[viewer.role].map((role) => ({
                label: role,
                onClick: () => ask('role', () => ({ kind: 'changeRole', role }), { role }),
              }))}
            />
            {divisions && divisions.length > 0 && (
              <MenuButton
                label={translate('resources.users.dialogs.division.confirm')}
                items={divisions.map(({ id, name }) => ({
                  label: name,
                  onClick: () =>
                    ask('division', () => ({ kind: 'changeDivision', divisionId: id }), {
                      division: name,
                    }),
                }))}
              />
            )}
          </BulkActionsToolbar>
        </Box>
      )}
      {changes.confirmDialog}
      <BulkProgressDialog title={runTitle} run={run} />
    </>
  );
}
