import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  ListBase,
  memoryStore,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { vi } from 'vitest';
import { i18nProvider } from '@/resources/registry';
import { AlertFilters } from './AlertFilters';
import type { AlertOrganisations } from './alertsOrganisation';

const ORGANISATIONS: AlertOrganisations = {
  optionsStatus: 'ready',
  options: [
    { id: 'bay', name: 'Bayview College' },
    { id: 'harbour', name: 'Harbour Accounting Partners' },
  ],
  choose: () => undefined,
  retry: () => undefined,
};

function renderFilters(organisations: AlertOrganisations | null, defaults: Record<string, string>) {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: [], total: 0 }),
  );
  const dataProvider = { getList } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <ListBase resource="questionnaireAlerts" filterDefaultValues={defaults} disableAuthentication>
        <AlertFilters organisations={organisations} />
      </ListBase>
    </AdminContext>,
  );
  const lastFilter = () => getList.mock.calls.at(-1)?.[1].filter as Record<string, string>;
  return { lastFilter };
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
    const { lastFilter } = renderFilters(ORGANISATIONS, { type: 'All', organisationId: 'bay' });
    await waitFor(() => expect(lastFilter()).toEqual({ type: 'All', organisationId: 'bay' }));
    await choose('Organisation', 'Harbour Accounting Partners');
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
    const { lastFilter } = renderFilters(ORGANISATIONS, { type: 'All', organisationId: 'gone' });
    await waitFor(() => expect(lastFilter()).toEqual({ type: 'All', organisationId: 'bay' }));
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveTextContent(
      'Bayview College',
    );
  });

  it('offers no organisation to an Org Admin and drops one left in the list', async () => {
    const { lastFilter } = renderFilters(null, { type: 'All', organisationId: 'bay' });
    await waitFor(() => expect(lastFilter()).toEqual({ type: 'All' }));
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).not.toBeInTheDocument();
  });
});
