// Created on first use rather than on import, so that a failure (a bad configuration) reaches the
// error screen instead of leaving a blank page.
import { dataScopeOf, readsWithheldFigures } from '@/domain/session';
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
    providers = {
      authProvider: loadingSignedInOnLogin(
        createAuthProvider({
          auth: services.auth,
          db: services.db,
          call,
          readSessionStatus: createSessionStatusReader(services.rest),
        }),
      ),
      dataProvider: lazyDataProvider(() =>
        Promise.all([import('@/providers/dataProvider'), import('@/resources/registry')]).then(
          ([{ createDataProvider }, { DATA_SPECS }]) =>
            createDataProvider({
              resources: DATA_SPECS,
              db: services.db,
              getScope: () => {
                const session = readSession();
                return session ? dataScopeOf(session) : null;
              },
              loadCall: () => Promise.resolve(call),
              rest: services.rest,
              onChange: (resource) => void queryClient.invalidateQueries({ queryKey: [resource] }),
              getUid: () => services.auth.currentUser?.uid ?? null,
              readsWithheld: () => {
                const session = readSession();
                return session ? readsWithheldFigures(session) : false;
              },
            }),
        ),
      ),
      queryClient,
    };
    refetchAfterUnknownWrites(queryClient);
  }
  return providers;
}

/** Its sign-in also starts loading the signed-in screens' code, which comes during its requests. */
function loadingSignedInOnLogin(
  authProvider: ReturnType<typeof createAuthProvider>,
): ReturnType<typeof createAuthProvider> {
  return {
    ...authProvider,
    login(params) {
      loadSignedIn().catch(() => undefined);
      return authProvider.login(params);
    },
  };
}
