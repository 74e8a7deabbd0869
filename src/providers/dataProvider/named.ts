// The named operations of docs/product.md §7 that are not plain react-admin calls.
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
import {
  codeDocumentId,
  normaliseCode,
  withDivisionCode,
  withMirroredMaximumUsage,
  type NewCode,
} from '@/domain/codes';
import { industryDocumentId, industryExists, normaliseIndustryName } from '@/domain/industries';
import {
  newOrganisationDocuments,
  subscriptionFlagFor,
  type NewOrganisation,
} from '@/domain/organisations';
import type {
  Code,
  Division,
  DivisionCode,
  HistoryEntry,
  Industry,
  NamedRef,
  Notification,
  QuestionnaireAlert,
} from '@/domain/types';
import { SCORES_HISTORY_COLLECTION, scoresHistoryId } from '@/domain/scoresHistory';
import { fromFirestore } from '@/providers/converters';
import type {
  CodeUsageChange,
  CreatedOrganisation,
  Progress,
  RecipientFilter,
  Recipients,
} from '@/providers/types';
import { requireScope, type ProviderContext } from './context';
import { DataProviderError, guard } from './errors';
import { createNotification } from './notifications';
import { recipientConstraints } from './recipients';
import { MAX_IN_VALUES, scopedOrganisations } from './query';
import { toDocumentData, toRecord } from './records';
import {
  CODES_COLLECTION as CODES,
  INDUSTRIES_COLLECTION as INDUSTRIES,
  ORGANISATIONS_COLLECTION as ORGANISATIONS,
  QUESTIONNAIRE_ALERTS_COLLECTION,
  USERS_COLLECTION as USERS,
} from '@/domain/collections';
/** Codes whose usage limit one transaction changes (each also rewrites its organisation). */
const CODES_PER_TRANSACTION = 200;

