// An Org Admin is always about their own organisation; a provider admin or an allow-listed staff
// member chooses one among those offered.
import type { NamedRef } from './types';

/** A screen's choice, wherever it is kept (the store, a list's filter values, the dashboards'). */
export interface OrganisationChoice {
  industry: string;
  organisationId: string;
}

export const NO_CHOICE: OrganisationChoice = { industry: '', organisationId: '' };

export interface OrganisationChoiceInput {
  own: string | undefined;
  stored: string;
  offered: readonly NamedRef[] | undefined;
  defaultFirst: boolean;
}

export function chosenOrganisation({
  own,
  stored,
  offered,
  defaultFirst,
}: OrganisationChoiceInput): string {
  if (own !== undefined) return own;
  // Until the options are read, the kept choice stands: the list it drives reads it at once.
  if (offered === undefined) return stored;
  // A choice no longer offered (another account signed in, an organisation gone) is dropped.
  if (offered.some((organisation) => organisation.id === stored)) return stored;
  return defaultFirst ? (offered[0]?.id ?? '') : '';
}
