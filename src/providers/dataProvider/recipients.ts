// The docs/product.md §7 recipients query: users matching a list of where clauses within the caller's scope.
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
import type { DataScope } from '@/domain/session';
import type { RecipientFilter, Recipients } from '@/providers/types';
import { requireScope, type ProviderContext } from './context';
import { DataProviderError, guard } from './errors';
import { MAX_IN_VALUES } from '@/providers/dataStore';
import { scopedOrganisations } from './query';
import { USERS_COLLECTION } from '@/domain/collections';

/** A user a push can reach has consented and has a device token (a non-empty string). */
export const PUSH_CONSENT_FIELD = 'isReceivingPushNotifications';
export const DEVICE_TOKEN_FIELD = 'deviceToken';
/** The field that names a user's organisation (docs/product.md §3). */
export const RECIPIENT_ORGANISATION_FIELD = 'organisation.id';

/**
 * The where clauses, plus the caller's organisations when the filters name none (the constraint
 * the rules demand, docs/product.md §6). null when nothing is in scope.
 */
export function recipientConstraints(
  scope: DataScope,
  filters: readonly RecipientFilter[],
  operation: string,
): QueryConstraint[] | null {
  const constraints: QueryConstraint[] = filters.map((filter) =>
    where(filter.fieldPath, filter.opStr, filter.value),
  );
  const scoped = filters.some((filter) => filter.fieldPath === RECIPIENT_ORGANISATION_FIELD);
  const organisations = scopedOrganisations(scope, undefined);
  if (!scoped && organisations !== 'all') {
    if (organisations.length === 0) return null;
    if (organisations.length > MAX_IN_VALUES) {
      throw new DataProviderError('invalid-argument', `${operation}: filter by organisation.id`);
    }
    constraints.push(where(RECIPIENT_ORGANISATION_FIELD, 'in', organisations));
  }
  return constraints;
}

export function createRecipientOperations(context: ProviderContext) {
  return {
    /**
     * Users matching every filter (within the caller's scope), the ids of all of them, and the
     * device tokens of those who accept push notifications.
     */
    async getRecipients(filters: readonly RecipientFilter[]): Promise<Recipients> {
      const operation = 'getRecipients';
      const scope = requireScope(context, operation);
      const constraints = recipientConstraints(scope, filters, operation);
      if (constraints === null) return { recipients: [], ids: [] };
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
      const scope = requireScope(context, operation);
      const constraints = recipientConstraints(scope, filters, operation);
      if (constraints === null) return 0;
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

export type RecipientOperations = ReturnType<typeof createRecipientOperations>;
