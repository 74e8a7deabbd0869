// Sent notifications live in organisations/{organisationId}/notifications (docs/product.md §3):
// the provider's organisation sub-collection handler serves them.
import type { ResourceDataSpec } from '@/providers/dataSpec';
import { notificationMethods } from './methods';

export const data = {
  kind: 'organisationNotifications',
  methods: notificationMethods,
} as const satisfies ResourceDataSpec;
