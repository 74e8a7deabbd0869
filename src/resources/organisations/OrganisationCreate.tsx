import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function OrganisationCreate() {
  return <PlaceholderScreen title="Create organisation" />;
}
