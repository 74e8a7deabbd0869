import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KyndDataProvider } from '@/providers/types';
import { OrganisationCreate } from './OrganisationCreate';
import { fakeDataProvider, listsOf, renderScreen, shownToasts } from '@/shared/screenTestKit';

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
    const createOrganisation = vi.fn(() => Promise.reject(new Error('unavailable')));
    const call = vi.fn();
    renderForm({ createOrganisation, call } as Partial<KyndDataProvider>);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual([
        'error',
        'Error creating organisation',
        'Please, try again later',
      ]),
    );
    expect(createOrganisation).toHaveBeenCalledWith({
      name: 'Tui Retail',
      address: '1 Street',
      phone: '',
      industry: 'Retail',
      divisionName: 'Shop',
      code: 'TUI-1',
      codeUsage: 20,
    });
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tui Retail');
  });

  it("shows 'Error loading industries' when they cannot be read", async () => {
    renderScreen(<OrganisationCreate />, {
      dataProvider: fakeDataProvider({ getList: listsOf({ industries: new Error('offline') }) }),
      resource: 'organisations',
    });
    // The query is retried first, as any read of reference data.
    await waitFor(
      () =>
        expect(shownToasts()).toContainEqual([
          'error',
          'Error loading industries',
          'Please, try again later',
        ]),
      { timeout: 20_000 },
    );
  });
});
