import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  ListBase,
  memoryStore,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { useState } from 'react';
import { vi } from 'vitest';
import { i18nProvider } from '@/resources/registry';
import { AlertFilters } from './AlertFilters';
import type { AlertOrganisations } from './alertsOrganisation';

/** The organisations offering the alerts' questionnaires, as the server's search answers. */
const OFFERED = [
  { id: 'bay', name: 'Bayview College' },
  { id: 'harbour', name: 'Harbour Accounting Partners' },
];

/** The screen's choice as useOrganisationChoice keeps it: the kept one if offered, else the first. */
function FiltersWithChoice({ kept }: { kept: string }) {
  const [chosen, setChosen] = useState(kept);
  const offered = OFFERED.find((organisation) => organisation.id === chosen) ?? OFFERED[0];
  const organisations: AlertOrganisations = {
    choice: { industry: '', organisationId: chosen },
    options: offered ? [offered] : [],
    optionsStatus: 'ready',
    choose: setChosen,
    retry: () => undefined,
  };
  return <AlertFilters organisations={organisations} />;
}

function renderFilters(kept: string | null, defaults: Record<string, string>) {
  const getList = vi.fn((resource: string, _params: GetListParams) =>
    Promise.resolve(
      resource === 'organisationChoices'
        ? { data: OFFERED, total: OFFERED.length }
        : { data: [], total: 0 },
    ),
  );
  const dataProvider = { getList } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <ListBase resource="questionnaireAlerts" filterDefaultValues={defaults} disableAuthentication>
        {kept === null ? <AlertFilters organisations={null} /> : <FiltersWithChoice kept={kept} />}
      </ListBase>
    </AdminContext>,
  );
  const callsOf = (resource: string) =>
    getList.mock.calls.filter(([called]) => called === resource).map(([, params]) => params);
  const lastFilter = () => callsOf('questionnaireAlerts').at(-1)?.filter as Record<string, string>;
  return { lastFilter, callsOf };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
}

describe('the alert filters', { timeout: 30_000 }, () => {
  // The list keeps its filter in the URL: each test starts from a bare one.
  beforeEach(() => window.history.replaceState({}, '', '/'));

  it('sends the whole filter each time, so that an undone choice never comes back', async () => {
    const { lastFilter, callsOf } = renderFilters('bay', { type: 'All', organisationId: 'bay' });
    await waitFor(() => expect(lastFilter()).toEqual({ type: 'All', organisationId: 'bay' }));
    await choose('Organisation', 'Harbour Accounting Partners');
    // Found among the organisations offering the alerts' questionnaires, a page at a time.
    expect(callsOf('organisationChoices').at(-1)).toMatchObject({
      filter: { search: '', questionnaires: ['hearing-v2', 'vision-v2'] },
      pagination: { page: 1, perPage: 20 },
    });
    await choose('Alert status', 'In Progress');
    await choose('Alert type', 'Vision Screen');
    await waitFor(() =>
      expect(lastFilter()).toEqual({
        organisationId: 'harbour',
        status: 'In Progress',
        type: 'Vision Screen',
      }),
    );
    await choose('Alert status', 'All');
    await choose('Alert type', 'All');
    // Typed at once, before the list has caught up with the two choices above.
    await userEvent.type(screen.getByRole('textbox', { name: 'Search user' }), 'AN TH');
    await waitFor(() =>
      expect(lastFilter()).toEqual({ organisationId: 'harbour', type: 'All', q: 'AN TH' }),
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search user' }));
    await waitFor(() => expect(lastFilter()).toEqual({ organisationId: 'harbour', type: 'All' }));
  });

  it('chooses the first organisation when the list holds none of those offered', async () => {
    const { lastFilter } = renderFilters('harbour', { type: 'All', organisationId: 'gone' });
    await waitFor(() => expect(lastFilter()).toEqual({ type: 'All', organisationId: 'bay' }));
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue('Bayview College');
  });

  it("takes the list's organisation (an address, Back) over the one kept", async () => {
    const { lastFilter } = renderFilters('bay', { type: 'All', organisationId: 'harbour' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveValue(
        'Harbour Accounting Partners',
      ),
    );
    expect(lastFilter()).toEqual({ type: 'All', organisationId: 'harbour' });
  });

  it('offers no organisation to an Org Admin and drops one left in the list', async () => {
    const { lastFilter } = renderFilters(null, { type: 'All', organisationId: 'bay' });
    await waitFor(() => expect(lastFilter()).toEqual({ type: 'All' }));
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).not.toBeInTheDocument();
  });
});
