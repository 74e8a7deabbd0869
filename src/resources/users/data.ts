// Only the provider reads other users' documents; an Org Admin and a clinician read the user
// directory (src/domain/userDirectory.ts), which holds no contact and no health data.
import { USER_DIRECTORY_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import type { ResourceDataSpec } from '@/providers/dataSpec';

export const data = {
  kind: 'collection',
  collection: USERS_COLLECTION,
  scopeField: 'organisation.id',
  filters: {
    organisationId: { field: 'organisation.id', op: '==' },
    divisionId: { field: 'division.id', op: '==' },
    role: { field: 'role', op: '==' },
    isActive: { field: 'isActive', op: '==' },
  },
  sortable: ['lowerFirstName', 'lowerLastName', 'createdAt'],
  ascendingOnly: ['lowerFirstName', 'lowerLastName'],
  sortAliases: { firstName: 'lowerFirstName', lastName: 'lowerLastName' },
  nameSearch: { firstName: 'lowerFirstName', lastName: 'lowerLastName' },
  defaultSort: { field: 'lowerFirstName', order: 'ASC' },
  listFields: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'role',
    'organisation',
    'division',
    'isActive',
    'isSubscriptionUser',
    'createdAt',
    'updatedAt',
  ],
  projection: {
    collection: USER_DIRECTORY_COLLECTION,
    filters: ['organisationId', 'divisionId', 'role', 'isActive'],
    sortable: ['lowerFirstName', 'lowerLastName', 'createdAt'],
  },
  createdAt: true,
  updatedAt: true,
} as const satisfies ResourceDataSpec;
