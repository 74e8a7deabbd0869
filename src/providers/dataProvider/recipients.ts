// The docs/product.md §7 recipients query: users matching a list of where clauses, for the provider.
// getRecipients reads them for the delivery; countRecipients counts, with one
// aggregation and without reading a user, those a push would reach, so that the create form can say
// how many users a notification will reach before it is sent.
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

/** A user a push can reach has consented and has a device token (a non-empty string). */
export const PUSH_CONSENT_FIELD = 'isReceivingPushNotifications';
export const DEVICE_TOKEN_FIELD = 'deviceToken';
/** The field that names a user's organisation (docs/product.md §3). */
export const RECIPIENT_ORGANISATION_FIELD = 'organisation.id';

/**
 * The recipients query reads people's push settings and results, which only the provider's read
 * scope receives (docs/roles.md "What each role receives"); anyone else is refused before a request.
 */
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
    /**
     * Users matching every filter (within the caller's scope), the ids of all of them, and the
     * device tokens of those who accept push notifications.
     */
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

    /**
     * How many users matching every filter would receive a push: consent given and a device
     * token present. One count aggregation (one read per 1,000 index entries).
     */
    async countRecipients(filters: readonly RecipientFilter[]): Promise<number> {
      const operation = 'countRecipients';
      requireProviderScope(context, operation);
      const constraints = recipientConstraints(filters);
      const users = collection(context.db, USERS_COLLECTION);
      const snapshot = await guard(operation, () =>
        getCount(
          query(
            users,
            ...constraints,
            where(PUSH_CONSENT_FIELD, '==', true),
            // A range on a string matches strings only: '> ""' keeps exactly the non-empty tokens.
            where(DEVICE_TOKEN_FIELD, '>', ''),
          ),
        ),
      );
      return snapshot.data().count;
    },
  };
}
