import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KyndDataProvider } from '@/providers/types';
import { fakeDataProvider, listsOf, renderScreen, shownToasts } from '@/test/screenTestKit';
import { IndustryList } from './IndustryList';
import { OrgsIndustries } from './OrgsIndustries';

const industries = ['Accounting', 'Retail'].map((name) => ({
  id: `industry-${name.toLowerCase()}`,
  name,
  createdAt: new Date('2025-03-04T00:00:00Z'),
  updatedAt: new Date('2025-03-04T00:00:00Z'),
}));

describe('industries screens (docs/product.md §5, §8)', { timeout: 60_000 }, () => {
  it("shows 'Error loading industries'", async () => {
    renderScreen(<IndustryList />, {
      dataProvider: fakeDataProvider({ getList: listsOf({ industries: new Error('offline') }) }),
      resource: 'industries',
    });
    await waitFor(
      () =>
        expect(shownToasts()).toContainEqual([
          'error',
          'Error loading industries',
          'Please, try again later',
        ]),
      { timeout: 15_000 },
    );
  });

  it('checks the name on the page before asking, and shows a failed creation', async () => {
    const create = vi.fn(() => Promise.reject(new Error('offline')));
    renderScreen(<IndustryList />, {
      dataProvider: fakeDataProvider({ getList: listsOf({ industries }), create }),
      resource: 'industries',
    });
    expect(await screen.findAllByText('Created 04 Mar 2025', {}, { timeout: 15_000 })).toHaveLength(
      2,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await userEvent.type(name, 'retail');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(shownToasts()).toEqual([
        ['info', 'Choose a name for the new industry', undefined],
        ['info', 'Industry already exists', undefined],
      ]),
    );
    expect(create).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Mining');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual([
        'error',
        'Error creating industry',
        'Please, try again later',
      ]),
    );
    expect(create).toHaveBeenCalledWith('industries', { data: { name: 'Mining' } });
  });

  it("shows 'Error updating organisation industry' and the stored industry again", async () => {
    const call = vi.fn(() => Promise.reject(new Error('denied')));
    renderScreen(<OrgsIndustries />, {
      dataProvider: fakeDataProvider({
        getList: listsOf({
          industries,
          organisations: [{ id: 'o1', name: 'Org One', industry: 'Accounting' }] as never,
        }),
        call,
      } as Partial<KyndDataProvider>),
      resource: 'industries',
    });
    const card = await screen.findByRole('region', { name: 'Org One' }, { timeout: 15_000 });
    const select = within(card).getByRole('combobox', { name: 'Industry' });
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Retail' }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual([
        'error',
        'Error updating organisation industry',
        'Please, try again later',
      ]),
    );
    expect(call).toHaveBeenCalledWith('updateOrgScoresIndustry', {
      organisationId: 'o1',
      industry: 'Retail',
    });
    await waitFor(() => expect(select).toHaveTextContent('Accounting'));
  });
});
