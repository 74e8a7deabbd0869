import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function OrgsIndustries() {
  return <PlaceholderScreen title="Orgs industries" />;
}
