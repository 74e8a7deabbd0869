// The Subscriptions organisation of this host (docs/product.md §1, §3): the production id on the production
// host, the development one elsewhere.
import { resolveEnvironment } from '@/config/environment';

export function subscriptionsOrganisationId(): string {
  return resolveEnvironment(window.location.hostname, import.meta.env).subscriptionsOrganisationId;
}
