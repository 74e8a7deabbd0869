// The organisation the notification screens are about (docs/product.md §7: notifications live in each
// organisation's sub-collection). Kept in react-admin's store so that the sent list, the create
// form and the list again after sending agree; the first organisation by name until one is chosen.
import { useGetList, useStore } from 'react-admin';
import type { Organisation } from '@/domain/types';

export const NOTIFICATIONS_ORGANISATION_STORE_KEY = 'kynd.notifications.organisationId';

/** Organisations offered: those in the caller's scope, by name (a provider has a few dozen). */
const ORGANISATIONS_LIMIT = 500;

export interface NotificationsOrganisation {
  organisations: Organisation[];
  /** The chosen organisation's id, '' while none is known. */
  organisationId: string;
  organisation: Organisation | undefined;
  choose: (organisationId: string) => void;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

export function useNotificationsOrganisation(): NotificationsOrganisation {
  const [stored, setStored] = useStore<string>(NOTIFICATIONS_ORGANISATION_STORE_KEY, '');
  const { data, isPending, error, refetch } = useGetList<Organisation>('organisations', {
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: ORGANISATIONS_LIMIT },
  });
  const organisations = data ?? [];
  // A stored choice no longer offered (another account signed in) falls back to the first.
  const organisation = organisations.find((item) => item.id === stored) ?? organisations[0];
  return {
    organisations,
    organisationId: organisation?.id ?? '',
    organisation,
    choose: setStored,
    isPending,
    error,
    refetch: () => void refetch(),
  };
}
