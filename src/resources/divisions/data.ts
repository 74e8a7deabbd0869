import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = { kind: 'organisationDivisions' } as const satisfies ResourceDataSpec;
