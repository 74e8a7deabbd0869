// A provider admin's choice is kept in react-admin's store under the screen's key, so that it
// survives moving between the screens sharing it; the store is cleared on sign-out. The reads are
// bounded: only the chosen organisation (or the first by name), never an industry's whole list.
import { useCallback, useMemo } from 'react';
import { useGetList, useGetOne, usePermissions, useStore } from 'react-admin';
import type { CustomQuestionnaireKey } from '@/config/constants';
import { errorCode } from '@/domain/errorCode';
import { chosenOrganisation } from '@/domain/organisationChoice';
import type { NamedRef } from '@/domain/types';
import type { KyndPermissions } from '@/providers/authProvider';
import type { OrganisationChoice as ChoiceRecord } from '@/providers/dataProvider/scores';

export type OfferedOrganisations =
  | { by: 'industry' }
  | {
      by: 'search';
      /** Only the organisations offering any of these custom questionnaires. */
      questionnaires?: readonly CustomQuestionnaireKey[];
    };

export interface OrganisationChoiceOptions {
  storeKey: string;
  offered: OfferedOrganisations;
  /** Without a valid choice, the first offered is chosen. */
  defaultFirst?: boolean;
}

export interface OrganisationChoice {
  industry: string;
  organisationId: string;
}

export const MANAGED_ORGANISATION: OrganisationChoiceOptions = {
  storeKey: 'kynd.management.organisation',
  offered: { by: 'industry' },
};

const NO_CHOICE: OrganisationChoice = { industry: '', organisationId: '' };

export interface OrganisationChoiceState {
  isPending: boolean;
  chooses: boolean;
  choice: OrganisationChoice;
  setChoice: (choice: OrganisationChoice) => void;
  choose: (organisationId: string) => void;
  organisationId: string;
  /** The organisations offered, by name; by industry, the chosen one only (the picker searches). */
  options: NamedRef[];
  optionsStatus: 'loading' | 'ready' | 'error';
  retry: () => void;
}

const QUESTIONNAIRES_META = { questionnaires: true } as const;

const offersAny = (choice: ChoiceRecord, questionnaires: readonly string[]) =>
  (choice.customQuestionnaires ?? []).some((key) => questionnaires.includes(key));

export function useOrganisationChoice({
  storeKey,
  offered,
  defaultFirst = false,
}: OrganisationChoiceOptions): OrganisationChoiceState {
  const { permissions, isPending } = usePermissions<KyndPermissions | null>();
  const [stored, setStored] = useStore<OrganisationChoice>(storeKey, NO_CHOICE);
  const chooses = permissions?.role === 'Kynd Admin' || permissions?.isStaff === true;
  const choice = { ...NO_CHOICE, ...stored };

  const byIndustry = offered.by === 'industry';
  const bySearch = offered.by === 'search';
  const questionnaires = offered.by === 'search' ? offered.questionnaires : undefined;
  // By industry or search: the kept choice only, {name, industry} (a projected read), with the
  // questionnaires it offers where the screen offers only some organisations.
  const kept = useGetOne<ChoiceRecord>(
    'organisationChoices',
    {
      id: choice.organisationId,
      ...(questionnaires ? { meta: QUESTIONNAIRES_META } : {}),
    },
    {
      enabled: !isPending && chooses && choice.organisationId !== '',
    },
  );
  // A kept choice gone, or no longer offering the questionnaires, is no choice.
  const keptGone =
    errorCode(kept.error) === 'not-found' ||
    (questionnaires !== undefined &&
      kept.data !== undefined &&
      !offersAny(kept.data, questionnaires));
  // By search, with no kept choice (or one gone) and a screen that starts on the first: that one.
  const firstWanted =
    bySearch && defaultFirst && !isPending && chooses && (choice.organisationId === '' || keptGone);
  const first = useGetList<ChoiceRecord>(
    'organisationChoices',
    {
      filter: questionnaires ? { questionnaires } : {},
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 1 },
      // The first organisation only: no count.
      meta: { count: false },
    },
    { enabled: firstWanted },
  );
  const keptReads = choice.organisationId === '' || keptGone ? [] : [kept];
  const reads = !byIndustry && firstWanted ? [first] : keptReads;
  const reading = !isPending && chooses;
  const loaded = reads.every((read) => read.isSuccess);

  const options = useMemo(() => {
    if (byIndustry) {
      // A kept choice of another industry is no choice in this one.
      const found = kept.data;
      return found && found.industry === choice.industry && found.id === choice.organisationId
        ? [{ id: found.id, name: found.name }]
        : [];
    }
    const found = firstWanted ? first.data?.[0] : keptGone ? undefined : kept.data;
    return found ? [{ id: found.id, name: found.name }] : [];
  }, [
    byIndustry,
    firstWanted,
    first.data,
    kept.data,
    keptGone,
    choice.industry,
    choice.organisationId,
  ]);

  const setChoice = useCallback((next: OrganisationChoice) => setStored(next), [setStored]);
  const choose = useCallback(
    (organisationId: string) =>
      setStored((current) => ({ ...NO_CHOICE, ...current, organisationId })),
    [setStored],
  );
  const organisationId = chosenOrganisation({
    // Without permissions (no auth provider) nobody's scope is known: the options decide.
    own: permissions && !chooses ? permissions.organisationId : undefined,
    stored: choice.organisationId,
    offered: loaded ? options : undefined,
    defaultFirst,
  });
  return {
    isPending,
    chooses,
    choice,
    setChoice,
    choose,
    organisationId: isPending ? '' : organisationId,
    options,
    optionsStatus: !reading
      ? 'ready'
      : reads.some((read) => read.error)
        ? 'error'
        : reads.some((read) => read.isPending)
          ? 'loading'
          : 'ready',
    retry: () => reads.forEach((read) => void read.refetch()),
  };
}
