import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { ROLES, type Division, type Role } from '@/domain/types';
import {
  isManagerRemoval,
  roleChangeErrorTitle,
  roleOf,
  roleOptions,
  type ListedUser,
  type UserActions,
} from '@/domain/userList';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { UserChangeDialog } from './UserChangeDialog';
import { useUserChange } from './useUserChange';

interface RoleChange {
  from: Role;
  to: Role;
}

function roleChangeText({ from, to }: RoleChange): string {
  if (isManagerRemoval(from, to)) return 'resources.users.dialogs.role.manager_removal';
  return to === 'Org Admin'
    ? 'resources.users.dialogs.role.new_manager'
    : 'resources.users.dialogs.role.rights';
}

/** The card's division and role, each changed once confirmed. */
export function UserSelectors({
  user,
  actions,
  divisions,
  managerCount,
  translateOptions,
  busy,
}: {
  user: ListedUser;
  actions: UserActions;
  divisions: readonly Division[] | undefined;
  managerCount: number;
  translateOptions: Record<string, unknown>;
  busy: boolean;
}) {
  const translate = useTranslate();
  const userId = user.id;
  const role = roleOf(user);
  const disabled = !actions.administer || busy;
  const divisionChange = useUserChange<Division>(
    userId,
    (dataProvider, { id }) =>
      dataProvider.call('updateUser', { action: 'setDivision', userId, divisionId: id }),
    () => ({
      title: 'resources.users.notifications.division_error',
      description: 'app.common.try_again',
    }),
  );
  const roleChange = useUserChange<RoleChange>(
    userId,
    (dataProvider, { to }) =>
      dataProvider.call('updateUser', { action: 'setRole', userId, role: to }),
    ({ from, to }) => ({ title: roleChangeErrorTitle(from, to) }),
  );
  const divisionOptions = (divisions ?? []).map((division) => ({
    value: division.id,
    label: division.name,
  }));
  const currentDivision = user.division?.id ?? '';
  // A division the organisation no longer lists is still shown as the user's.
  if (currentDivision && !divisionOptions.some((entry) => entry.value === currentDivision)) {
    divisionOptions.unshift({ value: currentDivision, label: user.division?.name ?? '' });
  }
  const askedDivision = divisionChange.asked?.value;
  const askedRole = roleChange.asked?.value;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <LabelledSelect
          label={translate('resources.users.fields.division')}
          value={currentDivision}
          options={divisionOptions}
          disabled={disabled || divisions === undefined}
          onChange={(divisionId) => {
            const division = divisions?.find((candidate) => candidate.id === divisionId);
            if (division && divisionId !== currentDivision) divisionChange.ask(division);
          }}
        />
        <LabelledSelect
          label={translate('resources.users.fields.role')}
          value={role}
          options={roleOptions(actions.assignableRoles, role, managerCount).map((choice) => ({
            value: choice.role,
            label: choice.role,
            disabled: choice.disabled,
          }))}
          disabled={disabled}
          helperText={
            role === 'Org Admin' && actions.administer && managerCount <= 1
              ? translate('resources.users.list.only_manager')
              : undefined
          }
          onChange={(next) => {
            const to = ROLES.find((candidate) => candidate === next);
            if (to && to !== role) roleChange.ask({ from: role, to });
          }}
        />
      </Stack>
      {askedDivision && (
        <UserChangeDialog
          dialog="division"
          translateOptions={{ ...translateOptions, division: askedDivision.name }}
          change={divisionChange}
          onConfirm={() => divisionChange.confirm(askedDivision)}
        />
      )}
      {askedRole && (
        <UserChangeDialog
          dialog="role"
          text={roleChangeText(askedRole)}
          translateOptions={{ ...translateOptions, role: askedRole.to }}
          change={roleChange}
          onConfirm={() => roleChange.confirm(askedRole)}
        />
      )}
    </>
  );
}
