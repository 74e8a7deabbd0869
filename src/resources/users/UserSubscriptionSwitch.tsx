import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslate } from 'react-admin';
import type { ListedUser } from '@/domain/userList';
import { UserChangeDialog } from './UserChangeDialog';
import { useUserChange } from './useUserChange';

export function UserSubscriptionSwitch({
  user,
  name,
  translateOptions,
  disabled,
}: {
  user: ListedUser;
  name: string;
  translateOptions: Record<string, unknown>;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const confirmation = useUserChange<boolean>(
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
  const asked = confirmation.asked;
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={user.isSubscriptionUser === true}
            disabled={disabled}
            onChange={(event) => confirmation.ask(event.target.checked)}
          />
        }
        label={translate('resources.users.fields.subscription')}
      />
      {asked && (
        <UserChangeDialog
          dialog="subscription"
          title={`resources.users.dialogs.subscription.${asked.value ? 'on' : 'off'}_title`}
          text={`resources.users.dialogs.subscription.${asked.value ? 'on' : 'off'}_text`}
          translateOptions={translateOptions}
          loading={confirmation.loading}
          onConfirm={() => confirmation.confirm(asked.value)}
          onClose={confirmation.close}
        />
      )}
    </>
  );
}
