import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { matchesPersonName } from '@/domain/userList';
import { useTypedTerm } from '@/shared/useTypedTerm';
import { personSearchQueries, type PersonSearchOptions } from '@/shared/personSearch';

interface Person {
  id: string;
  firstName?: string;
  lastName?: string;
}

/** Nothing is read before anything is typed. */
export function usePersonSearch<T extends Person>(
  input: string,
  options: PersonSearchOptions & {
    /** False while the typed text is the chosen user's label: nothing to search. */
    enabled?: boolean;
  } = {},
) {
  const term = useTypedTerm(input);
  const searching = term !== '' && options.enabled !== false;
  const { bothNames, firstName, lastName } = personSearchQueries(term, options);
  const byFirstName = useGetList<T>('users', firstName, { enabled: searching });
  const byLastName = useGetList<T>('users', lastName ?? firstName, {
    enabled: searching && lastName !== undefined,
  });
  const matches = useMemo(() => {
    const found = [...(byFirstName.data ?? []), ...(bothNames ? [] : (byLastName.data ?? []))];
    const named = found.filter((user) => matchesPersonName(user, term));
    return [...new Map(named.map((user) => [user.id, user])).values()];
  }, [term, bothNames, byFirstName.data, byLastName.data]);
  return {
    term,
    matches,
    loading: searching && (byFirstName.isFetching || (!bothNames && byLastName.isFetching)),
  };
}
