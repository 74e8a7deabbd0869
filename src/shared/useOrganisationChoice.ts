// Which organisation the divisions and codes screens are about. An Org Admin (or anyone whose data
// scope is one organisation) works on their own organisation. A Kynd Admin or an allow-listed staff
// member has none of their own, so they choose one with the OrganisationPicker: an industry, then
// one of its organisations (the dashboards' way of choosing, and a bounded query). The choice is
// kept in react-admin's store, so that it is shared by /divisions, /divisions/create, /codes and
// /codes/create and survives moving between them; the store is cleared on sign-out.
import { useCallback } from 'react';
import { usePermissions, useStore } from 'react-admin';
import type { KyndPermissions } from '@/providers/authProvider';

export const ORGANISATION_CHOICE_STORE_KEY = 'kynd.management.organisation';

export interface OrganisationChoice {
  industry: string;
  organisationId: string;
}

const NO_CHOICE: OrganisationChoice = { industry: '', organisationId: '' };

export interface OrganisationChoiceState {
  /** Still reading the permissions. */
  isPending: boolean;
  /** The caller chooses the organisation (provider scope). */
  chooses: boolean;
  choice: OrganisationChoice;
  setChoice: (choice: OrganisationChoice) => void;
  /** The organisation the screen is about, '' while none is chosen. */
  organisationId: string;
}

export function useOrganisationChoice(): OrganisationChoiceState {
  const { permissions, isPending } = usePermissions<KyndPermissions | null>();
  const [stored, setStored] = useStore<OrganisationChoice>(
    ORGANISATION_CHOICE_STORE_KEY,
    NO_CHOICE,
  );
  const chooses = permissions?.role === 'Kynd Admin' || permissions?.isStaff === true;
  const choice = { ...NO_CHOICE, ...stored };
  const setChoice = useCallback((next: OrganisationChoice) => setStored(next), [setStored]);
  return {
    isPending,
    chooses,
    choice,
    setChoice,
    organisationId: chooses ? choice.organisationId : (permissions?.organisationId ?? ''),
  };
}
