import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function OrganisationList() {
  return <PlaceholderScreen title="Organisations" />;
}
