// The users' own data methods: a bulk change, committed in batches of 450 (docs/product.md §9).
import { USERS_COLLECTION } from '@/domain/collections';
import type { DataStore } from '@/providers/dataStore';
import type { ResourceMethods } from '@/providers/types';

export const userMethods = (store: DataStore): Pick<ResourceMethods, 'updateUsers'> => ({
  async updateUsers(ids, data) {
    const operation = 'updateUsers';
    store.scope(operation);
    try {
      return await store.updateInBatches(operation, USERS_COLLECTION, ids, {
        ...data,
        updatedAt: new Date(),
      });
    } finally {
      // Also after a failed batch: those before it are written.
      store.touched('users');
    }
  },
});
