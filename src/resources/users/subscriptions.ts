// The Subscriptions organisation of this build's environment (docs/product.md §1, §3): the
// production id in the production build, the development one otherwise.
import { currentEnvironment } from '@/config/environment';

export function subscriptionsOrganisationId(): string {
  return currentEnvironment().subscriptionsOrganisationId;
}
