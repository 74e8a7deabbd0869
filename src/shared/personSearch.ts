// Shared with the bench, which measures these very reads.
import type { GetListParams } from 'react-admin';
import { PERSON_FIELDS, personSearchPrefix } from '@/domain/userList';
import { FIRST_MATCHES_META } from '@/providers/dataSpec';

/** A picker's answer: at most this many users are read for what is typed (one short page). */
export const PERSON_MATCHES = 20;

export interface PersonSearchOptions {
  filter?: Record<string, unknown>;
  /** What the screen needs of an option beyond what it shows (PERSON_FIELDS). */
  fields?: readonly string[];
}

/**
 * Each query reads only what an option shows (a user's document grows with the app's answers) and
 * counts nothing: a picker shows its first matches, never a next page. With "first last" typed
 * (`bothNames`) there is no last-name query: the whole text is matched against the first word's
 * first-name matches.
 */
export function personSearchQueries(
  term: string,
  { filter, fields = [] }: PersonSearchOptions = {},
) {
  const prefix = personSearchPrefix(term);
  const bothNames = prefix !== term.toLowerCase();
  const query = (field: 'firstName' | 'lastName'): GetListParams => ({
    filter: { ...filter, search: { field, term: prefix } },
    sort: { field: field === 'firstName' ? 'lowerFirstName' : 'lowerLastName', order: 'ASC' },
    pagination: { page: 1, perPage: bothNames ? PERSON_MATCHES : PERSON_MATCHES / 2 },
    meta: { fields: [...new Set([...PERSON_FIELDS, ...fields])], ...FIRST_MATCHES_META },
  });
  return bothNames
    ? { bothNames, firstName: query('firstName') }
    : { bothNames, firstName: query('firstName'), lastName: query('lastName') };
}
