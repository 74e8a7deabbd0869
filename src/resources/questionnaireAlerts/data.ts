// The list ORs two groups (hearing, vision), each a flag with its status when one is chosen; the
// name search is an array-contains on the stored name pieces.
import { QUESTIONNAIRE_ALERTS_COLLECTION } from '@/domain/collections';
import type { ResourceDataSpec } from '@/providers/dataSpec';
import { alertMethods } from './methods';

export const data = {
  kind: 'questionnaireAlerts',
  collection: QUESTIONNAIRE_ALERTS_COLLECTION,
  scopeField: 'organisation.id',
  filters: {
    organisationId: { field: 'organisation.id', op: '==' },
    hearing: { field: 'questionnaireAlerts.hearing', op: '==' },
    vision: { field: 'questionnaireAlerts.vision', op: '==' },
    hearingStatus: { field: 'hearingStatus', op: '==' },
    visionStatus: { field: 'visionStatus', op: '==' },
    nameFragment: { field: 'userNameFragments', op: 'array-contains' },
  },
  sortable: ['createdAt'],
  // The screen lists newest first only; offering oldest first would double the indexes.
  descendingOnly: ['createdAt'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  createdAt: true,
  appendOnly: ['actions'],
  // What a card shows: the history's count and latest action per panel are in actionsSummary
  // (kept by the server); the history itself is read when a card opens it.
  listFields: [
    'user',
    'organisation',
    'division',
    'createdAt',
    'questionnaireAlerts',
    'hearingStatus',
    'visionStatus',
    'status',
    'actionsSummary',
  ],
  methods: alertMethods,
} as const satisfies ResourceDataSpec;
