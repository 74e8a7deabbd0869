import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function CodeCreate() {
  return <PlaceholderScreen title="Create code" />;
}
