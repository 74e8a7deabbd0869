// Every change sends the whole filter to the list, never a merge into its current values, which
// react-admin applies a tick later and which could bring back a choice just undone.
import { useEffect, useMemo, useState } from 'react';
import { useListContext } from 'react-admin';
import { HEARING_VISION_QUESTIONNAIRES } from '@/config/constants';
import {
  useOrganisationChoice,
  type OrganisationChoiceOptions,
} from '@/shared/useOrganisationChoice';
import { textOf } from '@/domain/values';

/** One offering Hearing V2 or Vision V2, found by typing; the first by name until one is chosen. */
const ALERTS_ORGANISATION: OrganisationChoiceOptions = {
  offered: { by: 'search', questionnaires: HEARING_VISION_QUESTIONNAIRES },
  defaultFirst: true,
};

type AlertFilterForm = Record<'organisationId' | 'search' | 'status' | 'type', string>;

const SEARCH_DELAY_MS = 400;

function formOf(filter: Record<string, unknown>): AlertFilterForm {
  return {
    organisationId: textOf(filter.organisationId),
    search: textOf(filter.q),
    status: textOf(filter.status) || 'All',
    type: textOf(filter.type) || 'All',
  };
}

function filterOf(form: AlertFilterForm, choosesOrganisation: boolean): Record<string, string> {
  const filter: Record<string, string> = { type: form.type };
  if (choosesOrganisation && form.organisationId !== '')
    filter.organisationId = form.organisationId;
  if (form.status !== 'All') filter.status = form.status;
  if (form.search.trim() !== '') filter.q = form.search.trim();
  return filter;
}

const keyOf = (filter: Record<string, string>) =>
  JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));

// An organisation from the list (address, Back, stored list) not offered gives way to the first.
// onSettled: the list's filter holds the checked organisation; the list reads nothing before.
export function useAlertFilterForm(onSettled: () => void) {
  const { filterValues, setFilters } = useListContext();
  // The list's filter as it is, an organisation included even where none may be chosen, so that
  // one left there (a stored list of another account) is sent away.
  const listKey = keyOf(filterOf(formOf(filterValues as Record<string, unknown>), true));
  const [form, setForm] = useState(() => formOf(filterValues as Record<string, unknown>));
  const [sent, setSent] = useState(listKey);
  const [seen, setSeen] = useState(listKey);
  if (listKey !== seen) {
    setSeen(listKey);
    if (listKey !== sent) {
      setSent(listKey);
      setForm(formOf(filterValues as Record<string, unknown>));
    }
  }
  const set = (name: keyof AlertFilterForm, value: string) =>
    setForm((current) => ({ ...current, [name]: value }));

  const organisations = useOrganisationChoice(
    [
      { industry: '', organisationId: form.organisationId },
      ({ organisationId }) => set('organisationId', organisationId),
    ],
    ALERTS_ORGANISATION,
  );
  const { isPending, chooses, optionsStatus, organisationId } = organisations;
  const checked = optionsStatus === 'ready';
  if (chooses && checked && organisationId !== '' && organisationId !== form.organisationId)
    setForm((current) => ({ ...current, organisationId }));
  // The last organisation found offered: the first by name stays so while it is read again by id.
  const [offered, setOffered] = useState<string>();
  if (chooses && checked && organisationId !== offered) setOffered(organisationId);
  const listed = textOf(filterValues.organisationId);
  const settled = chooses
    ? offered !== undefined && (offered === '' || listed === offered)
    : listed === '';
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);

  const wanted = useMemo(() => filterOf(form, chooses), [form, chooses]);
  const wantedKey = keyOf(wanted);
  useEffect(() => {
    // Whether an organisation may be chosen is not known yet.
    if (isPending || wantedKey === sent) return undefined;
    const before = Object.fromEntries(JSON.parse(sent) as [string, string][]);
    const onlySearch = keyOf({ ...before, q: '' }) === keyOf({ ...wanted, q: '' });
    const timer = setTimeout(
      () => {
        setSent(wantedKey);
        setFilters(wanted);
      },
      onlySearch ? SEARCH_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [isPending, wanted, wantedKey, sent, setFilters]);

  return { form, set, organisations };
}
