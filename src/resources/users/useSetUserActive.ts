import {
  activationRequest,
  type ActivationChoice,
  type ListedUser,
  type Viewer,
} from '@/domain/userList';
import { useUpdateUser } from './useUpdateUser';

export function useSetUserActive(viewer: Viewer, user: ListedUser, subscriptionsView: boolean) {
  return useUpdateUser(
    user.id,
    (choice: ActivationChoice) => activationRequest(viewer, user, subscriptionsView, choice),
    () => ({ title: 'resources.users.notifications.activation_error' }),
  );
}
