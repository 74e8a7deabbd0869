import { appI18nProvider } from '@/i18n/appI18nProvider';
import { whenOnline } from '@/layout/lazyScreen';
import type { SignedIn } from '@/signedIn';

let loaded: SignedIn | undefined;
let pending: Promise<SignedIn> | undefined;
const listeners = new Set<() => void>();

/** A failed load is tried again on the next call. */
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

export function loadedSignedIn(): SignedIn | undefined {
  return loaded;
}

export function subscribeSignedIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
