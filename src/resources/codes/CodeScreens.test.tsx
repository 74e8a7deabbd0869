import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KyndDataProvider } from '@/providers/types';
import {
  ORG_ADMIN,
  expectFailedListWithRetry,
  fakeDataProvider,
  listsOf,
  renderScreen,
  shownToasts,
} from '@/shared/screenTestKit';
import { CodeCreate } from './CodeCreate';
import { CodeList } from './CodeList';

const organisation = {
  id: 'o1',
  name: 'Org One',
  divisions: [{ id: 'd1', name: 'Sales & Marketing' }],
};
const getOne = (() =>
  Promise.resolve({ data: organisation })) as unknown as KyndDataProvider['getOne'];
/** The page's divisions (getMany divisions of the organisation). */
const getMany = vi.fn((resource: string, params: { ids: string[] }) =>
  Promise.resolve({
    data:
      resource === 'divisions'
        ? organisation.divisions.filter((division) => params.ids.includes(division.id))
        : [],
  }),
) as unknown as KyndDataProvider['getMany'];
const code = {
  id: 'c1',
  code: 'ONE',
  divisionId: 'd1',
  divisionName: 'Sales',
  organisationId: 'o1',
  organisationName: 'Org One',
  isActive: true,
  currentUsage: 4,
  maximumUsage: 20,
};

/** Create code of Org One's admin: the division and the code typed, then Create. */
async function createCodeAs(createCode: KyndDataProvider['createCode'], typed: string) {
  renderScreen(<CodeCreate />, {
    dataProvider: fakeDataProvider({ getOne, createCode }),
    permissions: ORG_ADMIN,
    resource: 'codes',
  });
  await userEvent.click(
    await screen.findByRole('combobox', { name: 'Division' }, { timeout: 15_000 }),
  );
  await userEvent.click(await screen.findByRole('option', { name: 'Sales & Marketing' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
}

describe('codes screens (docs/product.md §2, §8)', { timeout: 60_000 }, () => {
  it("shows 'Error fetching codes' and a retry", () =>
    expectFailedListWithRetry(<CodeList />, 'codes', 'Error fetching codes', { getOne }));

  it('names the division as the code carries it, reading nothing else, and shows a failed activation change', async () => {
    const update = vi.fn(() => Promise.reject(new Error('denied')));
    renderScreen(<CodeList />, {
      dataProvider: fakeDataProvider({
        getList: listsOf({ codes: [code] }),
        getMany,
        update,
      } as Partial<KyndDataProvider>),
      permissions: ORG_ADMIN,
      resource: 'codes',
    });
    const row = (
      await screen.findByRole('rowheader', { name: 'ONE' }, { timeout: 15_000 })
    ).closest('tr') as HTMLElement;
    // The code's own divisionName, which the server renames with its division.
    expect(within(row).getByText(code.divisionName)).toBeInTheDocument();
    expect(getMany).not.toHaveBeenCalled();
    expect(within(row).getByText('4 / 20')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('switch', { name: 'Active' }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(['error', 'Error changing activation', undefined]),
    );
    expect(update).toHaveBeenCalledWith(
      'codes',
      expect.objectContaining({ id: 'c1', data: { isActive: false } }),
    );
  });

  it("shows 'Error creating code' and keeps the form", async () => {
    const createCode = vi.fn(() => Promise.reject(new Error('offline')));
    await createCodeAs(createCode, 'one-more');
    await waitFor(() =>
      expect(shownToasts()).toContainEqual([
        'error',
        'Error creating code',
        'Please, try again later',
      ]),
    );
    expect(createCode).toHaveBeenCalledWith({
      organisationId: 'o1',
      divisionId: 'd1',
      code: 'ONE-MORE',
      maximumUsage: 100,
    });
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('one-more');
  });

  it('tells of a code in use in an info toast and at the field, not as a failure', async () => {
    const createCode = vi.fn(() =>
      Promise.reject(Object.assign(new Error('taken'), { code: 'already-exists' })),
    );
    await createCodeAs(createCode, 'one');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
        'This code is already in use',
      ),
    );
    // The toast is rendered from react-admin's notification queue, a render after the field's error.
    await waitFor(() =>
      expect(shownToasts()).toEqual([['info', 'This code is already in use', undefined]]),
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });
});
