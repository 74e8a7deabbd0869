// The organisations' screens in jsdom, in one file, so that jsdom and the screen kit load once for
// the folder (a second and a half a file on 2 cores).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SummarisedCode } from '@/domain/codeSummaries';
import type { Organisation } from '@/domain/types';
import type { KyndDataProvider, Progress } from '@/providers/types';
import {
  fakeDataProvider,
  listsOf,
  ORG_ADMIN,
  renderScreen,
  shownToasts,
} from '@/test/screenTestKit';
import { OrganisationCreate } from './OrganisationCreate';
import { OrganisationList } from './OrganisationList';

describe('OrganisationCreate', () => {
  const industries = [{ id: 'i1', name: 'Retail', createdAt: new Date(), updatedAt: new Date() }];

  function renderForm(methods: Partial<KyndDataProvider>) {
    renderScreen(<OrganisationCreate />, {
      dataProvider: fakeDataProvider({ getList: listsOf({ industries }), ...methods }),
      resource: 'organisations',
    });
  }

  async function fillIn(): Promise<void> {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Tui Retail');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 Street');
    await userEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Retail' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'First division name' }), 'Shop');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'tui-1');
  }

  describe('OrganisationCreate failures (docs/product.md §8)', { timeout: 60_000 }, () => {
    it("shows 'Error creating organisation', and refreshes nothing", async () => {
      const create = vi.fn(() => Promise.reject(new Error('unavailable')));
      const call = vi.fn();
      renderForm({ create, call } as Partial<KyndDataProvider>);
      await fillIn();
      await userEvent.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(shownToasts()).toContainEqual([
          'error',
          'Error creating organisation',
          'Please, try again later',
        ]),
      );
      expect(create).toHaveBeenCalledWith('organisations', {
        data: {
          name: 'Tui Retail',
          address: '1 Street',
          phone: '',
          industry: 'Retail',
          divisionName: 'Shop',
          code: 'TUI-1',
          codeUsage: 20,
        },
      });
      expect(call).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tui Retail');
    });

    it("shows 'Error loading industries' when they cannot be read", async () => {
      renderScreen(<OrganisationCreate />, {
        dataProvider: fakeDataProvider({ getList: listsOf({ industries: new Error('offline') }) }),
        resource: 'organisations',
      });
      await waitFor(() =>
        expect(shownToasts()).toContainEqual([
          'error',
          'Error loading industries',
          'Please, try again later',
        ]),
      );
    });
  });
});

