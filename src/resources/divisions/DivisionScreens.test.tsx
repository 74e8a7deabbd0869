import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataProviderError } from '@/providers/dataProvider/errors';
import type { KyndDataProvider } from '@/providers/types';
import {
  ORG_ADMIN,
  expectFailedListWithRetry,
  fakeDataProvider,
  listsOf,
  renderScreen,
  shownToasts,
} from '@/test/screenTestKit';
import { DivisionCreate } from './DivisionCreate';
import { DivisionList } from './DivisionList';

const divisions = [
  { id: 'd1', name: 'Default division', organisationId: 'o1' },
  { id: 'd2', name: 'Sales', description: 'Sellers', organisationId: 'o1' },
];
const organisation = { id: 'o1', name: 'Org One', divisions };

/** The divisions list of an Org Admin with these data methods, and its row of 'Sales'. */
async function salesRowOf(methods: Partial<KyndDataProvider>): Promise<HTMLElement> {
  renderScreen(<DivisionList />, {
    dataProvider: fakeDataProvider({ getList: listsOf({ divisions }), ...methods }),
    permissions: ORG_ADMIN,
    resource: 'divisions',
  });
  return (await screen.findByRole('rowheader', { name: 'Sales' }, { timeout: 15_000 })).closest(
    'tr',
  ) as HTMLElement;
}

describe('the divisions list', { timeout: 60_000 }, () => {
  it("shows each division's codes from the code summary, its page's divisions only", async () => {
    const getCodeSummaries = vi.fn(() =>
      Promise.resolve([
        {
          id: 'code-sales',
          code: 'SALES',
          divisionId: 'd2',
          organisationId: 'o1',
          isActive: true,
          currentUsage: 0,
          maximumUsage: 5,
        },
      ]),
    );
    const row = await salesRowOf({ getCodeSummaries } as Partial<KyndDataProvider>);
    expect(await within(row).findByText('SALES')).toBeInTheDocument();
    expect(getCodeSummaries).toHaveBeenCalledWith(['o1'], ['d1', 'd2']);
  });
});

describe('divisions failures (docs/product.md §8)', { timeout: 60_000 }, () => {
  it("shows 'Error fetching divisions' and a retry", () =>
    expectFailedListWithRetry(<DivisionList />, 'divisions', 'Error fetching divisions'));

  it('shows a failed edit and keeps the dialog open with what was typed', async () => {
    const update = vi.fn(() => Promise.reject(new Error('denied')));
    const row = await salesRowOf({ update } as Partial<KyndDataProvider>);
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit division' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sales & Marketing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual([
        'error',
        'Error updating division',
        'Please, try again later',
      ]),
    );
    expect(update).toHaveBeenCalledWith(
      'divisions',
      expect.objectContaining({
        id: 'd2',
        data: { name: 'Sales & Marketing', description: 'Sellers' },
        meta: { organisationId: 'o1' },
      }),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Sales & Marketing');
  });

  it.each([
    [
      'at the limit of divisions',
      new DataProviderError('resource-exhausted', 'full'),
      'An organisation can have at most 500 divisions',
    ],
    ['for any other reason', new Error('offline'), 'Please, try again later'],
  ])("shows 'Error creating division' %s", async (_when, error, description) => {
    renderScreen(<DivisionCreate />, {
      dataProvider: fakeDataProvider({
        getOne: (() =>
          Promise.resolve({ data: organisation })) as unknown as KyndDataProvider['getOne'],
        create: () => Promise.reject(error),
      }),
      permissions: ORG_ADMIN,
      resource: 'divisions',
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Payroll');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(['error', 'Error creating division', description]),
    );
  });
});
