// The codes' screens in jsdom, in one file, so that jsdom and the screen kit load once for the
// folder (a second and a half a file on 2 cores).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KyndDataProvider } from '@/providers/types';
import {
  expectFailedListWithRetry,
  fakeDataProvider,
  listsOf,
  ORG_ADMIN,
  renderScreen,
  shownToasts,
} from '@/test/screenTestKit';
import { CodeCreate } from './CodeCreate';
import { CodeList } from './CodeList';

describe('CodeScreens', () => {
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
  async function createCodeAs(create: KyndDataProvider['create'], typed: string) {
    renderScreen(<CodeCreate />, {
      dataProvider: fakeDataProvider({ getOne, create }),
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
      const create = vi.fn(() => Promise.reject(new Error('offline')));
      await createCodeAs(create, 'one-more');
      await waitFor(() =>
        expect(shownToasts()).toContainEqual([
          'error',
          'Error creating code',
          'Please, try again later',
        ]),
      );
      expect(create).toHaveBeenCalledWith('codes', {
        data: {
          organisationId: 'o1',
          divisionId: 'd1',
          code: 'ONE-MORE',
          maximumUsage: 100,
        },
      });
      expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('one-more');
    });

    it('tells of a code in use in an info toast and at the field, not as a failure', async () => {
      // As the provider refuses it: the field's message in react-admin's body.errors.
      const create = vi.fn(() =>
        Promise.reject(
          Object.assign(new Error('taken'), {
            code: 'already-exists',
            body: { errors: { code: 'resources.codes.validation.in_use' } },
          }),
        ),
      );
      await createCodeAs(create, 'one');
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
});

// The codes list's bulk Activate and Deactivate (docs/product.md §2 codes table, for many rows):
// the question counts the codes in the singular or the plural, the change is sent for the selected
// codes, a failure shows the screen's toast, and React's development build has nothing to warn of.
describe('the codes bulk activation', () => {
  /** The codes list with these codes, each of them selected. */
  async function selectCodes(codes: string[], updateMany: KyndDataProvider['updateMany']) {
    const rows = codes.map((id) => ({
      id,
      code: id,
      divisionId: 'd1',
      divisionName: 'Sales',
      organisationId: 'o1',
      isActive: true,
      currentUsage: 0,
      maximumUsage: 5,
    }));
    renderScreen(<CodeList />, {
      dataProvider: fakeDataProvider({ getList: listsOf({ codes: rows }), updateMany }),
      permissions: ORG_ADMIN,
      resource: 'codes',
    });
    for (const id of codes) {
      const row = (await screen.findByRole('rowheader', { name: id }, { timeout: 15_000 })).closest(
        'tr',
      ) as HTMLElement;
      await userEvent.click(within(row).getByRole('checkbox'));
    }
  }

  afterEach(() => vi.restoreAllMocks());

  describe('Activate and Deactivate', { timeout: 60_000 }, () => {
    it('asks about one code in the singular and deactivates it', async () => {
      const errors = vi.spyOn(console, 'error');
      const updateMany = vi.fn(() => Promise.resolve({ data: ['c1'] }));
      await selectCodes(['c1'], updateMany as unknown as KyndDataProvider['updateMany']);
      fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
      const question = await screen.findByRole('dialog', { name: 'Deactivate 1 code?' });
      fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
      await waitFor(() =>
        expect(updateMany).toHaveBeenCalledWith(
          'codes',
          expect.objectContaining({ ids: ['c1'], data: { isActive: false } }),
        ),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(errors).not.toHaveBeenCalled();
    });

    it("shows the screen's toast when the change fails", async () => {
      const updateMany = () => Promise.reject(new Error('refused'));
      await selectCodes(['c1', 'c2'], updateMany as unknown as KyndDataProvider['updateMany']);
      fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
      const question = await screen.findByRole('dialog', { name: 'Activate 2 codes?' });
      fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
      await waitFor(() =>
        expect(shownToasts()).toContainEqual(['error', 'Error changing activation', undefined]),
      );
    });
  });
});
