// The organisation a provider admin reads the alerts of (docs/product.md §2 menu rule): one offering
// Hearing V2 or Vision V2, whose users are the ones alerts are raised for, found by typing (the
// server's search among those offering them); the first by name until one is chosen. The list's
// filter carries the choice (and the URL with it); the store keeps the last one for the list's
// default.
import type {
  OrganisationChoiceOptions,
  OrganisationChoiceState,
} from '@/shared/useOrganisationChoice';

/** The custom questionnaires whose alerts the screen follows. */
export const ALERT_QUESTIONNAIRES = ['hearing-v2', 'vision-v2'] as const;

export const ALERTS_ORGANISATION: OrganisationChoiceOptions = {
  storeKey: 'kynd.alerts.organisation',
  offered: { by: 'search', questionnaires: ALERT_QUESTIONNAIRES },
  defaultFirst: true,
};

/** What the alert filters need of the choice. */
export type AlertOrganisations = Pick<
  OrganisationChoiceState,
  'choice' | 'options' | 'optionsStatus' | 'choose' | 'retry'
>;
