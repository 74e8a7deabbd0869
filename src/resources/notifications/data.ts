// Sent notifications live in organisations/{organisationId}/notifications (docs/product.md §3):
// the provider's organisation sub-collection handler serves them.
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'organisationNotifications',
} as const satisfies ResourceDataSpec;
