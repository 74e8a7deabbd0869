// Adding managers or employees, moving users and clinician permissions are not here:
// firestore.rules refuse them to clients, and the screens call the createUser / updateUser
// callables instead.
import { BATCH_SIZE } from '@/config/constants';
import { ORGANISATIONS_COLLECTION as ORGANISATIONS, USERS_COLLECTION } from '@/domain/collections';
import {
  newOrganisationDocuments,
  subscriptionFlagFor,
  type NewOrganisation,
} from '@/domain/organisations';
import type { NamedRef } from '@/domain/types';
import { DataProviderError } from '@/providers/dataProvider/errors';
import type { DataStore } from '@/providers/dataStore';
import type { ResourceMethods } from '@/providers/types';
import { codeInUse, codeTaken, requireCodeFree } from '@/shared/codeInUse';

const organisation = (id: string) => `${ORGANISATIONS}/${id}`;

export const organisationMethods = (
  store: DataStore,
): Pick<ResourceMethods, 'removeManager' | 'setOrganisationActive'> => ({
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
  },

  /**
   * Every member, the users who name the organisation (never the `employees` list, which older
   * clients read and which stops growing at its bound), a page at a time. The flag goes last, so
   * that after a failed batch the organisation still shows its old state and the same action, run
   * again, writes every employee (idempotent) and then it.
   */
  async setOrganisationActive(organisationId, isActive, onProgress) {
    const operation = `setOrganisationActive ${organisationId}`;
    store.scope(operation);
    // Whether it exists, without its employee ids.
    const [snapshot] = await store.getMany(operation, [organisation(organisationId)], ['isActive']);
    if (!snapshot) throw new DataProviderError('not-found', `${operation}: not found`);
    const members = [['organisation.id', '==', organisationId]] as const;
    const total = await store.count(operation, USERS_COLLECTION, members);
    onProgress?.({ done: 0, total });
    const change = { isSubscriptionUser: subscriptionFlagFor(isActive), updatedAt: new Date() };
    let done = 0;
    await store.eachIdPage(operation, USERS_COLLECTION, members, BATCH_SIZE, async (ids) => {
      await store.updateInBatches(operation, USERS_COLLECTION, ids, change, (page) =>
        // Members who joined since the count make the total grow rather than overflow it.
        onProgress?.({ done: done + page.done, total: Math.max(total, done + page.done) }),
      );
      done += ids.length;
    });
    await store.update(operation, organisation(organisationId), { isActive });
  },
});

/** The code's document id is derived from the code: a code taken anywhere fails here. */
export async function createOrganisation(store: DataStore, input: NewOrganisation) {
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
  return { ...documents.organisation, id: organisationId, divisionId, codeId: documents.codeId };
}
