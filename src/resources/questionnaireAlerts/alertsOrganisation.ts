// One offering Hearing V2 or Vision V2, found by typing; the first by name until one is chosen.
import { HEARING_VISION_QUESTIONNAIRES } from '@/config/constants';
import type { NamedRef } from '@/domain/types';
import type { StoredChoiceOptions, OrganisationChoiceState } from '@/shared/useOrganisationChoice';

export const ALERT_QUESTIONNAIRES = HEARING_VISION_QUESTIONNAIRES;

export const ALERTS_ORGANISATION: StoredChoiceOptions = {
  storeKey: 'kynd.alerts.organisation',
  offered: { by: 'search', questionnaires: ALERT_QUESTIONNAIRES },
  defaultFirst: true,
};

export type AlertOrganisations = Pick<
  OrganisationChoiceState,
  'choice' | 'optionsStatus' | 'choose' | 'retry'
> & { options: readonly NamedRef[] };
