// Every change sends the whole filter to the list, never a merge into its current values, which
// react-admin applies a tick later and which could bring back a choice just undone.
import { useEffect, useMemo, useState } from 'react';
import { useListContext } from 'react-admin';
import { chosenOrganisation } from '@/domain/organisationChoice';
import type { AlertOrganisations } from './alertsOrganisation';

export interface AlertFilterForm {
  organisationId: string;
  search: string;
  status: string;
  type: string;
}

export const SEARCH_DELAY_MS = 400;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function formOf(filter: Record<string, unknown>): AlertFilterForm {
  return {
    organisationId: text(filter.organisationId),
    search: text(filter.q),
    status: text(filter.status),
    type: text(filter.type) || 'All',
  };
}

function filterOf(form: AlertFilterForm, choosesOrganisation: boolean): Record<string, string> {
  const filter: Record<string, string> = { type: form.type };
  if (choosesOrganisation && form.organisationId !== '')
    filter.organisationId = form.organisationId;
  if (form.status !== '') filter.status = form.status;
  if (form.search.trim() !== '') filter.q = form.search.trim();
  return filter;
}

const keyOf = (filter: Record<string, string>) =>
  JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));

export function useAlertFilterForm(organisations: AlertOrganisations | null) {
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

  // The list's organisation (from the address, Back, a stored list) becomes the screen's choice,
  // which the choice hook reads and checks; until it has, the list's stands.
  const unchecked =
    organisations !== null &&
    form.organisationId !== '' &&
    form.organisationId !== organisations.choice.organisationId;
  const choose = organisations?.choose;
  useEffect(() => {
    if (unchecked) choose?.(form.organisationId);
  }, [unchecked, choose, form.organisationId]);
  const chosen =
    organisations && !unchecked
      ? chosenOrganisation({
          own: undefined,
          stored: form.organisationId,
          offered: organisations.optionsStatus === 'ready' ? organisations.options : undefined,
          defaultFirst: true,
        })
      : form.organisationId;
  if (chosen !== '' && chosen !== form.organisationId)
    setForm((current) => ({ ...current, organisationId: chosen }));

  const choosesOrganisation = organisations !== null;
  const wanted = useMemo(() => filterOf(form, choosesOrganisation), [form, choosesOrganisation]);
  const wantedKey = keyOf(wanted);
  useEffect(() => {
    if (wantedKey === sent) return undefined;
    const before = JSON.parse(sent) as [string, string][];
    const onlySearch =
      keyOf(Object.fromEntries(before.filter(([name]) => name !== 'q'))) ===
      keyOf(Object.fromEntries(Object.entries(wanted).filter(([name]) => name !== 'q')));
    const timer = setTimeout(
      () => {
        setSent(wantedKey);
        setFilters(wanted);
      },
      onlySearch ? SEARCH_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [wanted, wantedKey, sent, setFilters]);

  const set = (name: keyof AlertFilterForm, value: string) =>
    setForm((current) => ({ ...current, [name]: value }));
  return { form, set };
}
