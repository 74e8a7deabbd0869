import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function UserCreate() {
  return <PlaceholderScreen title="Create user" />;
}
