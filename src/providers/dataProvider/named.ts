// The named operations of SPEC §7 that are not plain react-admin calls.
//
// Changes of who a user is or where they belong (role, managers, employees, activation, moves,
// clinician permissions) are not here: firestore.rules refuse them to clients, and the screens
// call the createUser / updateUser callables (providers/callables) instead, which keep the user,
// the organisations and the claims in step on the server.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  updateDoc,
  where,
  writeBatch,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { BATCH_SIZE } from '@/config/constants';
import {
  actionUserOf,
  alertActionProblem,
  alertStatusChange,
  newAlertAction,
  type AlertActionInput,
} from '@/domain/alerts';
import type { HistoryEntry, NamedRef, Notification, QuestionnaireAlert } from '@/domain/types';
import { SCORES_HISTORY_COLLECTION, scoresHistoryId } from '@/domain/scoresHistory';
import { fromFirestore } from '@/providers/converters';
import type { RecipientFilter, Recipients } from '@/providers/types';
import { requireScope, type ProviderContext } from './context';
import { DataProviderError, guard } from './errors';
import { createNotification } from './notifications';
import { recipientConstraints } from './recipients';
import { MAX_IN_VALUES, scopedOrganisations } from './query';
import { toDocumentData, toRecord } from './records';
import { COLLECTIONS } from './resources';

const ORGANISATIONS = COLLECTIONS.organisations.collection;
const USERS = COLLECTIONS.users.collection;

