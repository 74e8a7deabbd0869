// The reads are bounded: the kept organisation alone, or the first offered by name, never a whole
// list (the picker searches).
import { useCallback, useMemo } from 'react';
import { useGetList, useGetOne, usePermissions, useStore } from 'react-admin';
import type { CustomQuestionnaireKey } from '@/config/constants';
import { errorCode } from '@/domain/errorCode';
import {
  NO_CHOICE,
  chosenOrganisation,
  type ChoiceRecord,
  type OrganisationChoice,
} from '@/domain/organisationChoice';
import type { KyndPermissions } from '@/domain/session';
import { FIRST_MATCHES_META } from '@/providers/dataSpec';
import { statusOf } from '@/shared/ListBodyState';

export type OfferedOrganisations =
  | { by: 'industry' }
  | {
      by: 'search';
      /** Only the organisations offering any of these custom questionnaires. */
      questionnaires?: readonly CustomQuestionnaireKey[];
    };

export interface OrganisationChoiceOptions {
  offered: OfferedOrganisations;
  /** Without a valid choice, the first offered (by industry, the industry's first) is chosen. */
  defaultFirst?: boolean;
  /** An organisation id that is a choice without any read (the dashboards' 'All'). */
  allId?: string;
  /** What the kept organisation's read brings besides its name and industry. */
  keptMeta?: object;
  /** Someone who does not choose has their own organisation read as the kept one. */
  readsOwn?: boolean;
}

export interface StoredChoiceOptions extends OrganisationChoiceOptions {
  storeKey: string;
}

/** Where a screen keeps its choice: react-admin's store, a list's filter values, its own state. */
export type ChoiceSource = readonly [OrganisationChoice, (next: OrganisationChoice) => void];

export type OrganisationChoiceState = ReturnType<typeof useOrganisationChoice>;

/** An organisation's divisions come with it (one field-masked document). */
export const DIVISIONS_META = { details: true } as const;

export const MANAGED_ORGANISATION: StoredChoiceOptions = {
  storeKey: 'kynd.management.organisation',
  offered: { by: 'industry' },
};

const QUESTIONNAIRES_META = { questionnaires: true } as const;
const NO_RECORDS: ChoiceRecord[] = [];

const offersAny = (choice: ChoiceRecord, questionnaires: readonly string[]) =>
  (choice.customQuestionnaires ?? []).some((key) => questionnaires.includes(key));

/** The choice kept in react-admin's store, cleared on sign-out, shared by the screens of its key. */
export function useStoredOrganisationChoice({
  storeKey,
  ...options
}: StoredChoiceOptions): OrganisationChoiceState {
  const [stored, setStored] = useStore<OrganisationChoice>(storeKey, NO_CHOICE);
  const value = useMemo(() => ({ ...NO_CHOICE, ...stored }), [stored]);
  return useOrganisationChoice([value, setStored], options);
}

export function useOrganisationChoice(
  [value, onChange]: ChoiceSource,
  { offered, defaultFirst = false, allId, keptMeta, readsOwn = false }: OrganisationChoiceOptions,
) {
  const { permissions, isPending } = usePermissions<KyndPermissions | null>();
  const chooses = permissions?.role === 'Kynd Admin' || permissions?.isStaff === true;
  const reading = !isPending && chooses;
  const byIndustry = offered.by === 'industry';
  const questionnaires = offered.by === 'search' ? offered.questionnaires : undefined;
  const all = allId !== undefined && value.organisationId === allId;
  // Without permissions (no auth provider) nobody's scope is known: the options decide.
  const own = permissions && !chooses ? permissions.organisationId : undefined;
  const keptId = chooses ? (all ? '' : value.organisationId) : readsOwn ? (own ?? '') : '';

  const kept = useGetOne<ChoiceRecord>(
    'organisationChoices',
    { id: keptId, meta: questionnaires ? QUESTIONNAIRES_META : keptMeta },
    { enabled: !isPending && keptId !== '' },
  );
  const keptRecord = kept.data?.id === keptId ? kept.data : undefined;
  // A kept choice gone, no longer offering the questionnaires, or of another industry than the
  // one chosen, is no choice.
  const keptGone =
    errorCode(kept.error) === 'not-found' ||
    (keptRecord !== undefined &&
      ((questionnaires !== undefined && !offersAny(keptRecord, questionnaires)) ||
        (byIndustry && value.industry !== '' && keptRecord.industry !== value.industry)));
  const firstWanted =
    defaultFirst &&
    reading &&
    !all &&
    (keptId === '' || keptGone) &&
    (!byIndustry || value.industry !== '');
  const first = useGetList<ChoiceRecord>(
    'organisationChoices',
    {
      filter: {
        ...(byIndustry ? { industry: value.industry } : {}),
        ...(questionnaires ? { questionnaires } : {}),
      },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 1 },
      // The first organisation only: no count.
      meta: FIRST_MATCHES_META,
    },
    { enabled: firstWanted },
  );
  const reads = firstWanted ? [first] : keptId === '' || keptGone ? [] : [kept];

  const options = useMemo(() => {
    if (firstWanted) return first.data?.slice(0, 1) ?? NO_RECORDS;
    return keptRecord && !keptGone ? [keptRecord] : NO_RECORDS;
  }, [firstWanted, first.data, keptRecord, keptGone]);

  const choose = useCallback(
    (organisationId: string) => onChange({ ...value, organisationId }),
    [onChange, value],
  );
  const organisationId = all
    ? value.organisationId
    : chosenOrganisation({
        own,
        stored: value.organisationId,
        offered: reads.every((read) => read.isSuccess) ? options : undefined,
        defaultFirst,
      });
  const error = reading ? reads.find((read) => read.error)?.error : undefined;
  const optionsStatus = statusOf(reading && reads.some((read) => read.isPending), error);
  return {
    isPending,
    chooses,
    own,
    // Its industry is the kept organisation's when the source keeps none.
    choice:
      value.industry !== '' ? value : { ...value, industry: keptRecord?.industry?.trim() ?? '' },
    setChoice: onChange,
    choose,
    organisationId: isPending ? '' : organisationId,
    /** The kept organisation as read, whether or not it is still offered. */
    kept: keptRecord,
    /** The kept organisation while offered, else the first offered where wanted, else none. */
    options,
    optionsStatus,
    error,
    retry: () => reads.forEach((read) => void read.refetch()),
  };
}
