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
import Switch, { type SwitchProps } from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { GENERATED_PASSWORD_TOAST_DURATION_MS } from '@/config/constants';
import { personName } from '@/domain/audit';
import { generatePassword } from '@/domain/password';
import type { UpdateUserRequest } from '@/domain/callables';
import { ROLES, type Division } from '@/domain/types';
import {
  activationRequest,
  asksRemoval,
  contactOf,
  isManagerRemoval,
  offersSubscriptionActivation,
  ROLE_COLOURS,
  roleChangeErrorTitle,
  roleOf,
  roleOptions,
  userActionsFor,
  type ListedUser,
  type Viewer,
} from '@/domain/userList';
import { formatDateTime } from '@/domain/wording';
import { activityPathFor } from '@/shared/activityPath';
import { DetailsList } from '@/shared/DetailsList';
import { LabelledSelect } from '@/layout/LabelledSelect';
import type { KyndDataProvider } from '@/providers/types';
import { useUserChange } from './useUserChange';

export interface CardListing {
  viewer: Viewer;
  showOrganisation: boolean;
  showSelectors: boolean;
  divisions: readonly Division[] | undefined;
  managerCount: number;
  subscriptionsView: boolean;
}

function LabelledSwitch({ label, ...props }: SwitchProps & { label: string }) {
  return <FormControlLabel control={<Switch {...props} />} label={label} />;
}

export function UserCard({
  user,
  index,
  listing,
  selected,
  onToggle,
}: {
  user: ListedUser;
  /** Its position in the whole list, from 1. */
  index: number;
  listing: CardListing;
  /** Given only where users can be selected. */
  selected?: boolean;
  onToggle?: () => void;
}) {
  const { viewer, showOrganisation, showSelectors, divisions, managerCount, subscriptionsView } =
    listing;
  const translate = useTranslate();
  const notify = useNotify();
  const name = personName(user) || translate('resources.users.list.unnamed');
  const organisationName = user.organisation?.name ?? '';
  const { ask, busy, confirmDialog } = useUserChange(name, organisationName);
  const role = roleOf(user);
  const actions = userActionsFor(viewer, user);
  const colour = ROLE_COLOURS[role];
  const active = user.isActive !== false;
  const update = (request: UpdateUserRequest) => (dataProvider: KyndDataProvider) =>
    dataProvider.call('updateUser', request);
  const askNewPassword = () =>
    ask({
      dialog: 'password',
      run: async (dataProvider) => {
        const password = generatePassword();
        if (!(await dataProvider.call('setNewPassword', { userId: user.id, password })))
          return notify('resources.users.notifications.phone_user', { type: 'info' });
        notify('resources.users.notifications.new_password', {
          type: 'success',
          messageArgs: { name },
          description: password,
          autoHideDuration: GENERATED_PASSWORD_TOAST_DURATION_MS,
        });
      },
      failure: {
        title: 'resources.users.notifications.password_error',
        description: 'app.common.try_again',
      },
      keepsReads: true,
    });
  const askDeletion = () =>
    ask({
      dialog: 'delete',
      run: (dataProvider) => dataProvider.call('deleteUserPersonalData', user.id),
      failure: { title: 'resources.users.notifications.delete_error' },
    });
  const askSubscription = (isSubscriptionUser: boolean) =>
    ask({
      dialog: 'subscription',
      title: `resources.users.dialogs.subscription.${isSubscriptionUser ? 'on' : 'off'}_title`,
      text: `resources.users.dialogs.subscription.${isSubscriptionUser ? 'on' : 'off'}_text`,
      run: update({ action: 'setSubscription', userId: user.id, isSubscriptionUser }),
      failure: {
        title: 'resources.users.notifications.subscription_error',
        messageArgs: { name },
        description: 'resources.users.notifications.subscription_error_hint',
      },
    });
  const askActivation = () =>
    ask({
      dialog: active ? 'inactivate' : 'activate',
      withOption: active
        ? asksRemoval(user, subscriptionsView, managerCount)
        : offersSubscriptionActivation(viewer, user, subscriptionsView),
      run: (dataProvider, option) =>
        dataProvider.call(
          'updateUser',
          activationRequest(viewer, user, subscriptionsView, {
            asSubscription: !active && option,
            removeFromOrganisation: active && option,
          }),
        ),
      failure: { title: 'resources.users.notifications.activation_error' },
    });

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
            {selected !== undefined && (
              <Checkbox
                checked={selected}
                disabled={!actions.administer}
                onChange={onToggle}
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
                {(showOrganisation || user.division?.name) && (
                  <Typography variant="body2" color="text.secondary">
                    {showOrganisation ? organisationName : user.division?.name}
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
              <LabelledSwitch
                label={translate('resources.users.fields.subscription')}
                checked={user.isSubscriptionUser === true}
                disabled={busy}
                onChange={(event) => askSubscription(event.target.checked)}
              />
            )}
            {actions.newPassword && (
              <Button size="small" startIcon={<KeyIcon />} disabled={busy} onClick={askNewPassword}>
                {translate('resources.users.actions.new_password')}
              </Button>
            )}
            {actions.delete && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                disabled={busy}
                onClick={askDeletion}
              >
                {translate('ra.action.delete')}
              </Button>
            )}
            <LabelledSwitch
              label={translate('resources.users.fields.active')}
              checked={active}
              disabled={!actions.administer || busy}
              onChange={askActivation}
            />
          </Stack>
        </Stack>
        {confirmDialog}
        {actions.seesDetails && (
          <DetailsList
            resource="users"
            details={{
              contact: contactOf(user),
              createdAt: formatDateTime(user.createdAt),
              updatedAt: formatDateTime(user.updatedAt),
            }}
            sx={{
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' },
              columnGap: 3,
              rowGap: 0.5,
              mt: 1.5,
            }}
          />
        )}
        {showSelectors && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <LabelledSelect
              label={translate('resources.users.fields.division')}
              value={user.division?.id ?? ''}
              options={(divisions ?? []).map(({ id, name }) => ({ value: id, label: name }))}
              // A division the organisation no longer lists is still shown as the user's.
              unknownLabel={user.division?.name ?? ''}
              disabled={!actions.administer || busy || divisions === undefined}
              onChange={(divisionId) => {
                const division = divisions?.find((candidate) => candidate.id === divisionId);
                if (!division || divisionId === user.division?.id) return;
                ask({
                  dialog: 'division',
                  translateOptions: { division: division.name },
                  run: update({ action: 'setDivision', userId: user.id, divisionId }),
                  failure: {
                    title: 'resources.users.notifications.division_error',
                    description: 'app.common.try_again',
                  },
                });
              }}
            />
            <LabelledSelect
              label={translate('resources.users.fields.role')}
              value={role}
              options={roleOptions(actions.assignableRoles, role, managerCount).map(
                ({ role: value, disabled }) => ({ value, label: value, disabled }),
              )}
              disabled={!actions.administer || busy}
              helperText={
                role === 'Org Admin' && actions.administer && managerCount <= 1
                  ? translate('resources.users.list.only_manager')
                  : undefined
              }
              onChange={(next) => {
                const to = ROLES.find((candidate) => candidate === next);
                if (!to || to === role) return;
                ask({
                  dialog: 'role',
                  text: isManagerRemoval(role, to)
                    ? 'resources.users.dialogs.role.manager_removal'
                    : `resources.users.dialogs.role.${to === 'Org Admin' ? 'new_manager' : 'rights'}`,
                  translateOptions: { role: to },
                  run: update({ action: 'setRole', userId: user.id, role: to }),
                  failure: { title: roleChangeErrorTitle(role, to) },
                });
              }}
            />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
