import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  asksRemoval,
  offersSubscriptionActivation,
  type ActivationChoice,
  type ListedUser,
  type Viewer,
} from '@/domain/userList';
import { UserChangeDialog } from './UserChangeDialog';
import { useConfirmation } from './useConfirmation';
import { useSetUserActive } from './useSetUserActive';

const DIALOGS = {
  activate: {
    title: 'resources.users.dialogs.activate.title',
    text: 'resources.users.dialogs.activate.text',
    confirm: 'resources.users.dialogs.activate.confirm',
    option: 'resources.users.dialogs.activate.option',
  },
  inactivate: {
    title: 'resources.users.dialogs.inactivate.title',
    text: 'resources.users.dialogs.inactivate.text',
    confirm: 'resources.users.dialogs.inactivate.confirm',
    option: 'resources.users.dialogs.inactivate.option',
  },
} as const;

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
  const confirmation = useConfirmation<AskedActivation, ActivationChoice>(
    useSetUserActive(viewer, user, subscriptionsView),
  );
  const [option, setOption] = useState(false);
  const asked = confirmation.asked?.value;
  const dialog = asked?.activating ? DIALOGS.activate : DIALOGS.inactivate;

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
          title={dialog.title}
          text={dialog.text}
          confirm={dialog.confirm}
          translateOptions={translateOptions}
          option={
            asked.withOption
              ? {
                  label: dialog.option,
                  checked: option,
                  onChange: setOption,
                }
              : undefined
          }
          loading={confirmation.loading}
          onConfirm={() =>
            confirmation.confirm({
              asSubscription: asked.activating && option,
              removeFromOrganisation: !asked.activating && option,
            })
          }
          onClose={confirmation.close}
        />
      )}
    </>
  );
}
