// The organisation the notification screens are about (docs/product.md §7: notifications live in each
// organisation's sub-collection): kept under one key, so that the sent list, the create form and
// the list again after sending agree; the first organisation by name until one is chosen. It is
// found by typing (the shared OrganisationPicker's server search), so that the screen never reads
// every organisation.
import type { OrganisationChoiceOptions } from '@/shared/useOrganisationChoice';

export const NOTIFICATIONS_ORGANISATION: OrganisationChoiceOptions = {
  storeKey: 'kynd.notifications.organisation',
  offered: { by: 'search' },
  defaultFirst: true,
};
