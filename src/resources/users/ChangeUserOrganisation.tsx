import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function ChangeUserOrganisation() {
  return <PlaceholderScreen title="Change user organisation" />;
}
