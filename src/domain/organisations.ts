import type { z } from 'zod';
import { CUSTOM_QUESTIONNAIRES, normaliseQuestionnaires } from '@/config/constants';
import { codeDocumentId } from '@/domain/codes';
import { organisationDerivedFields } from '@/domain/derivedFields';
import { divisionMaps } from '@/domain/divisionMaps';
import type { organisationSchema } from '@/domain/schemas/entities';
import type { Code, Division, Organisation } from '@/domain/types';

/** `code` upper-cased. */
export type NewOrganisation = z.infer<typeof organisationSchema> & {
  code: string;
  codeUsage: number;
};

export function newOrganisationDocuments(
  input: NewOrganisation,
  ids: { organisationId: string; divisionId: string },
  createdAt: Date,
) {
  const codeId = codeDocumentId(input.code);
  const divisions: Division[] = [{ id: ids.divisionId, name: input.divisionName }];
  return {
    organisation: {
      name: input.name,
      // At once, as the trigger would a moment later: the list, sorted by it, shows it straight away.
      ...organisationDerivedFields({ name: input.name }),
      address: input.address,
      phone: input.phone,
      isActive: true,
      managers: [],
      employees: [],
      divisions,
      ...divisionMaps({ divisions }),
      industry: input.industry,
      customQuestionnaires: [],
      createdAt,
    } satisfies Omit<Organisation, 'id' | 'scores' | 'notifications'>,
    codeId,
    code: {
      code: input.code,
      divisionId: ids.divisionId,
      divisionName: input.divisionName,
      organisationId: ids.organisationId,
      organisationName: input.name,
      isActive: true,
      currentUsage: 0,
      maximumUsage: input.codeUsage,
    } satisfies Omit<Code, 'id'>,
  };
}

export function activationWord(isActive: boolean): 'REACTIVATE' | 'INACTIVATE' {
  return isActive ? 'REACTIVATE' : 'INACTIVATE';
}

/** docs/product.md §4: an active organisation's people are not subscription users, and the reverse. */
export function subscriptionFlagFor(organisationIsActive: boolean): boolean {
  return !organisationIsActive;
}

/** docs/product.md §4: a custom questionnaires update is skipped when nothing changed. */
export function sameQuestionnaires(
  before: readonly string[] | undefined,
  after: readonly string[] | undefined,
): boolean {
  return normaliseQuestionnaires(before).join() === normaliseQuestionnaires(after).join();
}

export function questionnaireLabel(key: string): string {
  return CUSTOM_QUESTIONNAIRES.find((questionnaire) => questionnaire.key === key)?.label ?? key;
}
