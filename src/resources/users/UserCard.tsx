import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { GENERATED_PASSWORD_TOAST_DURATION_MS } from '@/config/constants';
import { generatePassword } from '@/domain/password';
import { ROLES, type Division } from '@/domain/types';
import {
  activationRequest,
  asksRemoval,
  contactOf,
  formatDateTime,
  fullName,
  offersSubscriptionActivation,
  ROLE_COLOURS,
  roleChangeErrorTitle,
  roleOf,
  roleOptions,
  subscriptionErrorTitle,
  userActionsFor,
  type ListedUser,
  type Viewer,
} from '@/domain/userList';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { UserChangeDialog, type UserChange } from './UserChangeDialog';
import { useUserCalls } from './useUserCalls';

export interface UserCardProps {
  user: ListedUser;
  /** Its position in the whole list, from 1. */
  index: number;
  viewer: Viewer;
  /** docs/product.md §2: shown when the organisation chosen is All. */
  showOrganisation: boolean;
  /** docs/product.md §2: the division and role selectors, when toggled on (never for All). */
  showSelectors: boolean;
  /** The chosen organisation's divisions (the division selector's options). */
  divisions: readonly Division[];
  /** Managers of the chosen organisation (docs/product.md §4 Manager removal). */
  managerCount: number;
  subscriptionsView: boolean;
}

const PHONE_USER_INFO =
  'Error updating password: User is registered with a phone number, which does not require a password';

