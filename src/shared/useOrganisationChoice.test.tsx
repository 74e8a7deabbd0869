// The choosing rules through the hook, with react-admin's store and a data provider answering the
// kept organisation and the first offered.
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { OrganisationChoice } from '@/domain/organisationChoice';
import type { KyndPermissions } from '@/providers/authProvider';
import { FIRST_MATCHES_META } from '@/providers/dataSpec';
import { createQueryClient } from '@/providers/queryClient';
import type { KyndDataProvider } from '@/providers/types';
import { fakeDataProvider, KYND_ADMIN, listsOf, ORG_ADMIN } from './screenTestKit';
import {
  useOrganisationChoice,
  useStoredOrganisationChoice,
  type OrganisationChoiceOptions,
  type StoredChoiceOptions,
} from './useOrganisationChoice';

/** The organisations offering the alerts' questionnaires, by name. */
const FIRST = { id: 'acme', name: 'Acme', customQuestionnaires: ['vision-v2'] };
const KNOWN: Record<string, object> = {
  acme: FIRST,
  bay: { id: 'bay', name: 'Bayview College', customQuestionnaires: ['hearing-v2'] },
  // An organisation that offers neither.
  plain: { id: 'plain', name: 'Plain Ltd', customQuestionnaires: [] },
};
const CHOICE: StoredChoiceOptions = {
  storeKey: 'test.organisation',
  offered: { by: 'search', questionnaires: ['hearing-v2', 'vision-v2'] },
  defaultFirst: true,
};
const knownOne = (_resource: string, { id }: { id: string }) =>
  KNOWN[id]
    ? Promise.resolve({ data: KNOWN[id] })
    : Promise.reject(Object.assign(new Error('no such organisation'), { code: 'not-found' }));

function renderChoice(
  permissions: KyndPermissions,
  stored: string | undefined,
  options: StoredChoiceOptions = CHOICE,
  getOne: (resource: string, params: { id: string }) => Promise<{ data: object }> = knownOne,
) {
  const getList = vi.fn(listsOf({ organisationChoices: [FIRST] }));
  const getOneSpy = vi.fn(getOne);
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(permissions),
  };
  const store = memoryStore(
    stored === undefined ? {} : { [options.storeKey]: { industry: '', organisationId: stored } },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext
      // The app's retry rule: a missing organisation is not asked for again.
      queryClient={createQueryClient()}
      dataProvider={fakeDataProvider({
        getList: getList as KyndDataProvider['getList'],
        getOne: getOneSpy as unknown as KyndDataProvider['getOne'],
      })}
      authProvider={authProvider}
      store={store}
    >
      {children}
    </AdminContext>
  );
  return {
    getList,
    getOne: getOneSpy,
    ...renderHook(() => useStoredOrganisationChoice(options), { wrapper }),
  };
}

describe('useOrganisationChoice', () => {
  it('is an Org Admin’s own organisation, whatever is kept, and they do not choose', async () => {
    const { result, getOne } = renderChoice(ORG_ADMIN, 'bay');
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.chooses).toBe(false);
    expect(result.current.organisationId).toBe('o1');
    expect(getOne).not.toHaveBeenCalled();
  });

  it('keeps a provider admin’s stored choice offering a questionnaire, reading it alone', async () => {
    const { result, getList, getOne } = renderChoice(KYND_ADMIN, 'bay');
    await waitFor(() =>
      expect(result.current.options).toMatchObject([{ id: 'bay', name: 'Bayview College' }]),
    );
    expect(result.current.chooses).toBe(true);
    expect(result.current.organisationId).toBe('bay');
    expect(getOne).toHaveBeenCalledWith(
      'organisationChoices',
      expect.objectContaining({ id: 'bay', meta: { questionnaires: true } }),
    );
    expect(getList).not.toHaveBeenCalled();
  });

  it('chooses the first by name of those offering the questionnaires, one document', async () => {
    const { result, getList } = renderChoice(KYND_ADMIN, undefined);
    await waitFor(() => expect(result.current.organisationId).toBe('acme'));
    expect(getList).toHaveBeenCalledWith(
      'organisationChoices',
      expect.objectContaining({
        filter: { questionnaires: ['hearing-v2', 'vision-v2'] },
        pagination: { page: 1, perPage: 1 },
      }),
    );
  });

  it('drops a stored choice gone, or no longer offering a questionnaire, for the first', async () => {
    for (const stored of ['gone', 'plain']) {
      const { result, unmount } = renderChoice(KYND_ADMIN, stored);
      await waitFor(() => expect(result.current.organisationId).toBe('acme'));
      unmount();
    }
  });

  it('keeps a new choice in the store', async () => {
    const { result } = renderChoice(KYND_ADMIN, undefined);
    await waitFor(() => expect(result.current.organisationId).toBe('acme'));
    act(() => result.current.choose('bay'));
    await waitFor(() => expect(result.current.organisationId).toBe('bay'));
    expect(result.current.choice.organisationId).toBe('bay');
  });

  it('by industry, reads only the kept organisation, never the industry’s list', async () => {
    const byIndustry: StoredChoiceOptions = {
      storeKey: 'test.managed',
      offered: { by: 'industry' },
    };
    const getOne = vi.fn((_resource: string, { id }: { id: string }) =>
      id === 'bay'
        ? Promise.resolve({ data: { id: 'bay', name: 'Bayview College', industry: 'Education' } })
        : Promise.reject(Object.assign(new Error('no such organisation'), { code: 'not-found' })),
    );
    const { result, getList } = renderChoice(KYND_ADMIN, undefined, byIndustry, getOne);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.organisationId).toBe('');
    act(() => result.current.setChoice({ industry: 'Education', organisationId: 'bay' }));
    await waitFor(() =>
      expect(result.current.options).toMatchObject([{ id: 'bay', name: 'Bayview College' }]),
    );
    expect(result.current.organisationId).toBe('bay');
    expect(getOne).toHaveBeenCalledWith(
      'organisationChoices',
      expect.objectContaining({ id: 'bay' }),
    );
    // A kept choice of another industry, or one gone, is no choice.
    act(() => result.current.setChoice({ industry: 'Retail', organisationId: 'bay' }));
    await waitFor(() => expect(result.current.organisationId).toBe(''));
    act(() => result.current.setChoice({ industry: 'Education', organisationId: 'gone' }));
    await waitFor(() => expect(result.current.optionsStatus).toBe('ready'));
    await waitFor(() => expect(result.current.organisationId).toBe(''));
    expect(getList).not.toHaveBeenCalled();
  });
});

