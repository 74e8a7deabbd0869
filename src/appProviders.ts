// Created on first use rather than on import, so that a failure (a bad configuration) reaches the
// error screen instead of leaving a blank page.
import { dataScopeOf, readsWithheldFigures, type SessionUser } from '@/domain/session';
import { createAuthProvider } from '@/providers/authProvider';
import type { createDataProvider } from '@/providers/dataProvider';
import { lazyDataProvider } from '@/providers/lazyDataProvider';
import { getFirebaseServices } from '@/providers/firebase';
import { lazyCall } from '@/providers/lazyCallables';
import { createQueryClient, refetchAfterUnknownWrites } from '@/providers/queryClient';
import { readSession } from '@/providers/session';
import { createSessionStatusReader } from '@/providers/sessionStatus';
import { loadSignedIn } from '@/signedInLoader';

export interface AppProviders {
  authProvider: ReturnType<typeof createAuthProvider>;
  dataProvider: ReturnType<typeof createDataProvider>;
  queryClient: ReturnType<typeof createQueryClient>;
}

let providers: AppProviders | undefined;

export function appProviders(): AppProviders {
  if (!providers) {
    const services = getFirebaseServices();
    const call = lazyCall(services.loadFunctions);
    const queryClient = createQueryClient();
    const authProvider = createAuthProvider({
      auth: services.auth,
      db: services.db,
      call,
      readSessionStatus: createSessionStatusReader(services.rest),
    });
    const ofSession =
      <T>(read: (session: SessionUser) => T, none: T) =>
      () => {
        const session = readSession();
        return session ? read(session) : none;
      };
    providers = {
      authProvider: {
        ...authProvider,
        // The signed-in screens' code loads during the sign-in's requests.
        login(params) {
          loadSignedIn().catch(() => undefined);
          return authProvider.login(params);
        },
      },
      dataProvider: lazyDataProvider(() =>
        Promise.all([import('@/providers/dataProvider'), import('@/resources/registry')]).then(
          ([{ createDataProvider }, { DATA_SPECS }]) =>
            createDataProvider({
              resources: DATA_SPECS,
              db: services.db,
              getScope: ofSession(dataScopeOf, null),
              loadCall: () => Promise.resolve(call),
              rest: services.rest,
              onChange: (resource) => void queryClient.invalidateQueries({ queryKey: [resource] }),
              getUid: () => services.auth.currentUser?.uid ?? null,
              readsWithheld: ofSession(readsWithheldFigures, false),
            }),
        ),
      ),
      queryClient,
    };
    refetchAfterUnknownWrites(queryClient);
  }
  return providers;
}
