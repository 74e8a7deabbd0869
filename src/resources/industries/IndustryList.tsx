import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function IndustryList() {
  return <PlaceholderScreen title="Industries" />;
}
