import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { GENERATED_PASSWORD_TOAST_DURATION_MS } from '@/config/constants';
import { personName } from '@/domain/audit';
import { generatePassword } from '@/domain/password';
import type { Division } from '@/domain/types';
import {
  ROLE_COLOURS,
  roleOf,
  userActionsFor,
  type ListedUser,
  type Viewer,
} from '@/domain/userList';
import { activityPathFor } from '@/shared/activityPath';
import { ConfirmedUserButton } from './ConfirmedUserButton';
import { UserActiveSwitch } from './UserActiveSwitch';
import { UserChangeDialog } from './UserChangeDialog';
import { UserDetails } from './UserDetails';
import { UserSelectors } from './UserSelectors';
import { useUserBusy, useUserChange } from './useUserChange';

/** What every card of the list shows alike. */
export interface CardListing {
  viewer: Viewer;
  showOrganisation: boolean;
  showSelectors: boolean;
  divisions: readonly Division[] | undefined;
  managerCount: number;
  subscriptionsView: boolean;
}

/** While one change is saved, every control of the card waits. */
export function UserCard({
  user,
  index,
  listing,
  selection,
}: {
  user: ListedUser;
  /** Its position in the whole list, from 1. */
  index: number;
  listing: CardListing;
  selection?: { selected: boolean; onToggle: () => void };
}) {
  const { viewer, showOrganisation, showSelectors, divisions, managerCount, subscriptionsView } =
    listing;
  const translate = useTranslate();
  const busy = useUserBusy(user.id);
  const name = personName(user) || translate('resources.users.list.unnamed');
  const notify = useNotify();
  // Nothing the list shows changes: no read is refreshed.
  const newPassword = useUserChange<true, true, string | null>(
    user.id,
    async (dataProvider) => {
      const password = generatePassword();
      const updated = await dataProvider.call('setNewPassword', { userId: user.id, password });
      return updated ? password : null;
    },
    () => ({
      title: 'resources.users.notifications.password_error',
      description: 'app.common.try_again',
    }),
    (password) => {
      if (password === null) {
        notify('resources.users.notifications.phone_user', { type: 'info' });
        return;
      }
      notify('resources.users.notifications.new_password', {
        type: 'success',
        messageArgs: { name },
        description: password,
        autoHideDuration: GENERATED_PASSWORD_TOAST_DURATION_MS,
      });
    },
  );
  const deletion = useUserChange<true>(
    user.id,
    (dataProvider) => dataProvider.call('deleteUserPersonalData', user.id),
    () => ({ title: 'resources.users.notifications.delete_error' }),
  );
  const subscription = useUserChange<boolean>(
    user.id,
    (dataProvider, isSubscriptionUser) =>
      dataProvider.call('updateUser', {
        action: 'setSubscription',
        userId: user.id,
        isSubscriptionUser,
      }),
    () => ({
      title: 'resources.users.notifications.subscription_error',
      messageArgs: { name },
      description: 'resources.users.notifications.subscription_error_hint',
    }),
  );
  const subscribing = subscription.asked?.value;
  const role = roleOf(user);
  const actions = userActionsFor(viewer, user);
  const colour = ROLE_COLOURS[role];
  const organisationName = user.organisation?.name ?? '';
  const translateOptions = {
    name,
    organisation: organisationName || translate('resources.users.dialogs.the_organisation'),
  };

  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={name}
      sx={{ listStyle: 'none', borderLeft: 6, borderLeftColor: colour.background }}
    >
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
            {selection && (
              <Checkbox
                checked={selection.selected}
                disabled={!actions.administer}
                onChange={selection.onToggle}
                slotProps={{ input: { 'aria-label': translate('app.bulk.select', { name }) } }}
                sx={{ m: -1 }}
              />
            )}
            <Typography color="text.secondary" sx={{ minWidth: 40 }}>
              {`#${index}`}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Chip
                  size="small"
                  label={role}
                  sx={{ bgcolor: colour.background, color: colour.text, fontWeight: 600 }}
                />
                {showOrganisation && (
                  <Typography variant="body2" color="text.secondary">
                    {organisationName}
                  </Typography>
                )}
                {!showOrganisation && user.division?.name && (
                  <Typography variant="body2" color="text.secondary">
                    {user.division.name}
                  </Typography>
                )}
              </Stack>
            </Box>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: { md: 'flex-end' } }}
          >
            {(viewer.role === 'Kynd Admin' || viewer.role === 'Org Admin') && (
              <Button component={RouterLink} to={activityPathFor(user.id)} size="small">
                {translate('resources.users.actions.history')}
              </Button>
            )}
            {actions.subscription && (
              <FormControlLabel
                control={
                  <Switch
                    checked={user.isSubscriptionUser === true}
                    disabled={busy}
                    onChange={(event) => subscription.ask(event.target.checked)}
                  />
                }
                label={translate('resources.users.fields.subscription')}
              />
            )}
            {actions.newPassword && (
              <ConfirmedUserButton
                label="resources.users.actions.new_password"
                icon={<KeyIcon />}
                dialog="password"
                change={newPassword}
                translateOptions={translateOptions}
                disabled={busy}
              />
            )}
            {actions.delete && (
              <ConfirmedUserButton
                label="resources.users.actions.delete"
                icon={<DeleteIcon />}
                color="error"
                dialog="delete"
                change={deletion}
                translateOptions={translateOptions}
                disabled={busy}
              />
            )}
            <UserActiveSwitch
              user={user}
              viewer={viewer}
              subscriptionsView={subscriptionsView}
              managerCount={managerCount}
              translateOptions={translateOptions}
              disabled={!actions.administer || busy}
            />
          </Stack>
        </Stack>
        {subscribing !== undefined && (
          <UserChangeDialog
            dialog="subscription"
            title={`resources.users.dialogs.subscription.${subscribing ? 'on' : 'off'}_title`}
            text={`resources.users.dialogs.subscription.${subscribing ? 'on' : 'off'}_text`}
            translateOptions={translateOptions}
            change={subscription}
            onConfirm={() => subscription.confirm(subscribing)}
          />
        )}
        {actions.seesDetails && <UserDetails user={user} />}
        {showSelectors && (
          <UserSelectors
            user={user}
            actions={actions}
            divisions={divisions}
            managerCount={managerCount}
            translateOptions={translateOptions}
            busy={busy}
          />
        )}
      </CardContent>
    </Card>
  );
}
