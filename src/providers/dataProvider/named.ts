// The named operations of SPEC §7 that are not plain react-admin calls.
import {
  arrayRemove,
  arrayUnion,
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
import type {
  AlertAction,
  HistoryEntry,
  NamedRef,
  Notification,
  UserMovePayload,
} from '@/domain/types';
import { SCORES_HISTORY_COLLECTION, scoresHistoryId } from '@/domain/scoresHistory';
import { fromFirestore } from '@/providers/converters';
import type { AlertStatusChange, RecipientFilter, Recipients } from '@/providers/types';
import { requireScope, type ProviderContext } from './context';
import { DataProviderError, guard } from './errors';
import { createNotification } from './notifications';
import { recipientConstraints } from './recipients';
import { MAX_IN_VALUES, scopedOrganisations } from './query';
import { toDocumentData } from './records';
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

    async addManager(organisationId: string, manager: NamedRef): Promise<void> {
      const operation = `addManager ${organisationId}`;
      requireScope(context, operation);
      await guard(operation, () =>
        updateDoc(organisation(organisationId), {
          managers: arrayUnion({ id: manager.id, name: manager.name }),
        }),
      );
      touched('organisations');
    },

    /** Managers are {id, name}: the stored entry is looked up so that a renamed one still goes. */
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

    async addEmployee(organisationId: string, userId: string): Promise<void> {
      const operation = `addEmployee ${organisationId}`;
      requireScope(context, operation);
      await guard(operation, () =>
        updateDoc(organisation(organisationId), { employees: arrayUnion(userId) }),
      );
      touched('organisations');
    },

    async removeEmployee(organisationId: string, userId: string): Promise<void> {
      const operation = `removeEmployee ${organisationId}`;
      requireScope(context, operation);
      await guard(operation, () =>
        updateDoc(organisation(organisationId), { employees: arrayRemove(userId) }),
      );
      touched('organisations');
    },

    async addNotification(
      organisationId: string,
      notification: Omit<Notification, 'id' | 'createdAt'>,
    ): Promise<void> {
      await createNotification(context, { ...notification, organisationId });
    },

    /** SPEC §4: the user, the old and the new organisation's employees change together. */
    async moveUser(payload: UserMovePayload): Promise<void> {
      const operation = `moveUser ${payload.userId}`;
      requireScope(context, operation);
      const [userSnapshot, organisationSnapshot] = await guard(operation, () =>
        Promise.all([getDoc(user(payload.userId)), getDoc(organisation(payload.newOrgId))]),
      );
      if (!userSnapshot.exists() || !organisationSnapshot.exists()) {
        throw new DataProviderError('not-found', `${operation}: user or organisation not found`);
      }
      const batch = writeBatch(db);
      batch.update(
        user(payload.userId),
        toDocumentData({
          organisation: { id: payload.newOrgId, name: payload.newOrgName },
          division: { id: payload.newDivisionId, name: payload.newDivisionName },
          updatedAt: new Date(),
        }),
      );
      if (payload.oldOrgId !== payload.newOrgId) {
        if (payload.oldOrgId) {
          batch.update(organisation(payload.oldOrgId), { employees: arrayRemove(payload.userId) });
        }
        batch.update(organisation(payload.newOrgId), { employees: arrayUnion(payload.userId) });
      }
      await guard(operation, () => batch.commit());
      touched('users', 'organisations');
    },

    /** SPEC §4: isActive, then isSubscriptionUser = !isActive on every employee, 450 per batch. */
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

    async addClinicianOrganisation(userId: string, organisationId: string): Promise<void> {
      const operation = `addClinicianOrganisation ${userId}`;
      requireScope(context, operation);
      await guard(operation, () =>
        updateDoc(user(userId), {
          allowedOrganisationsIds: arrayUnion(organisationId),
          ...toDocumentData({ updatedAt: new Date() }),
        }),
      );
      touched('users');
    },

    async removeClinicianOrganisation(userId: string, organisationId: string): Promise<void> {
      const operation = `removeClinicianOrganisation ${userId}`;
      requireScope(context, operation);
      await guard(operation, () =>
        updateDoc(user(userId), {
          allowedOrganisationsIds: arrayRemove(organisationId),
          ...toDocumentData({ updatedAt: new Date() }),
        }),
      );
      touched('users');
    },

    /** SPEC §4 alert update: appends the action and sets the statuses present. */
    async appendAlertAction(
      alertId: string,
      action: AlertAction,
      change: AlertStatusChange,
    ): Promise<void> {
      const operation = `appendAlertAction ${alertId}`;
      requireScope(context, operation);
      const stored = toDocumentData({ ...change });
      const [storedAction] = toDocumentData({ actions: [action] }).actions as unknown[];
      await guard(operation, () =>
        updateDoc(doc(db, COLLECTIONS.questionnaireAlerts.collection, alertId), {
          ...stored,
          actions: arrayUnion(storedAction),
        }),
      );
      touched('questionnaireAlerts');
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
