import { useTranslate } from 'react-admin';
import type { Division } from '@/domain/types';
import type { ListedUser } from '@/domain/userList';
import { LabelledSelect } from '@/layout/LabelledSelect';
import { UserChangeDialog } from './UserChangeDialog';
import { useUserChange } from './useUserChange';

export function UserDivisionSelect({
  user,
  divisions,
  translateOptions,
  disabled,
}: {
  user: ListedUser;
  divisions: readonly Division[] | undefined;
  translateOptions: Record<string, unknown>;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const confirmation = useUserChange<Division>(
    user.id,
    (dataProvider, { id }) =>
      dataProvider.call('updateUser', { action: 'setDivision', userId: user.id, divisionId: id }),
    () => ({
      title: 'resources.users.notifications.division_error',
      description: 'app.common.try_again',
    }),
  );
  const asked = confirmation.asked;
  const options = (divisions ?? []).map((division) => ({
    value: division.id,
    label: division.name,
  }));
  const current = user.division?.id ?? '';
  // A division the organisation no longer lists is still shown as the user's.
  if (current && !options.some((entry) => entry.value === current)) {
    options.unshift({ value: current, label: user.division?.name ?? '' });
  }
  return (
    <>
      <LabelledSelect
        label={translate('resources.users.fields.division')}
        value={current}
        options={options}
        disabled={disabled || divisions === undefined}
        onChange={(divisionId) => {
          const division = divisions?.find((candidate) => candidate.id === divisionId);
          if (division && divisionId !== current) confirmation.ask(division);
        }}
      />
      {asked && (
        <UserChangeDialog
          dialog="division"
          translateOptions={{ ...translateOptions, division: asked.value.name }}
          loading={confirmation.loading}
          onConfirm={() => confirmation.confirm(asked.value)}
          onClose={confirmation.close}
        />
      )}
    </>
  );
}
