// App Check for the callables anyone can reach before signing in (docs/security.md "Signed-out
// callables"). The emulators get an unsigned token: the Functions emulator decodes App Check tokens
// without verifying them but still refuses a request with none; deployed, such a token is refused.
import type { FirebaseApp } from 'firebase/app';
import type { AppCheckSettings } from '@/config/environment';

const started = new WeakMap<FirebaseApp, Promise<void>>();

export function startAppCheck(app: FirebaseApp, settings: AppCheckSettings): Promise<void> {
  if (settings.provider === 'none') return Promise.resolve();
  const start = started.get(app) ?? activate(app, settings);
  started.set(app, start);
  return start;
}

async function activate(app: FirebaseApp, settings: AppCheckSettings): Promise<void> {
  const { CustomProvider, ReCaptchaEnterpriseProvider, initializeAppCheck } =
    await import('firebase/app-check');
  if (settings.provider === 'debug') {
    // The SDK reads its debug token from this global when App Check starts.
    (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
      settings.token;
  }
  const appId = app.options.appId ?? '';
  const provider =
    settings.provider === 'recaptcha-enterprise'
      ? new ReCaptchaEnterpriseProvider(settings.siteKey)
      : // In debug mode the SDK exchanges the debug token and never asks the provider.
        new CustomProvider({
          getToken: async () => ({
            token: unsignedAppCheckToken(appId, app.options.projectId ?? ''),
            expireTimeMillis: Date.now() + 60 * 60 * 1000,
          }),
        });
  initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An App Check token of the service's shape (its subject the app's id), unsigned. */
export function unsignedAppCheckToken(appId: string, projectId: string, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000);
  const header = base64Url({ alg: 'none', typ: 'JWT' });
  const payload = base64Url({
    iss: 'https://firebaseappcheck.googleapis.com/000000000000',
    sub: appId,
    aud: [`projects/${projectId}`],
    iat: issuedAt,
    exp: issuedAt + 60 * 60,
  });
  return `${header}.${payload}.`;
}
