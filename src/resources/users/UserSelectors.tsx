import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { ROLES, type Division } from '@/domain/types';
import {
  isManagerRemoval,
  roleChangeErrorTitle,
  roleOf,
  roleOptions,
  type ListedUser,
  type UserActions,
} from '@/domain/userList';
import { LabelledSelect } from '@/layout/LabelledSelect';
import type { UserChange } from './useUserChange';

/** The card's division and role, each changed once confirmed. */
export function UserSelectors({
  user,
  actions,
  divisions,
  managerCount,
  busy,
  ask,
}: {
  user: ListedUser;
  actions: UserActions;
  divisions: readonly Division[] | undefined;
  managerCount: number;
  busy: boolean;
  ask: (change: UserChange) => void;
}) {
  const translate = useTranslate();
  const userId = user.id;
  const role = roleOf(user);
  const disabled = !actions.administer || busy;
  const currentDivision = user.division?.id ?? '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <LabelledSelect
        label={translate('resources.users.fields.division')}
        value={currentDivision}
        options={(divisions ?? []).map((division) => ({
          value: division.id,
          label: division.name,
        }))}
        // A division the organisation no longer lists is still shown as the user's.
        unknownLabel={user.division?.name ?? ''}
        disabled={disabled || divisions === undefined}
        onChange={(divisionId) => {
          const division = divisions?.find((candidate) => candidate.id === divisionId);
          if (!division || divisionId === currentDivision) return;
          ask({
            dialog: 'division',
            translateOptions: { division: division.name },
            run: (dataProvider) =>
              dataProvider.call('updateUser', { action: 'setDivision', userId, divisionId }),
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
          if (!to || to === role) return;
          ask({
            dialog: 'role',
            text: isManagerRemoval(role, to)
              ? 'resources.users.dialogs.role.manager_removal'
              : `resources.users.dialogs.role.${to === 'Org Admin' ? 'new_manager' : 'rights'}`,
            translateOptions: { role: to },
            run: (dataProvider) =>
              dataProvider.call('updateUser', { action: 'setRole', userId, role: to }),
            failure: { title: roleChangeErrorTitle(role, to) },
          });
        }}
      />
    </Stack>
  );
}
