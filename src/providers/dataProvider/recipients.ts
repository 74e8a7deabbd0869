// The recipients query (docs/product.md §7). countRecipients counts those a push would reach with
// one aggregation, without reading a user. Both are equality and `in` filters only, which Firestore
// serves by merging single-field indexes: no composite index (scripts/indexes.ts).
import {
  collection,
  getCount,
  getDocs,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { RecipientFilter, Recipients } from '@/providers/types';
import { requireScope, type ProviderContext } from './context';
import { DataProviderError, guard } from './errors';
import { USERS_COLLECTION } from '@/domain/collections';

/** A user a push can reach has consented and has a non-empty device token. */
export const PUSH_CONSENT_FIELD = 'isReceivingPushNotifications';
export const DEVICE_TOKEN_FIELD = 'deviceToken';
/** Both at once, kept by the server (src/domain/derivedFields.ts). */
export const PUSH_REACHABLE_FIELD = 'isPushReachable';

/** People's push settings and results are the provider's alone: anyone else is refused at once. */
function requireProviderScope(context: ProviderContext, operation: string): void {
  if (requireScope(context, operation).kind !== 'all') {
    throw new DataProviderError(
      'permission-denied',
      `${operation}: only the provider reads people's push settings`,
    );
  }
}

const recipientConstraints = (filters: readonly RecipientFilter[]): QueryConstraint[] =>
  filters.map((filter) => where(filter.fieldPath, filter.opStr, filter.value));

export function createRecipientOperations(context: ProviderContext) {
  return {
    async getRecipients(filters: readonly RecipientFilter[]): Promise<Recipients> {
      const operation = 'getRecipients';
      requireProviderScope(context, operation);
      const constraints = recipientConstraints(filters);
      const snapshot = await guard(operation, () =>
        getDocs(query(collection(context.db, USERS_COLLECTION), ...constraints)),
      );
      const recipients: Recipients['recipients'] = [];
      for (const document of snapshot.docs) {
        const token: unknown = document.get(DEVICE_TOKEN_FIELD);
        if (
          typeof token === 'string' &&
          token !== '' &&
          document.get(PUSH_CONSENT_FIELD) === true
        ) {
          recipients.push({ id: document.id, deviceToken: token });
        }
      }
      return { recipients, ids: snapshot.docs.map((document) => document.id) };
    },

    async countRecipients(filters: readonly RecipientFilter[]): Promise<number> {
      const operation = 'countRecipients';
      requireProviderScope(context, operation);
      const constraints = recipientConstraints(filters);
      const users = collection(context.db, USERS_COLLECTION);
      const snapshot = await guard(operation, () =>
        getCount(query(users, ...constraints, where(PUSH_REACHABLE_FIELD, '==', true))),
      );
      return snapshot.data().count;
    },
  };
}
