// Divisions are held in organisations/{id}.divisions (docs/product.md §3): the provider's
// organisation-embedded list serves them.
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = { kind: 'organisationDivisions' } as const satisfies ResourceDataSpec;
