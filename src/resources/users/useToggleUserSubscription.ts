// docs/product.md §4 Subscription toggle: subscription (pays) or organisation (free) mode.
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
