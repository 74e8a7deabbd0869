// Which organisation a screen is about, and how it is chosen. An Org Admin (or anyone whose data
// scope is one organisation) works on their own organisation. A Kynd Admin or an allow-listed staff
// member has none of their own, so they choose one among the organisations the screen offers; the
// choice is kept in react-admin's store under the screen's key, so that it survives moving between
// the screens sharing it, and the store is cleared on sign-out. The rule itself is pure
// (src/domain/organisationChoice.ts); this hook holds the reads, all bounded by name order:
// - by industry (divisions, codes): an industry, then one of its organisations, found by typing
//   (OrganisationPicker asks the server for the first matches); the hook reads only the chosen
//   organisation, to check it still exists in that industry, never the industry's whole list;
// - in scope: every organisation the caller may see, read for every caller;
// - by search (notifications): any organisation in scope, found by typing (OrganisationPicker
//   without its industry); the hook reads only the kept choice, or the first by name when the
//   screen starts on it, never the whole list;
// - offering a questionnaire (alerts): those offering Hearing V2 or Vision V2.
import { useCallback, useMemo } from 'react';
import { useGetList, useGetOne, usePermissions, useStore } from 'react-admin';
import type { CustomQuestionnaireKey } from '@/config/constants';
import { errorCode } from '@/domain/errorCode';
import { chosenOrganisation } from '@/domain/organisationChoice';
import type { NamedRef, Organisation } from '@/domain/types';
import type { KyndPermissions } from '@/providers/authProvider';
import type { OrganisationChoice as ChoiceRecord } from '@/providers/dataProvider/scores';

export type OfferedOrganisations =
  | { by: 'industry' }
  | { by: 'scope' }
  | { by: 'search' }
  | {
      by: 'questionnaire';
      questionnaires:
        | readonly [CustomQuestionnaireKey]
        | readonly [CustomQuestionnaireKey, CustomQuestionnaireKey];
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

/** The divisions and codes screens' choice, shared by /divisions, /divisions/create, /codes and
 * /codes/create. */
export const MANAGED_ORGANISATION: OrganisationChoiceOptions = {
  storeKey: 'kynd.management.organisation',
  offered: { by: 'industry' },
};

const NO_CHOICE: OrganisationChoice = { industry: '', organisationId: '' };

/** Organisations in the caller's scope: a provider has a few dozen. */
const SCOPE_LIMIT = 500;
/** More organisations than the service has offering either questionnaire. */
const OFFERING_LIMIT = 200;

export interface OrganisationChoiceState {
  /** Still reading the permissions. */
  isPending: boolean;
  /** The caller chooses the organisation (provider scope). */
  chooses: boolean;
  /** The kept choice, with its industry where the screen chooses by industry. */
  choice: OrganisationChoice;
  setChoice: (choice: OrganisationChoice) => void;
  /** Chooses an organisation, its industry kept. */
  choose: (organisationId: string) => void;
  /** The organisation the screen is about, '' while none is chosen. */
  organisationId: string;
  /** The organisations offered, by name; by industry, the chosen one only (the picker searches). */
  options: NamedRef[];
  /** The options' read: 'ready' too when nothing is to be read. */
  optionsStatus: 'loading' | 'ready' | 'error';
  retry: () => void;
}

/** The options' reads take each organisation's name only. */
const CHOICE_FIELDS_META = { fields: ['name'] } as const;

const byName = (a: NamedRef, b: NamedRef) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

export function useOrganisationChoice({
  storeKey,
  offered,
  defaultFirst = false,
}: OrganisationChoiceOptions): OrganisationChoiceState {
  const { permissions, isPending } = usePermissions<KyndPermissions | null>();
  const [stored, setStored] = useStore<OrganisationChoice>(storeKey, NO_CHOICE);
  const chooses = permissions?.role === 'Kynd Admin' || permissions?.isStaff === true;
  const choice = { ...NO_CHOICE, ...stored };

  // One read, and for a second questionnaire a second one: the rules let a list filter on one
  // questionnaire at a time.
  const [firstQuestionnaire, secondQuestionnaire] =
    offered.by === 'questionnaire' ? offered.questionnaires : [undefined, undefined];
  const byIndustry = offered.by === 'industry';
  const bySearch = offered.by === 'search';
  const main = useGetList<Organisation>(
    'organisations',
    {
      filter: offered.by === 'questionnaire' ? { customQuestionnaire: firstQuestionnaire } : {},
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: offered.by === 'scope' ? SCOPE_LIMIT : OFFERING_LIMIT },
      // An option is a name: not the whole organisation document (every employee id).
      meta: CHOICE_FIELDS_META,
    },
    {
      enabled: offered.by === 'scope' || (!byIndustry && !bySearch && !isPending && chooses),
      ...(offered.by === 'questionnaire' ? { staleTime: 5 * 60_000 } : {}),
    },
  );
  // By industry or search: the kept choice only, {name, industry} (a projected read).
  const kept = useGetOne<ChoiceRecord>(
    'organisationChoices',
    { id: choice.organisationId },
    {
      enabled: (byIndustry || bySearch) && !isPending && chooses && choice.organisationId !== '',
    },
  );
  const keptGone = errorCode(kept.error) === 'not-found';
  // By search, with no kept choice (or one gone) and a screen that starts on the first: that one.
  const firstWanted =
    bySearch && defaultFirst && !isPending && chooses && (choice.organisationId === '' || keptGone);
  const first = useGetList<ChoiceRecord>(
    'organisationChoices',
    {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 1 },
      // The first organisation only: no count.
      meta: { count: false },
    },
    { enabled: firstWanted },
  );
  const second = useGetList<Organisation>(
    'organisations',
    {
      filter: { customQuestionnaire: secondQuestionnaire },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: OFFERING_LIMIT },
      meta: CHOICE_FIELDS_META,
    },
    { enabled: secondQuestionnaire !== undefined && !isPending && chooses, staleTime: 5 * 60_000 },
  );
  const listReads = secondQuestionnaire === undefined ? [main] : [main, second];
  const keptReads = choice.organisationId === '' || keptGone ? [] : [kept];
  const reads = byIndustry ? keptReads : bySearch ? (firstWanted ? [first] : keptReads) : listReads;
  const reading = offered.by === 'scope' || (!isPending && chooses);
  const loaded = reads.every((read) => read.isSuccess);

  const options = useMemo(() => {
    if (byIndustry) {
      // A kept choice of another industry is no choice in this one.
      const found = kept.data;
      return found && found.industry === choice.industry && found.id === choice.organisationId
        ? [{ id: found.id, name: found.name }]
        : [];
    }
    if (bySearch) {
      const found = firstWanted ? first.data?.[0] : kept.data;
      return found ? [{ id: found.id, name: found.name }] : [];
    }
    const byId = new Map<string, NamedRef>();
    for (const organisation of [...(main.data ?? []), ...(second.data ?? [])]) {
      byId.set(organisation.id, { id: organisation.id, name: organisation.name });
    }
    return [...byId.values()].sort(byName);
  }, [
    byIndustry,
    bySearch,
    firstWanted,
    first.data,
    kept.data,
    choice.industry,
    choice.organisationId,
    main.data,
    second.data,
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
