// The notifications' own data method: one notification stored in its organisation's
// sub-collection (docs/product.md §3), as the list's create does.
import type { DataStore } from '@/providers/dataStore';
import type { ResourceMethods } from '@/providers/types';

export const notificationMethods = (
  store: DataStore,
): Pick<ResourceMethods, 'addNotification'> => ({
  async addNotification(organisationId, notification) {
    await store.create('notifications', { ...notification, organisationId });
  },
});
