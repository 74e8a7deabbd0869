// Written by the functions only, so read-only here; an Org Admin's query names its organisation, as
// the rules demand.
import { AUDIT_COLLECTION, dayAfter, dayStart } from '@/domain/audit';
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: AUDIT_COLLECTION,
  scopeField: 'organisationId',
  readOnly: true,
  filters: {
    actorUid: { field: 'actor.uid', op: '==' },
    targetId: { field: 'target.id', op: '==' },
    kind: { field: 'kind', op: '==' },
    from: { field: 'at', op: '>=', value: dayStart },
    to: { field: 'at', op: '<', value: dayAfter },
  },
  sortable: ['at'],
  // The screen lists newest first only; offering oldest first would double the indexes.
  descendingOnly: ['at'],
  defaultSort: { field: 'at', order: 'DESC' },
} as const satisfies ResourceDataSpec;
