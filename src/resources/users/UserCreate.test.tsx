// Create user (docs/product.md §2, §5) reads no list of every organisation: a provider admin finds
// the organisation by typing (the server's search, one short page), and only the chosen
// organisation is read, by id, for its divisions; an Org Admin's own organisation is read so too.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KyndDataProvider } from '@/providers/types';
import { PICKER_MATCHES } from '@/shared/OrganisationPicker';
import { ORG_ADMIN, fakeDataProvider, renderScreen } from '@/shared/screenTestKit';
import { UserCreate } from './UserCreate';

const HARBOUR = {
  id: 'o1',
  name: 'Harbour Accounting',
  industry: 'Accounting',
  isActive: true,
  divisions: [
    { id: 'd2', name: 'Tax' },
    { id: 'd1', name: 'Audit' },
  ],
  managers: [{ id: 'm1', name: 'First Manager' }],
};
const SUMMIT = { id: 'o2', name: 'Summit Builders', industry: 'Building', isActive: true };

function serverLike() {
  const getList = vi.fn(
    (
      resource: string,
      params: { filter: { search?: string }; pagination: { perPage: number } },
    ) => {
      if (resource !== 'organisationChoices') {
        return Promise.reject(new Error(`Unexpected getList ${resource}`));
      }
      const term = (params.filter.search ?? '').toLowerCase();
      const matching = [HARBOUR, SUMMIT]
        .filter((item) => item.name.toLowerCase().startsWith(term))
        .map(({ id, name, industry, isActive }) => ({ id, name, industry, isActive }));
      return Promise.resolve({ data: matching, total: matching.length });
    },
  );
  const getMany = vi.fn((_resource: string, params: { ids: string[] }) =>
    Promise.resolve({ data: [HARBOUR].filter((item) => params.ids.includes(item.id)) }),
  );
  return { getList, getMany };
}

function providerWith(methods: ReturnType<typeof serverLike>) {
  return fakeDataProvider({
    getList: methods.getList as unknown as KyndDataProvider['getList'],
    getMany: methods.getMany as unknown as KyndDataProvider['getMany'],
  });
}

describe('Create user', { timeout: 60_000 }, () => {
  it("finds a provider admin's organisation by typing and reads only the chosen one's details", async () => {
    const methods = serverLike();
    renderScreen(<UserCreate />, { dataProvider: providerWith(methods), resource: 'users' });
    const box = await screen.findByRole('combobox', { name: 'Organisation' });
    // Nothing read before the box is used.
    expect(methods.getList).not.toHaveBeenCalled();
    expect(methods.getMany).not.toHaveBeenCalled();

    box.focus();
    fireEvent.change(box, { target: { value: 'harb' } });
    // Once the typing pauses, the server's answer replaces the first page.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    for (const [, params] of methods.getList.mock.calls) {
      expect(params.pagination.perPage).toBeLessThanOrEqual(PICKER_MATCHES);
    }
    fireEvent.click(screen.getByRole('option', { name: 'Harbour Accounting' }));

    await waitFor(() =>
      expect(methods.getMany).toHaveBeenCalledWith(
        'organisationChoices',
        expect.objectContaining({ ids: ['o1'], meta: { details: true } }),
      ),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Division' }));
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((item) => item.textContent),
      ).toEqual(['All', 'Audit', 'Tax']),
    );
  });

  it('shows an Org Admin its own organisation, read by id alone', async () => {
    const methods = serverLike();
    renderScreen(<UserCreate />, {
      dataProvider: providerWith(methods),
      permissions: ORG_ADMIN,
      resource: 'users',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organisation' })).toHaveTextContent(
        'Harbour Accounting',
      ),
    );
    expect(methods.getList).not.toHaveBeenCalled();
    expect(methods.getMany.mock.calls.map(([, params]) => params.ids)).toEqual([['o1']]);
  });
});
