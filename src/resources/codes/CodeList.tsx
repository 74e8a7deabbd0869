import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function CodeList() {
  return <PlaceholderScreen title="Codes" />;
}
