import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AUDIT_VALUE_TOO_LONG } from '@/domain/audit';
import type { KyndDataProvider } from '@/providers/types';
import { fakeDataProvider, renderScreen } from '@/test/screenTestKit';
import { ActivityList } from './ActivityList';

const entry = {
  id: 'e1',
  actor: { uid: 'u1', name: 'Olga Manager', role: 'Org Admin' },
  action: 'Changed code',
  kind: 'codes',
  target: { kind: 'codes', id: 'c1', label: 'JOINA' },
  organisationId: 'o1',
  before: { maximumUsage: 20 },
  after: { maximumUsage: 50 },
  at: new Date('2026-01-10T10:00:00Z'),
  via: 'screen:codes',
};
const olga = { id: 'u1', firstName: 'Olga', lastName: 'Manager', email: 'olga@example.com' };

describe('the Activity list (docs/security.md "Audit trail")', { timeout: 60_000 }, () => {
  it('filters by a person found by typing a name, never by a typed uid', async () => {
    const getList = vi.fn((resource: string, params: GetListParams) =>
      Promise.resolve(
        resource === 'users'
          ? { data: [olga], total: 1 }
          : {
              data: params.filter?.actorUid === 'u1' || !params.filter?.actorUid ? [entry] : [],
              total: 1,
            },
      ),
    );
    renderScreen(<ActivityList />, {
      dataProvider: fakeDataProvider({
        getList: getList as unknown as KyndDataProvider['getList'],
      }),
      resource: 'activity',
    });
    const person = await screen.findByRole('combobox', { name: 'Person acting' });
    await userEvent.type(person, 'olg');
    await userEvent.click(await screen.findByRole('option', { name: 'Olga Manager' }));
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'activity',
        expect.objectContaining({ filter: expect.objectContaining({ actorUid: 'u1' }) }),
      ),
    );
    // The search asked the users list for the start of a name, not for every user.
    expect(getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        filter: expect.objectContaining({ search: { field: 'firstName', term: 'olg' } }),
      }),
    );
    expect(person).toHaveValue('Olga Manager');
  });

  it('lists newest first and offers no other order', async () => {
    const getList = vi.fn((resource: string) =>
      Promise.resolve(
        resource === 'activity' ? { data: [entry], total: 1 } : { data: [], total: 0 },
      ),
    );
    renderScreen(<ActivityList />, {
      dataProvider: fakeDataProvider({
        getList: getList as unknown as KyndDataProvider['getList'],
        // The list may keep the person filter of the test before (its stored params).
        getOne: (() => Promise.resolve({ data: olga })) as unknown as KyndDataProvider['getOne'],
      }),
      resource: 'activity',
    });
    const when = await screen.findByRole('columnheader', { name: 'When' });
    expect(when.querySelector('button, [role="button"]')).toBeNull();
    expect(getList).toHaveBeenCalledWith(
      'activity',
      expect.objectContaining({ sort: { field: 'at', order: 'DESC' } }),
    );
  });

  it("words an entry's action from its code, an older entry's in its own words", async () => {
    const coded = {
      ...entry,
      id: 'e2',
      action: 'Words stored with the entry',
      actionCode: 'deactivated',
      kind: 'users',
      target: { kind: 'users', id: 'u9', label: 'Uma Employee' },
      before: { isActive: true, note: AUDIT_VALUE_TOO_LONG },
      after: { isActive: false },
    };
    renderScreen(<ActivityList />, {
      dataProvider: fakeDataProvider({
        getList: (() =>
          Promise.resolve({
            data: [coded, entry],
            total: 2,
          })) as unknown as KyndDataProvider['getList'],
        // The person filter the test above left in the address reads its person.
        getOne: (() => Promise.resolve({ data: olga })) as unknown as KyndDataProvider['getOne'],
      }),
      resource: 'activity',
    });
    expect(await screen.findByText('Deactivated user')).toBeVisible();
    expect(screen.getByText('Changed code')).toBeVisible();
    expect(screen.queryByText('Words stored with the entry')).toBeNull();
    expect(screen.getByText('note: (too long to show) → —')).toBeVisible();
  });
});
