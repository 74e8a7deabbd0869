import { useTranslate } from 'react-admin';
import { ROLES, type Role } from '@/domain/types';
import { isManagerRemoval, roleChangeErrorTitle, roleOptions } from '@/domain/userList';
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

export function UserRoleSelect({
  userId,
  role,
  assignableRoles,
  managerCount,
  administers,
  translateOptions,
  disabled,
}: {
  userId: string;
  role: Role;
  assignableRoles: readonly Role[];
  managerCount: number;
  administers: boolean;
  translateOptions: Record<string, unknown>;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const confirmation = useUserChange<RoleChange>(
    userId,
    (dataProvider, { to }) =>
      dataProvider.call('updateUser', { action: 'setRole', userId, role: to }),
    ({ from, to }) => ({ title: roleChangeErrorTitle(from, to) }),
  );
  const asked = confirmation.asked;
  return (
    <>
      <LabelledSelect
        label={translate('resources.users.fields.role')}
        value={role}
        options={roleOptions(assignableRoles, role, managerCount).map((choice) => ({
          value: choice.role,
          label: choice.role,
          disabled: choice.disabled,
        }))}
        disabled={disabled}
        helperText={
          role === 'Org Admin' && administers && managerCount <= 1
            ? translate('resources.users.list.only_manager')
            : undefined
        }
        onChange={(next) => {
          const to = ROLES.find((candidate) => candidate === next);
          if (to && to !== role) confirmation.ask({ from: role, to });
        }}
      />
      {asked && (
        <UserChangeDialog
          dialog="role"
          text={roleChangeText(asked.value)}
          translateOptions={{ ...translateOptions, role: asked.value.to }}
          loading={confirmation.loading}
          onConfirm={() => confirmation.confirm(asked.value)}
          onClose={confirmation.close}
        />
      )}
    </>
  );
}
