import { configure, render, screen as shown, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import { AdminContext, ResourceContextProvider, memoryStore, type AuthProvider } from 'react-admin';
import { lightTheme } from '@/theme/theme';
import { i18nProvider } from '@/resources/registry';
import { AdminNotification } from '@/layout/toast/AdminNotification';
import type { KyndPermissions } from '@/domain/session';
import { createQueryClient } from '@/providers/queryClient';
import type { KyndDataProvider } from '@/providers/types';

// A whole screen with MUI renders slowly in jsdom on a busy machine: wait longer than 1 s.
configure({ asyncUtilTimeout: 10_000 });

export const KYND_ADMIN: KyndPermissions = {
  role: 'Kynd Admin',
  organisationId: 'provider',
  allowedOrganisationsIds: [],
  isStaff: false,
  customQuestionnaires: [],
};

export const ORG_ADMIN: KyndPermissions = {
  ...KYND_ADMIN,
  role: 'Org Admin',
  organisationId: 'o1',
};

/** Signed in with `permissions`. */
export function authProviderFor(permissions: KyndPermissions): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(permissions),
    getIdentity: () => Promise.resolve({ id: 'me', fullName: 'Me' }),
  };
}

/** A data provider answering with `methods`; any other call fails the test loudly. */
export function fakeDataProvider(methods: Partial<KyndDataProvider>): KyndDataProvider {
  return new Proxy(methods, {
    get(target, name: string) {
      if (name in target) return target[name as keyof KyndDataProvider];
      return () => Promise.reject(new Error(`Unexpected data provider call: ${name}`));
    },
  }) as KyndDataProvider;
}

export function renderScreen(
  screen: ReactElement,
  options: { dataProvider: KyndDataProvider; permissions?: KyndPermissions; resource: string },
) {
  return render(
    <AdminContext
      dataProvider={options.dataProvider}
      authProvider={authProviderFor(options.permissions ?? KYND_ADMIN)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      // The app's query cache and retry policy (react-query's own retries a failed read three
      // times, seven seconds of backoff, where the app's shows the failure at once).
      queryClient={createQueryClient()}
      // The app's theme, which fits react-admin's inputs to MUI 9 (theme/inputRoots.tsx).
      theme={lightTheme}
    >
      <ResourceContextProvider value={options.resource}>{screen}</ResourceContextProvider>
      <AdminNotification />
    </AdminContext>,
  );
}

export function shownToasts(): [string, string, string | undefined][] {
  return [...document.querySelectorAll<HTMLElement>('[data-toast-type]')].map((toast) => [
    toast.dataset.toastType ?? '',
    toast.querySelector('[data-toast-part="title"]')?.textContent ?? '',
    toast.querySelector('[data-toast-part="description"]')?.textContent ?? undefined,
  ]);
}

export function listsOf(
  byResource: Record<string, readonly { id: string }[] | Error>,
): KyndDataProvider['getList'] {
  const getList = (resource: string) => {
    const answer = byResource[resource];
    if (answer === undefined) return Promise.reject(new Error(`Unexpected getList ${resource}`));
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve({ data: [...answer], total: answer.length });
  };
  return getList as unknown as KyndDataProvider['getList'];
}

/**
 * An Org Admin's list whose read fails: the list's toast (docs/product.md §8) and a Retry in place
 * of the rows. `methods` answers what else the screen reads.
 */
export async function expectFailedListWithRetry(
  screen: ReactElement,
  resource: string,
  toast: string,
  methods: Partial<KyndDataProvider> = {},
): Promise<void> {
  renderScreen(screen, {
    dataProvider: fakeDataProvider({
      getList: listsOf({ [resource]: new Error('offline') }),
      ...methods,
    }),
    permissions: ORG_ADMIN,
    resource,
  });
  await waitFor(() => expect(shownToasts()).toContainEqual(['error', toast, undefined]));
  expect(await shown.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
}