export function createNamedOperations(context: ProviderContext) {
  const { db } = context;
  const organisation = (id: string) => doc(db, ORGANISATIONS, id);
  const user = (id: string) => doc(db, USERS, id);
  const touched = (...resources: string[]) => resources.forEach((r) => context.cache.invalidate(r));

  /** The same change on many users, 450 per batch (docs/product.md §9); reports each batch written. */
  async function updateUsersInBatches(
    ids: readonly string[],
    data: Record<string, unknown>,
    onProgress?: (progress: Progress) => void,
  ): Promise<string[]> {
    const operation = 'updateUsers';
    const stored = toDocumentData({ ...data, updatedAt: new Date() });
    const done: string[] = [];
    for (let start = 0; start < ids.length; start += BATCH_SIZE) {
      const chunk = ids.slice(start, start + BATCH_SIZE);
      const batch = writeBatch(db);
      for (const id of chunk) batch.update(user(id), stored);
      try {
        await guard(`${operation} (after ${done.length} of ${ids.length})`, () => batch.commit());
      } catch (error) {
        // The batches before this one are written: cursors over users are stale either way.
        touched('users');
        throw error;
      }
      done.push(...chunk);
      onProgress?.({ done: done.length, total: ids.length });
    }
    touched('users');
    return done;
  }

  /** Whether a code (compared upper-cased) is stored under any id, within the caller's scope. */
  async function codeInUse(code: string): Promise<boolean> {
    const operation = 'codeExists';
    const scope = requireScope(context, operation);
    const constraints: QueryConstraint[] = [where('code', '==', normaliseCode(code))];
    const organisations = scopedOrganisations(scope, undefined);
    if (organisations !== 'all') {
      if (organisations.length === 0) return false;
      constraints.push(where('organisationId', 'in', organisations.slice(0, MAX_IN_VALUES)));
    }
    const snapshot = await guard(operation, () =>
      getDocs(query(collection(db, CODES), ...constraints, limit(1))),
    );
    return !snapshot.empty;
  }

  const codeTaken = (operation: string, code: string) =>
    new DataProviderError('already-exists', `${operation}: the code ${code} is already in use`);

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
     * docs/product.md §4 manager removal by a Kynd Admin (the rules allow removing, not adding). Managers are
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
     * docs/product.md §4: isSubscriptionUser = !isActive on every employee, 450 per batch, then isActive. The
     * flag goes last, so that after a failed batch the organisation still shows its old state and
     * the same action, run again, writes every employee (the writes are idempotent) and then it.
     */
    async setOrganisationActive(
      organisationId: string,
      isActive: boolean,
      onProgress?: (progress: Progress) => void,
    ): Promise<void> {
      const operation = `setOrganisationActive ${organisationId}`;
      requireScope(context, operation);
      const snapshot = await guard(operation, () => getDoc(organisation(organisationId)));
      if (!snapshot.exists()) throw new DataProviderError('not-found', `${operation}: not found`);
      const employees = (snapshot.get('employees') as string[] | undefined) ?? [];
      onProgress?.({ done: 0, total: employees.length });
      await updateUsersInBatches(
        employees,
        { isSubscriptionUser: subscriptionFlagFor(isActive) },
        onProgress,
      );
      await guard(operation, () => updateDoc(organisation(organisationId), { isActive }));
      touched('organisations');
    },

    /** Bulk user update committed in batches of 450 (docs/product.md §9); resolves the ids written. */
    async updateUsers(ids: readonly string[], data: Record<string, unknown>): Promise<string[]> {
      requireScope(context, 'updateUsers');
      return updateUsersInBatches(ids, data);
    },

    /**
     * docs/product.md §7 recipients query: users matching every filter (within the caller's scope), the ids
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
     * docs/product.md §4 alert update, in one transaction: reads the alert and the caller's users document,
     * appends one action recording the caller (docs/product.md §6) and sets that questionnaire's status and
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
      const alertRef = doc(db, QUESTIONNAIRE_ALERTS_COLLECTION, alertId);
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

    /** Whether an access code is taken (docs/product.md §5: codes are unique, stored upper-cased). */
    async codeExists(code: string): Promise<boolean> {
      return codeInUse(code);
    },

    /**
     * docs/product.md §4 organisation creation: the organisation (active, its first division holding the copy
     * of its code) and the code, in one transaction. The code's document id is derived from the
     * code, so a concurrent creation of the same code fails here ('already-exists'); codes stored
     * under other ids are found by the query first.
     */
    async createOrganisation(input: NewOrganisation): Promise<CreatedOrganisation> {
      const operation = 'createOrganisation';
      requireScope(context, operation);
      if (await codeInUse(input.code)) throw codeTaken(operation, input.code);
      const organisationId = doc(collection(db, ORGANISATIONS)).id;
      // A Firestore auto id: unique, and only [A-Za-z0-9].
      const divisionId = doc(collection(db, ORGANISATIONS)).id;
      const documents = newOrganisationDocuments(input, { organisationId, divisionId }, new Date());
      const codeRef = doc(db, CODES, documents.codeId);
      await guard(operation, () =>
        runTransaction(db, async (transaction) => {
          if ((await transaction.get(codeRef)).exists()) throw codeTaken(operation, input.code);
          transaction.set(
            organisation(organisationId),
            toDocumentData({ ...documents.organisation }),
          );
          transaction.set(codeRef, toDocumentData({ ...documents.code }));
        }),
      );
      touched('organisations', 'codes', 'divisions');
      return { id: organisationId, divisionId, codeId: documents.codeId };
    },

    /**
     * docs/product.md §5 create code: the code, and its copy in its division (docs/product.md §3), in one transaction;
     * 'already-exists' when the code is taken (see createOrganisation).
     */
    async createCode(input: NewCode): Promise<Code> {
      const operation = 'createCode';
      requireScope(context, operation);
      const code = normaliseCode(input.code);
      if (await codeInUse(code)) throw codeTaken(operation, code);
      const id = codeDocumentId(code);
      const codeRef = doc(db, CODES, id);
      const organisationRef = organisation(input.organisationId);
      let created: Code | undefined;
      await guard(operation, () =>
        runTransaction(db, async (transaction) => {
          const [existing, owner] = [
            await transaction.get(codeRef),
            await transaction.get(organisationRef),
          ];
          if (existing.exists()) throw codeTaken(operation, code);
          if (!owner.exists()) {
            throw new DataProviderError('not-found', `${operation}: no such organisation`);
          }
          const organisationName = String(owner.get('name') ?? '');
          const divisions = (owner.get('divisions') as Division[] | undefined) ?? [];
          const division = divisions.find((candidate) => candidate.id === input.divisionId);
          const entry: DivisionCode = {
            id,
            code,
            organisationId: input.organisationId,
            organisationName,
            maximumUsage: input.maximumUsage,
          };
          const next = withDivisionCode(divisions, input.divisionId, entry);
          if (!division || !next) {
            throw new DataProviderError('not-found', `${operation}: no such division`);
          }
          created = {
            id,
            code,
            divisionId: division.id,
            divisionName: division.name,
            organisationId: input.organisationId,
            organisationName,
            isActive: true,
            currentUsage: 0,
            maximumUsage: input.maximumUsage,
          };
          transaction.set(codeRef, toDocumentData({ ...created }));
          transaction.update(organisationRef, { divisions: next });
        }),
      );
      touched('codes', 'organisations', 'divisions');
      if (!created) throw new DataProviderError('unknown', `${operation}: nothing written`);
      return created;
    },

    /**
     * docs/product.md §4 'Edit codes max usage': each code's maximumUsage and its copy in its division,
     * together; a failure leaves every code of the transaction as it was.
     */
    async updateCodesMaximumUsage(changes: readonly CodeUsageChange[]): Promise<void> {
      const operation = 'updateCodesMaximumUsage';
      requireScope(context, operation);
      for (let start = 0; start < changes.length; start += CODES_PER_TRANSACTION) {
        const chunk = changes.slice(start, start + CODES_PER_TRANSACTION);
        await guard(operation, () =>
          runTransaction(db, async (transaction) => {
            const codes: { change: CodeUsageChange; organisationId: string }[] = [];
            for (const change of chunk) {
              const snapshot = await transaction.get(doc(db, CODES, change.id));
              if (!snapshot.exists()) {
                throw new DataProviderError('not-found', `${operation}: no code ${change.id}`);
              }
              codes.push({ change, organisationId: String(snapshot.get('organisationId')) });
            }
            const owners = new Map<string, Division[]>();
            for (const organisationId of new Set(codes.map((code) => code.organisationId))) {
              const snapshot = await transaction.get(organisation(organisationId));
              if (snapshot.exists()) {
                owners.set(organisationId, (snapshot.get('divisions') as Division[]) ?? []);
              }
            }
            for (const { change, organisationId } of codes) {
              transaction.update(doc(db, CODES, change.id), { maximumUsage: change.maximumUsage });
              const divisions = owners.get(organisationId);
              if (divisions) {
                owners.set(
                  organisationId,
                  withMirroredMaximumUsage(divisions, change.id, change.maximumUsage),
                );
              }
            }
            for (const [organisationId, divisions] of owners) {
              transaction.update(organisation(organisationId), { divisions });
            }
          }),
        );
      }
      touched('codes', 'organisations', 'divisions');
    },

    /** The codes of some organisations (one page of the organisations list), by code. */
    async getCodesOfOrganisations(organisationIds: readonly string[]): Promise<Code[]> {
      const operation = 'getCodesOfOrganisations';
      const scope = requireScope(context, operation);
      const allowed = scopedOrganisations(scope, undefined);
      const wanted = [...new Set(organisationIds)].filter(
        (id) => allowed === 'all' || allowed.includes(id),
      );
      const chunks: string[][] = [];
      for (let start = 0; start < wanted.length; start += MAX_IN_VALUES) {
        chunks.push(wanted.slice(start, start + MAX_IN_VALUES));
      }
      const snapshots = await guard(operation, () =>
        Promise.all(
          chunks.map((chunk) =>
            getDocs(query(collection(db, CODES), where('organisationId', 'in', chunk))),
          ),
        ),
      );
      return snapshots
        .flatMap((snapshot) => snapshot.docs.map((document) => toRecord<Code>(document)))
        .sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
    },

    /**
     * docs/product.md §5, §7 create industry: {name, createdAt, updatedAt}; 'already-exists' when the name,
     * apart from case, is taken. Industries are a short reference list: all of them are compared.
     */
    async createIndustry(name: string): Promise<Industry> {
      const operation = 'createIndustry';
      requireScope(context, operation);
      const trimmed = normaliseIndustryName(name);
      const exists = () =>
        new DataProviderError('already-exists', `${operation}: ${trimmed} already exists`);
      const all = await guard(operation, () => getDocs(collection(db, INDUSTRIES)));
      const names = all.docs.map((document) => String(document.get('name') ?? ''));
      if (industryExists(names, trimmed)) throw exists();
      const ref = doc(db, INDUSTRIES, industryDocumentId(trimmed));
      const now = new Date();
      await guard(operation, () =>
        runTransaction(db, async (transaction) => {
          if ((await transaction.get(ref)).exists()) throw exists();
          transaction.set(ref, toDocumentData({ name: trimmed, createdAt: now, updatedAt: now }));
        }),
      );
      touched('industries');
      return { id: ref.id, name: trimmed, createdAt: now, updatedAt: now };
    },
  };
}

export type NamedOperations = ReturnType<typeof createNamedOperations>;