describe('OrganisationList', () => {
  const code = (id: string, value: string, maximumUsage: number): SummarisedCode => ({
    id,
    code: value,
    divisionId: 'd1',
    organisationId: 'o1',
    isActive: true,
    currentUsage: 3,
    maximumUsage,
  });

  /** A list row: the server-kept count, no employee ids nor codes. */
  const organisation = {
    id: 'o1',
    name: 'Org One',
    address: '1 Street',
    phone: '',
    isActive: true,
    managers: [
      { id: 'm1', name: 'Mia One' },
      { id: 'm2', name: 'Max Two' },
    ],
    employeeCount: 1000,
    divisions: [],
    industry: 'Retail',
    customQuestionnaires: ['vision-v2'],
    createdAt: new Date('2026-01-01T00:00:00Z'),
  } as unknown as Organisation;

  /** The administrators' code summary of the page (src/domain/codeSummaries.ts). */
  const getCodeSummaries = () => Promise.resolve([code('c1', 'ONE', 20), code('c2', 'ONE-B', 100)]);

  function renderList(methods: Partial<KyndDataProvider>, permissions?: typeof ORG_ADMIN) {
    const dataProvider = fakeDataProvider({
      getList: listsOf({ organisations: [organisation] }),
      getCodeSummaries,
      ...methods,
    });
    renderScreen(<OrganisationList />, { dataProvider, permissions, resource: 'organisations' });
    return dataProvider;
  }

  const rowOfOrgOne = async () =>
    (await screen.findByRole('rowheader', { name: 'Org One' }, { timeout: 15_000 })).closest(
      'tr',
    ) as HTMLElement;

  describe('OrganisationList failures (docs/product.md §8)', { timeout: 60_000 }, () => {
    it('tells how far an inactivation went when a batch fails, and does not refresh the industry', async () => {
      const call = vi.fn();
      renderList({
        setOrganisationActive: (
          _id: string,
          _active: boolean,
          onProgress?: (p: Progress) => void,
        ) => {
          onProgress?.({ done: 0, total: 1000 });
          onProgress?.({ done: 450, total: 1000 });
          return Promise.reject(new Error('commit failed'));
        },
        call,
      });
      await userEvent.click(within(await rowOfOrgOne()).getByRole('switch', { name: 'Active' }));
      const dialog = await screen.findByRole('dialog', { name: 'Inactivate organisation' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'INACTIVATE' }));
      await waitFor(() =>
        expect(shownToasts()).toContainEqual([
          'error',
          'Error updating status',
          'Contact support. 450 of 1,000 employees were updated: run INACTIVATE again to complete it.',
        ]),
      );
      expect(call).not.toHaveBeenCalled();
    });

    it("says 'Error updating status' / 'Contact support' when the status change fails outright", async () => {
      const call = vi.fn();
      renderList({
        setOrganisationActive: () => Promise.reject(new Error('refused')),
        call,
      });
      await userEvent.click(within(await rowOfOrgOne()).getByRole('switch', { name: 'Active' }));
      const dialog = await screen.findByRole('dialog', { name: 'Inactivate organisation' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'INACTIVATE' }));
      await waitFor(() =>
        expect(shownToasts()).toContainEqual(['error', 'Error updating status', 'Contact support']),
      );
      expect(call).not.toHaveBeenCalled();
    });

    it('refreshes the industry figures once the activation is done', async () => {
      const call = vi.fn(() => Promise.resolve({ calculatedAt: '2026-01-01T00:00:00Z' }));
      const setOrganisationActive = vi.fn(() => Promise.resolve());
      renderList({ setOrganisationActive, call } as Partial<KyndDataProvider>);
      await userEvent.click(within(await rowOfOrgOne()).getByRole('switch', { name: 'Active' }));
      await userEvent.click(await screen.findByRole('button', { name: 'INACTIVATE' }));
      await waitFor(() =>
        expect(call).toHaveBeenCalledWith('scheduleOrgScoreCalculation', { organisationId: 'o1' }),
      );
      expect(setOrganisationActive).toHaveBeenCalledWith('o1', false, expect.any(Function));
    });

    it('shows the custom questionnaires failure, and the stored choice stays', async () => {
      const update = vi.fn(() => Promise.reject(new Error('denied')));
      renderList({ update } as Partial<KyndDataProvider>);
      const row = await rowOfOrgOne();
      await userEvent.click(within(row).getByRole('button', { name: 'Change' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Custom questionnaires of Org One',
      });
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Hearing V2' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
      await waitFor(() =>
        expect(shownToasts()).toContainEqual([
          'error',
          'Error updating available custom questionnaire',
          'Fail to update organisation with custom questionnaires.',
        ]),
      );
      expect(update).toHaveBeenCalledWith(
        'organisations',
        expect.objectContaining({
          id: 'o1',
          data: { customQuestionnaires: ['hearing-v2', 'vision-v2'] },
        }),
      );
      // The dialog stays open for another try; once cancelled, the stored choice is shown.
      await userEvent.click(
        await within(dialog).findByRole('button', { name: 'Cancel' }, { timeout: 5_000 }),
      );
      expect(within(await rowOfOrgOne()).getByText('Vision V2')).toBeInTheDocument();
    });

    it('shows a failed manager removal', async () => {
      renderList({ removeManager: () => Promise.reject(new Error('denied')) });
      const row = await rowOfOrgOne();
      await userEvent.click(within(row).getByRole('button', { name: 'Remove manager Max Two' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
      await waitFor(() =>
        expect(shownToasts()).toContainEqual(['error', 'Error removing manager', undefined]),
      );
    });

    it('sends only the changed limits, and keeps the edit mode when saving them fails', async () => {
      const updateCodesMaximumUsage = vi.fn(() => Promise.reject(new Error('denied')));
      renderList({ updateCodesMaximumUsage });
      await rowOfOrgOne();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit codes max usage' }));
      const field = await screen.findByRole('spinbutton', { name: 'ONE-B' });
      await userEvent.clear(field);
      await userEvent.type(field, '150');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(shownToasts()).toContainEqual([
          'error',
          'Error updating codes',
          'Please, try again later',
        ]),
      );
      expect(updateCodesMaximumUsage).toHaveBeenCalledWith([{ id: 'c2', maximumUsage: 150 }]);
      expect(screen.getByRole('spinbutton', { name: 'ONE-B' })).toHaveValue(150);
    });

    it('shows the codes and the employee count of the row, and a saved limit at once', async () => {
      const updateCodesMaximumUsage = vi.fn(() => Promise.resolve());
      renderList({ updateCodesMaximumUsage });
      const row = await rowOfOrgOne();
      const cells = () =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
      await waitFor(() => expect(cells()[2]).toBe('ONE (3 / 20)ONE-B (3 / 100)'));
      expect(cells()[3]).toBe('1000');
      await userEvent.click(screen.getByRole('button', { name: 'Edit codes max usage' }));
      const field = await screen.findByRole('spinbutton', { name: 'ONE' });
      await userEvent.clear(field);
      await userEvent.type(field, '25');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(cells()[2]).toBe('ONE (3 / 25)ONE-B (3 / 100)'));
      expect(updateCodesMaximumUsage).toHaveBeenCalledWith([{ id: 'c1', maximumUsage: 25 }]);
    });

    it("links each row to the organisation's history in the Activity list", async () => {
      renderList({});
      const link = within(await rowOfOrgOne()).getByRole('link', { name: 'History' });
      // react-admin's own router in the test is a hash router.
      const target = new URL((link.getAttribute('href') ?? '').replace(/^#/, ''), 'http://app');
      expect(target.pathname).toBe('/activity');
      expect(JSON.parse(target.searchParams.get('filter') ?? '{}')).toEqual({ targetId: 'o1' });
    });

    it('offers no history to a role that may not read the entries', async () => {
      renderList({}, { ...ORG_ADMIN, role: 'Clinician', allowedOrganisationsIds: ['o1'] });
      expect(within(await rowOfOrgOne()).queryByRole('link', { name: 'History' })).toBeNull();
    });

    it("reads the page's codes in one call", async () => {
      const summaries = vi.fn(getCodeSummaries);
      renderList({ getCodeSummaries: summaries });
      await waitFor(() =>
        expect(within(screen.getByRole('table')).getByText('ONE-B')).toBeTruthy(),
      );
      expect(summaries).toHaveBeenCalledTimes(1);
      expect(summaries).toHaveBeenCalledWith(['o1'], undefined);
    });

    it('shows no Codes column, and reads no code, to a role that may not read codes', async () => {
      const none = vi.fn(getCodeSummaries);
      renderList(
        { getCodeSummaries: none },
        {
          ...ORG_ADMIN,
          role: 'Clinician',
          allowedOrganisationsIds: ['o1'],
        },
      );
      const rows = await screen.findAllByRole('rowheader', { name: 'Org One' });
      expect(rows.length).toBeGreaterThan(0);
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).not.toContain(
        'Codes',
      );
      expect(none).not.toHaveBeenCalled();
    });

    it('shows an organisation admin their organisation read-only', async () => {
      renderList({}, ORG_ADMIN);
      const row = await rowOfOrgOne();
      expect(within(row).getByRole('switch', { name: 'Active' })).toBeDisabled();
      expect(within(row).queryByRole('button')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit codes max usage' })).toBeNull();
    });
  });
});
