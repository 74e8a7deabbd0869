import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'organisationNotifications',
} as const satisfies ResourceDataSpec;