describe('useOrganisationChoice over a screen’s own values', () => {
  const EDUCATION = { id: 'bay', name: 'Bayview College', industry: 'Education' };
  const RETAIL_FIRST = { id: 'shop', name: 'Corner Shop', industry: 'Retail' };
  const BY_INDUSTRY: OrganisationChoiceOptions = {
    offered: { by: 'industry' },
    defaultFirst: true,
    allId: 'all',
  };

  function renderOver(initial: OrganisationChoice) {
    const getList = vi.fn((_resource: string, _params: object) =>
      Promise.resolve({ data: [RETAIL_FIRST], total: 1 }),
    );
    const getOne = vi.fn((_resource: string, { id }: { id: string }) =>
      id === 'bay'
        ? Promise.resolve({ data: EDUCATION })
        : Promise.reject(Object.assign(new Error('no such organisation'), { code: 'not-found' })),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext
        queryClient={createQueryClient()}
        dataProvider={fakeDataProvider({
          getList: getList as unknown as KyndDataProvider['getList'],
          getOne: getOne as unknown as KyndDataProvider['getOne'],
        })}
        authProvider={{
          login: () => Promise.resolve(),
          logout: () => Promise.resolve(),
          checkAuth: () => Promise.resolve(),
          checkError: () => Promise.resolve(),
          getPermissions: () => Promise.resolve(KYND_ADMIN),
        }}
        store={memoryStore()}
      >
        {children}
      </AdminContext>
    );
    const rendered = renderHook(
      () => {
        const [value, setValue] = useState(initial);
        return useOrganisationChoice([value, setValue], BY_INDUSTRY);
      },
      { wrapper },
    );
    return { getList, getOne, ...rendered };
  }

  it('takes the kept organisation’s industry when the values hold none', async () => {
    const { result, getList } = renderOver({ industry: '', organisationId: 'bay' });
    await waitFor(() => expect(result.current.choice.industry).toBe('Education'));
    expect(result.current.organisationId).toBe('bay');
    expect(result.current.kept).toMatchObject({ id: 'bay', name: 'Bayview College' });
    expect(getList).not.toHaveBeenCalled();
  });

  it('starts an industry other than the kept one’s on its first by name, one document', async () => {
    const { result, getList } = renderOver({ industry: 'Retail', organisationId: 'bay' });
    await waitFor(() => expect(result.current.organisationId).toBe('shop'));
    expect(result.current.options).toEqual([RETAIL_FIRST]);
    // The kept one stays known (the Users list shows its users until the first is applied).
    expect(result.current.kept).toMatchObject({ id: 'bay' });
    expect(getList).toHaveBeenCalledWith(
      'organisationChoices',
      expect.objectContaining({
        filter: { industry: 'Retail' },
        pagination: { page: 1, perPage: 1 },
        meta: FIRST_MATCHES_META,
      }),
    );
  });

  it('reads nothing for the choice ‘All’', async () => {
    const { result, getList, getOne } = renderOver({ industry: 'Retail', organisationId: 'all' });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.organisationId).toBe('all');
    expect(result.current.optionsStatus).toBe('ready');
    expect(getList).not.toHaveBeenCalled();
    expect(getOne).not.toHaveBeenCalled();
  });
});
