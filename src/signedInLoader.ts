import { appI18nProvider } from '@/i18n/appI18nProvider';
import { loadOnce } from '@/layout/lazyScreen';
import type { SignedIn } from '@/signedIn';

let loaded: SignedIn | undefined;
const listeners = new Set<() => void>();

export const loadSignedIn = loadOnce(() =>
  import('@/signedIn').then(({ signedIn }) => {
    // Before anyone draws a signed-in screen: their wording comes with them.
    appI18nProvider.use(signedIn.i18nProvider);
    loaded = signedIn;
    listeners.forEach((listener) => listener());
    return signedIn;
  }),
);

export function loadedSignedIn(): SignedIn | undefined {
  return loaded;
}

export function subscribeSignedIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
