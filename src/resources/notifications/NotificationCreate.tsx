import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function NotificationCreate() {
  return <PlaceholderScreen title="Create notification" />;
}
