// Kept under one key, so that the sent list, the create form and the list after sending agree.
// Found by typing, so that the screen never reads every organisation.
import type { StoredChoiceOptions } from '@/shared/useOrganisationChoice';

export const NOTIFICATIONS_ORGANISATION: StoredChoiceOptions = {
  storeKey: 'kynd.notifications.organisation',
  offered: { by: 'search' },
  defaultFirst: true,
};
