// Loads the signed-in screens' part of the app (signedIn.tsx) once, and tells who waits for it.
// The sign-in page goes without it: a returning user's page asks for it before the first render
// (main.tsx), with its files preloaded beside the entry (vite.config.ts); a visitor signing in asks
// for it as the sign-in starts (appProviders.ts), and any screen of the frame asks for it if it
// has not arrived (App.tsx).
import { appI18nProvider } from '@/i18n/appI18nProvider';
import { whenOnline } from '@/layout/lazyScreen';
import type { SignedIn } from '@/signedIn';

let loaded: SignedIn | undefined;
let pending: Promise<SignedIn> | undefined;
const listeners = new Set<() => void>();

/** Starts loading, or shares the load under way; a failed load is tried again on the next call. */
export function loadSignedIn(): Promise<SignedIn> {
  pending ??= whenOnline()
    .then(() => import('@/signedIn'))
    .then(({ signedIn }) => {
      // Before anyone draws a signed-in screen: their wording comes with them.
      appI18nProvider.use(signedIn.i18nProvider);
      loaded = signedIn;
      listeners.forEach((listener) => listener());
      return signedIn;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** The signed-in part, once loaded. */
export function loadedSignedIn(): SignedIn | undefined {
  return loaded;
}

/** Calls `listener` when the signed-in part has loaded (for useSyncExternalStore). */
export function subscribeSignedIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
