import { subscriptionErrorTitle } from '@/domain/userList';
import { useUpdateUser } from './useUpdateUser';

export function useToggleUserSubscription(userId: string, name: string) {
  return useUpdateUser(
    userId,
    (isSubscriptionUser: boolean) => ({ action: 'setSubscription', userId, isSubscriptionUser }),
    () => ({
      title: subscriptionErrorTitle(name),
      description: 'resources.users.notifications.subscription_error_hint',
    }),
  );
}
