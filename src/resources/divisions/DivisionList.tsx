import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function DivisionList() {
  return <PlaceholderScreen title="Divisions" />;
}
