import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  activationRequest,
  asksRemoval,
  offersSubscriptionActivation,
  type ActivationChoice,
  type ListedUser,
  type Viewer,
} from '@/domain/userList';
import { UserChangeDialog } from './UserChangeDialog';
import { useUserChange } from './useUserChange';

interface AskedActivation {
  activating: boolean;
  withOption: boolean;
}

export function UserActiveSwitch({
  user,
  viewer,
  subscriptionsView,
  managerCount,
  translateOptions,
  disabled,
}: {
  user: ListedUser;
  viewer: Viewer;
  subscriptionsView: boolean;
  managerCount: number;
  translateOptions: Record<string, unknown>;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const active = user.isActive !== false;
  const confirmation = useUserChange<AskedActivation, ActivationChoice>(
    user.id,
    (dataProvider, choice) =>
      dataProvider.call('updateUser', activationRequest(viewer, user, subscriptionsView, choice)),
    () => ({ title: 'resources.users.notifications.activation_error' }),
  );
  const [option, setOption] = useState(false);
  const asked = confirmation.asked?.value;

  const ask = () => {
    setOption(false);
    confirmation.ask({
      activating: !active,
      withOption: active
        ? asksRemoval(user, subscriptionsView, managerCount)
        : offersSubscriptionActivation(viewer, user, subscriptionsView),
    });
  };

  return (
    <>
      <FormControlLabel
        control={<Switch checked={active} disabled={disabled} onChange={ask} />}
        label={translate('resources.users.fields.active')}
      />
      {asked && (
        <UserChangeDialog
          dialog={asked.activating ? 'activate' : 'inactivate'}
          translateOptions={translateOptions}
          option={asked.withOption ? { checked: option, onChange: setOption } : undefined}
          change={confirmation}
          onConfirm={() =>
            confirmation.confirm({
              asSubscription: asked.activating && option,
              removeFromOrganisation: !asked.activating && option,
            })
          }
        />
      )}
    </>
  );
}
