import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function NotificationList() {
  return <PlaceholderScreen title="Notifications sent" />;
}
