import { currentEnvironment } from '@/config/environment';

export function subscriptionsOrganisationId(): string {
  return currentEnvironment().subscriptionsOrganisationId;
}