export function createNamedOperations(context: ProviderContext) {
  const { db } = context;
  const organisation = (id: string) => doc(db, ORGANISATIONS, id);
  const user = (id: string) => doc(db, USERS, id);
  const touched = (...resources: string[]) => resources.forEach((r) => context.cache.invalidate(r));

  return {
    async getScoresHistory(input: {
      organisationId: string;
      divisionId: string;
      questionnaire: string;
    }): Promise<Record<string, HistoryEntry[]>> {
      const id = scoresHistoryId(input.organisationId, input.divisionId, input.questionnaire);
      const operation = `getScoresHistory ${id}`;
      requireScope(context, operation);
      const snapshot = await guard(operation, () => getDoc(doc(db, SCORES_HISTORY_COLLECTION, id)));
      if (!snapshot.exists()) return {};
      return fromFirestore<Record<string, HistoryEntry[]>>(snapshot.get('history') ?? {});
    },

    /**
     * SPEC §4 manager removal by a Kynd Admin (the rules allow removing, not adding). Managers are
     * {id, name}: the stored entry is looked up so that a renamed one still goes.
     */
    async removeManager(organisationId: string, managerId: string): Promise<void> {
      const operation = `removeManager ${organisationId} ${managerId}`;
      requireScope(context, operation);
      await guard(operation, () =>
        runTransaction(db, async (transaction) => {
          const snapshot = await transaction.get(organisation(organisationId));
          if (!snapshot.exists())
            throw new DataProviderError('not-found', `${operation}: no organisation`);
          const managers = (snapshot.get('managers') as NamedRef[] | undefined) ?? [];
          transaction.update(organisation(organisationId), {
            managers: managers.filter((manager) => manager.id !== managerId),
          });
        }),
      );
      touched('organisations');
    },

    async addNotification(
      organisationId: string,
      notification: Omit<Notification, 'id' | 'createdAt'>,
    ): Promise<void> {
      await createNotification(context, { ...notification, organisationId });
    },

    /**
     * SPEC §4: isActive, then isSubscriptionUser = !isActive on every employee, 450 per batch
     * (a Kynd Admin's: the rules allow it the subscription flag on users).
     */
    async setOrganisationActive(organisationId: string, isActive: boolean): Promise<void> {
      const operation = `setOrganisationActive ${organisationId}`;
      requireScope(context, operation);
      const snapshot = await guard(operation, () => getDoc(organisation(organisationId)));
      if (!snapshot.exists()) throw new DataProviderError('not-found', `${operation}: not found`);
      await guard(operation, () => updateDoc(organisation(organisationId), { isActive }));
      const employees = (snapshot.get('employees') as string[] | undefined) ?? [];
      await this.updateUsers(employees, { isSubscriptionUser: !isActive });
      touched('organisations');
    },

    /** Bulk user update committed in batches of 450 (SPEC §9); resolves the ids written. */
    async updateUsers(ids: readonly string[], data: Record<string, unknown>): Promise<string[]> {
      const operation = 'updateUsers';
      requireScope(context, operation);
      const stored = toDocumentData({ ...data, updatedAt: new Date() });
      const done: string[] = [];
      for (let start = 0; start < ids.length; start += BATCH_SIZE) {
        const chunk = ids.slice(start, start + BATCH_SIZE);
        const batch = writeBatch(db);
        for (const id of chunk) batch.update(user(id), stored);
        await guard(`${operation} (after ${done.length} of ${ids.length})`, () => batch.commit());
        done.push(...chunk);
      }
      touched('users');
      return done;
    },

    /**
     * SPEC §7 recipients query: users matching every filter (within the caller's scope), the ids
     * of all of them, and the device tokens of those who accept push notifications.
     */
    async getRecipients(filters: readonly RecipientFilter[]): Promise<Recipients> {
      const operation = 'getRecipients';
      const scope = requireScope(context, operation);
      const constraints = recipientConstraints(scope, filters, operation);
      if (constraints === null) return { recipients: [], ids: [] };
      const snapshot = await guard(operation, () =>
        getDocs(query(collection(db, USERS), ...constraints)),
      );
      const recipients: Recipients['recipients'] = [];
      for (const document of snapshot.docs) {
        const token: unknown = document.get('deviceToken');
        if (
          typeof token === 'string' &&
          token !== '' &&
          document.get('isReceivingPushNotifications') === true
        ) {
          recipients.push({ id: document.id, deviceToken: token });
        }
      }
      return { recipients, ids: snapshot.docs.map((document) => document.id) };
    },

    /**
     * SPEC §4 alert update, in one transaction: reads the alert and the caller's users document,
     * appends one action recording the caller (SPEC §6) and sets that questionnaire's status and
     * the overall status, all in one write. Earlier actions are written back exactly as read, so
     * that the rules can check they are unchanged. Resolves the alert as written.
     */
    async appendAlertAction(
      alertId: string,
      callerId: string,
      input: AlertActionInput,
    ): Promise<QuestionnaireAlert> {
      const operation = `appendAlertAction ${alertId}`;
      requireScope(context, operation);
      const alertRef = doc(db, COLLECTIONS.questionnaireAlerts.collection, alertId);
      const written = await guard(operation, () =>
        runTransaction(db, async (transaction) => {
          const alertSnapshot = await transaction.get(alertRef);
          const callerSnapshot = await transaction.get(user(callerId));
          if (!alertSnapshot.exists()) {
            throw new DataProviderError('not-found', `${operation}: no such alert`);
          }
          if (!callerSnapshot.exists()) {
            throw new DataProviderError('permission-denied', `${operation}: no users document`);
          }
          const alert = toRecord<QuestionnaireAlert>(alertSnapshot);
          const problem = alertActionProblem(alert, input);
          if (problem) throw new DataProviderError('invalid-argument', `${operation}: ${problem}`);
          const action = newAlertAction(
            actionUserOf(callerId, callerSnapshot.data()),
            input,
            new Date(),
          );
          const change = alertStatusChange(alert, action);
          const earlier: unknown[] = Array.isArray(alertSnapshot.get('actions'))
            ? (alertSnapshot.get('actions') as unknown[])
            : [];
          const [storedAction] = toDocumentData({ actions: [action] }).actions as unknown[];
          transaction.update(alertRef, {
            ...toDocumentData(change),
            actions: [...earlier, storedAction],
          });
          const updated: QuestionnaireAlert = {
            ...alert,
            ...change,
            actions: [...(alert.actions ?? []), action],
          };
          return updated;
        }),
      );
      touched('questionnaireAlerts');
      return written;
    },

    /** Whether an access code is taken (SPEC §5: codes are unique, stored upper-cased). */
    async codeExists(code: string): Promise<boolean> {
      const operation = 'codeExists';
      const scope = requireScope(context, operation);
      const constraints: QueryConstraint[] = [where('code', '==', code.trim().toUpperCase())];
      const organisations = scopedOrganisations(scope, undefined);
      if (organisations !== 'all') {
        if (organisations.length === 0) return false;
        constraints.push(where('organisationId', 'in', organisations.slice(0, MAX_IN_VALUES)));
      }
      const snapshot = await guard(operation, () =>
        getDocs(query(collection(db, COLLECTIONS.codes.collection), ...constraints, limit(1))),
      );
      return !snapshot.empty;
    },
  };
}

export type NamedOperations = ReturnType<typeof createNamedOperations>;
