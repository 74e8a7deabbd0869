import { PlaceholderScreen } from '@/layout/PlaceholderScreen';

export function HearingVisionAlerts() {
  return <PlaceholderScreen title="Hearing and Vision Alerts" />;
}
