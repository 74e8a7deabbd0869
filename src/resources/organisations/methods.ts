// Adding managers or employees, moving users and clinician permissions are not here:
// firestore.rules refuse them to clients, and the screens call the createUser / updateUser
// callables instead.
import { ORGANISATIONS_COLLECTION as ORGANISATIONS, USERS_COLLECTION } from '@/domain/collections';
import { newOrganisationDocuments, subscriptionFlagFor } from '@/domain/organisations';
import type { NamedRef } from '@/domain/types';
import { DataProviderError } from '@/providers/dataProvider/errors';
import type { DataStore } from '@/providers/dataStore';
import type { ResourceMethods } from '@/providers/types';
import { codeInUse, codeTaken, requireCodeFree } from '@/shared/codeInUse';

const organisation = (id: string) => `${ORGANISATIONS}/${id}`;

export const organisationMethods = (
  store: DataStore,
): Pick<ResourceMethods, 'removeManager' | 'setOrganisationActive' | 'createOrganisation'> => ({
  /** Managers are {id, name}: the stored entry is looked up so that a renamed one still goes. */
  async removeManager(organisationId, managerId) {
    const operation = `removeManager ${organisationId} ${managerId}`;
    store.scope(operation);
    await store.transaction(operation, async (transaction) => {
      const snapshot = await transaction.get(organisation(organisationId));
      if (!snapshot) throw new DataProviderError('not-found', `${operation}: no organisation`);
      const managers = (snapshot.get('managers') as NamedRef[] | undefined) ?? [];
      transaction.update(organisation(organisationId), {
        managers: managers.filter((manager) => manager.id !== managerId),
      });
    });
    store.touched('organisations');
  },

  /**
   * The flag goes last, so that after a failed batch the organisation still shows its old state and
   * the same action, run again, writes every employee (idempotent) and then it.
   */
  async setOrganisationActive(organisationId, isActive, onProgress) {
    const operation = `setOrganisationActive ${organisationId}`;
    store.scope(operation);
    const snapshot = await store.get(operation, organisation(organisationId));
    if (!snapshot) throw new DataProviderError('not-found', `${operation}: not found`);
    const employees = (snapshot.get('employees') as string[] | undefined) ?? [];
    onProgress?.({ done: 0, total: employees.length });
    try {
      await store.updateInBatches(
        operation,
        USERS_COLLECTION,
        employees,
        { isSubscriptionUser: subscriptionFlagFor(isActive), updatedAt: new Date() },
        onProgress,
      );
    } finally {
      store.touched('users');
    }
    await store.update(operation, organisation(organisationId), { isActive });
    store.touched('organisations');
  },

  /**
   * The code's document id is derived from the code, so a code of that value anywhere fails here.
   */
  async createOrganisation(input) {
    const operation = 'createOrganisation';
    store.scope(operation);
    if (await codeInUse(store, input.code)) throw codeTaken(operation, input.code);
    const organisationId = store.newId(ORGANISATIONS);
    // A Firestore auto id: unique, and only [A-Za-z0-9].
    const divisionId = store.newId(ORGANISATIONS);
    const documents = newOrganisationDocuments(input, { organisationId, divisionId }, new Date());
    await store.transaction(operation, async (transaction) => {
      const codePath = await requireCodeFree(transaction, operation, input.code);
      transaction.set(organisation(organisationId), { ...documents.organisation });
      transaction.set(codePath, { ...documents.code });
    });
    store.touched('organisations', 'codes', 'divisions');
    return { id: organisationId, divisionId, codeId: documents.codeId };
  },
});
