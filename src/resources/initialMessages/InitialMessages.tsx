import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function InitialMessages() {
  return <PlaceholderScreen title="Initial messages" />;
}
