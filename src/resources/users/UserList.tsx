import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function UserList() {
  return <PlaceholderScreen title="Users" />;
}
