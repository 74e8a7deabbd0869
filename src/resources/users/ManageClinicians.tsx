import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function ManageClinicians() {
  return <PlaceholderScreen title="Manage clinicians" />;
}
