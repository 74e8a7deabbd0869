// The organisations a Kynd Admin (or allow-listed staff member) chooses from on the alerts screen:
// those offering Hearing V2 or Vision V2, whose users are the ones alerts are raised for (docs/product.md §2
// menu rule), sorted by name. Two small server-side queries, one per questionnaire.
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { CustomQuestionnaireKey } from '@/config/constants';
import type { NamedRef, Organisation } from '@/domain/types';

/** More organisations than the service has offering either questionnaire. */
const MAX_ORGANISATIONS = 200;

export interface AlertOrganisations {
  status: 'loading' | 'ready' | 'error';
  options: NamedRef[];
  /** The default choice: the first by name. */
  first: NamedRef | undefined;
  retry: () => void;
}

function useOffering(questionnaire: CustomQuestionnaireKey, enabled: boolean) {
  return useGetList<Organisation>(
    'organisations',
    {
      filter: { customQuestionnaire: questionnaire },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: MAX_ORGANISATIONS },
    },
    { enabled, staleTime: 5 * 60_000 },
  );
}

export function useAlertOrganisations(enabled: boolean): AlertOrganisations {
  const hearing = useOffering('hearing-v2', enabled);
  const vision = useOffering('vision-v2', enabled);
  const options = useMemo(() => {
    const byId = new Map<string, NamedRef>();
    for (const organisation of [...(hearing.data ?? []), ...(vision.data ?? [])]) {
      byId.set(organisation.id, { id: organisation.id, name: organisation.name });
    }
    return [...byId.values()].sort((a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }),
    );
  }, [hearing.data, vision.data]);
  const status =
    hearing.error || vision.error
      ? 'error'
      : hearing.isPending || vision.isPending
        ? 'loading'
        : 'ready';
  return {
    status: enabled ? status : 'ready',
    options,
    first: options[0],
    retry: () => {
      void hearing.refetch();
      void vision.refetch();
    },
  };
}
