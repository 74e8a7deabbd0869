// Which organisation a screen is about (src/shared/useOrganisationChoice.ts holds the reads). An
// organisation-scoped caller (an Org Admin) is always about their own organisation; a provider
// admin or an allow-listed staff member chooses one among those offered.
import type { NamedRef } from './types';

export interface OrganisationChoiceInput {
  /** The caller's own organisation when their scope is one organisation, else undefined. */
  own: string | undefined;
  /** The choice kept for the screen, '' for none. */
  stored: string;
  /** The organisations offered, undefined while they are not read (or not read at all). */
  offered: readonly NamedRef[] | undefined;
  /** Without a valid choice, the first offered is the choice (docs/product.md §2). */
  defaultFirst: boolean;
}

/** The chosen organisation's id, '' when none is chosen. */
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
