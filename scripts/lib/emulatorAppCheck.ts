// App Check for the Node clients of the local stack (the mobile app's player, the functions
// tests): an unsigned token of the app's id, which the Functions emulator accepts in place of one
// (src/providers/appCheck.ts says why). Started before the Functions SDK, which then finds it.
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { unsignedAppCheckToken } from '@/providers/appCheck';

export function startEmulatorAppCheck(app: FirebaseApp): void {
  const appId = app.options.appId ?? '';
  const projectId = app.options.projectId ?? '';
  initializeAppCheck(app, {
    provider: new CustomProvider({
      getToken: async () => ({
        token: unsignedAppCheckToken(appId, projectId),
        expireTimeMillis: Date.now() + 60 * 60 * 1000,
      }),
    }),
  });
}
