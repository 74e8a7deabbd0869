// The users a person picker offers for what is typed: shared by the users screens and the
// Activity screen's person filter.
import { useMemo } from 'react';
import { useGetList, type GetListParams } from 'react-admin';
import { listFieldsMeta } from '@/providers/dataSpec';
import { matchesPersonName, PERSON_FIELDS, personSearchPrefix } from '@/domain/userList';
import { useDebouncedValue } from '@/shared/useDebouncedValue';

/** A picker's answer: at most this many users are read for what is typed (one short page). */
export const PERSON_MATCHES = 20;
const TYPING_PAUSE_MS = 300;
export { PERSON_FIELDS };

interface Person {
  id: string;
  firstName?: string;
  lastName?: string;
}

/**
 * The users a picker offers for what is typed (docs/product.md §2): each pause in the typing asks
 * the server for the first matches of the start of a first name or a last name (prefix search on
 * the stored lower-case names), half a page each; with "first last" typed, one page of the first
 * word's first-name matches, narrowed here to those the whole text names (matchesPersonName). At
 * most PERSON_MATCHES documents whatever the number of users, and nothing before anything is typed.
 */
export function usePersonSearch<T extends Person>(
  input: string,
  options: {
    /** Equality filters of the users list, e.g. { role: 'Clinician' }. */
    filter?: Record<string, unknown>;
    /** False while the typed text is the chosen user's label: nothing to search. */
    enabled?: boolean;
    /** What the screen needs of the chosen one beyond what an option shows. */
    fields?: readonly string[];
  } = {},
) {
  // Only what an option shows, and what the screen asks for: a user's document grows with the
  // mobile app's answers.
  const fields = [...new Set([...PERSON_FIELDS, ...(options.fields ?? [])])];
  const term = useDebouncedValue(input.trim(), TYPING_PAUSE_MS);
  const searching = term !== '' && options.enabled !== false;
  const prefix = personSearchPrefix(term);
  const bothNames = prefix !== term.toLowerCase();
  const query = (field: 'firstName' | 'lastName'): Partial<GetListParams> => ({
    filter: { ...options.filter, search: { field, term: prefix } },
    sort: { field: field === 'firstName' ? 'lowerFirstName' : 'lowerLastName', order: 'ASC' },
    pagination: { page: 1, perPage: bothNames ? PERSON_MATCHES : PERSON_MATCHES / 2 },
    meta: listFieldsMeta(fields),
  });
  const byFirstName = useGetList<T>('users', query('firstName'), { enabled: searching });
  const byLastName = useGetList<T>('users', query('lastName'), {
    enabled: searching && !bothNames,
  });
  const matches = useMemo(() => {
    const found = new Map<string, T>();
    for (const user of [
      ...(byFirstName.data ?? []),
      ...(bothNames ? [] : (byLastName.data ?? [])),
    ]) {
      if (matchesPersonName(user, term)) found.set(user.id, user);
    }
    return [...found.values()];
  }, [term, bothNames, byFirstName.data, byLastName.data]);
  return {
    term,
    matches,
    loading: searching && (byFirstName.isFetching || (!bothNames && byLastName.isFetching)),
  };
}