/** One user of the Users list (docs/product.md §2) with its state changes (docs/product.md §4). */
export function UserCard({
  user,
  index,
  viewer,
  showOrganisation,
  showSelectors,
  divisions,
  managerCount,
  subscriptionsView,
}: UserCardProps) {
  const { dataProvider, notify, refresh, fail, updateUser } = useUserCalls();
  const [change, setChange] = useState<UserChange | null>(null);
  const [option, setOption] = useState(false);
  const [busy, setBusy] = useState(false);

  const name = fullName(user) || 'This user';
  const role = roleOf(user);
  const actions = userActionsFor(viewer, user);
  const active = user.isActive !== false;
  const colour = ROLE_COLOURS[role];
  const organisationName = user.organisation?.name ?? '';

  const open = (next: UserChange) => {
    setOption(false);
    setChange(next);
  };

  const perform = async (pending: UserChange): Promise<void> => {
    switch (pending.kind) {
      case 'activate':
      case 'inactivate':
        await updateUser(
          activationRequest(viewer, user, subscriptionsView, {
            asSubscription: pending.kind === 'activate' && option,
            removeFromOrganisation: pending.kind === 'inactivate' && option,
          }),
          { title: 'Error changing activation' },
        );
        return;
      case 'role':
        await updateUser(
          { action: 'setRole', userId: user.id, role: pending.to },
          { title: roleChangeErrorTitle(pending.from, pending.to) },
        );
        return;
      case 'division':
        await updateUser(
          { action: 'setDivision', userId: user.id, divisionId: pending.divisionId },
          { title: 'Error updating user division', description: 'Please, try again later' },
        );
        return;
      case 'subscription':
        await updateUser(
          {
            action: 'setSubscription',
            userId: user.id,
            isSubscriptionUser: pending.isSubscriptionUser,
          },
          { title: subscriptionErrorTitle(name), description: 'If it persists, contact support' },
        );
        return;
      case 'delete':
        try {
          await dataProvider.call('deleteUserPersonalData', user.id);
          refresh();
        } catch (error) {
          fail(error, { title: 'An error has occured while deleting user' });
        }
        return;
      case 'password': {
        const password = generatePassword();
        try {
          const updated = await dataProvider.call('setNewPassword', { userId: user.id, password });
          if (updated) {
            notify(`New password for ${name}`, {
              type: 'success',
              description: password,
              autoHideDuration: GENERATED_PASSWORD_TOAST_DURATION_MS,
            });
          } else {
            notify(PHONE_USER_INFO, { type: 'info' });
          }
        } catch (error) {
          fail(error, { title: 'Error updating password', description: 'Please, try again later' });
        }
        return;
      }
    }
  };

  const confirm = async () => {
    if (!change) return;
    setBusy(true);
    try {
      await perform(change);
    } finally {
      setBusy(false);
      setChange(null);
    }
  };

  const divisionOptions = divisions.map((division) => ({
    value: division.id,
    label: division.name,
  }));
  const currentDivision = user.division?.id ?? '';
  if (currentDivision && !divisionOptions.some((entry) => entry.value === currentDivision)) {
    divisionOptions.unshift({ value: currentDivision, label: user.division?.name ?? '' });
  }

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
            <Typography color="text.secondary" sx={{ minWidth: 40 }}>
              {`#${index}`}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
            {actions.subscription && (
              <FormControlLabel
                control={
                  <Switch
                    checked={user.isSubscriptionUser === true}
                    disabled={busy}
                    onChange={(event) =>
                      open({ kind: 'subscription', isSubscriptionUser: event.target.checked })
                    }
                  />
                }
                label="Subscription"
              />
            )}
            {actions.newPassword && (
              <Button
                size="small"
                startIcon={<KeyIcon />}
                disabled={busy}
                onClick={() => open({ kind: 'password' })}
              >
                Generate new password
              </Button>
            )}
            {actions.delete && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                disabled={busy}
                onClick={() => open({ kind: 'delete' })}
              >
                Delete
              </Button>
            )}
            <FormControlLabel
              control={
                <Switch
                  checked={active}
                  disabled={!actions.administer || busy}
                  onChange={() =>
                    open(
                      active
                        ? {
                            kind: 'inactivate',
                            asksRemoval: asksRemoval(user, subscriptionsView, managerCount),
                          }
                        : {
                            kind: 'activate',
                            offersSubscription: offersSubscriptionActivation(
                              viewer,
                              user,
                              subscriptionsView,
                            ),
                          },
                    )
                  }
                />
              }
              label="Active"
            />
          </Stack>
        </Stack>
        {actions.seesDetails && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' },
              columnGap: 3,
              rowGap: 0.5,
              m: 0,
              mt: 1.5,
              '& dt': { color: 'text.secondary', fontSize: 12 },
              '& dd': { m: 0 },
            }}
          >
            <div>
              <dt>Contact</dt>
              <dd>{contactOf(user) || '—'}</dd>
            </div>
            <div>
              <dt>Created at</dt>
              <dd>{formatDateTime(user.createdAt)}</dd>
            </div>
            <div>
              <dt>Updated at</dt>
              <dd>{formatDateTime(user.updatedAt)}</dd>
            </div>
          </Box>
        )}
        {showSelectors && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <LabelledSelect
              label="Division"
              value={currentDivision}
              options={divisionOptions}
              disabled={!actions.administer || busy}
              onChange={(divisionId) => {
                const division = divisions.find((candidate) => candidate.id === divisionId);
                if (division && divisionId !== currentDivision) {
                  open({ kind: 'division', divisionId, divisionName: division.name });
                }
              }}
            />
            <LabelledSelect
              label="Role"
              value={role}
              options={roleOptions(actions.assignableRoles, role, managerCount).map((choice) => ({
                value: choice.role,
                label: choice.role,
                disabled: choice.disabled,
              }))}
              disabled={!actions.administer || busy}
              helperText={
                role === 'Org Admin' && actions.administer && managerCount <= 1
                  ? 'The only manager of the organisation'
                  : undefined
              }
              onChange={(next) => {
                const to = ROLES.find((candidate) => candidate === next);
                if (to && to !== role) open({ kind: 'role', from: role, to });
              }}
            />
          </Stack>
        )}
      </CardContent>
      {change && (
        <UserChangeDialog
          change={change}
          name={name}
          organisationName={organisationName}
          option={option}
          onOptionChange={setOption}
          loading={busy}
          onConfirm={() => void confirm()}
          onClose={() => {
            if (!busy) setChange(null);
          }}
        />
      )}
    </Card>
  );
}
