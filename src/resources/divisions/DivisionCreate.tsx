import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function DivisionCreate() {
  return <PlaceholderScreen title="Create division" />;
}
