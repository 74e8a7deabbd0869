// The recipients query (docs/product.md §7). countRecipients counts those a push would reach with
// one aggregation, without reading a user. Both are equality and `in` filters only, which Firestore
// serves by merging single-field indexes: no composite index (scripts/indexes.ts).
import { USERS_COLLECTION } from '@/domain/collections';
import { DataProviderError } from '@/providers/dataProvider/errors';
import type { DataStore, WhereClause } from '@/providers/dataStore';
import type { ResourceMethods } from '@/providers/types';

/** Both consent and a device token, kept by the server (src/domain/derivedFields.ts). */
const PUSH_REACHABLE_FIELD = 'isPushReachable';

export const recipientMethods = (
  store: DataStore,
): Pick<ResourceMethods, 'getRecipients' | 'countRecipients'> => {
  /** People's push settings and results are the provider's alone: anyone else is refused at once. */
  const clauses = (operation: string, filters: Parameters<ResourceMethods['getRecipients']>[0]) => {
    if (store.scope(operation).kind !== 'all') {
      throw new DataProviderError(
        'permission-denied',
        `${operation}: only the provider reads people's push settings`,
      );
    }
    return filters.map(({ fieldPath, opStr, value }): WhereClause => [fieldPath, opStr, value]);
  };
  return {
    async getRecipients(filters) {
      const users = await store.query(
        'getRecipients',
        USERS_COLLECTION,
        clauses('getRecipients', filters),
      );
      const recipients = users.flatMap((user) => {
        const token = user.get('deviceToken');
        return typeof token === 'string' &&
          token !== '' &&
          user.get('isReceivingPushNotifications') === true
          ? [{ id: user.id, deviceToken: token }]
          : [];
      });
      return { recipients, ids: users.map((user) => user.id) };
    },
    countRecipients: (filters) =>
      store.count('countRecipients', USERS_COLLECTION, [
        ...clauses('countRecipients', filters),
        [PUSH_REACHABLE_FIELD, '==', true],
      ]),
  };
};
