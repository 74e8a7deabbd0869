// App Check for the callables that refuse a request without its token: those anyone can reach
// before signing in (functions/src/options.ts, docs/security.md "Signed-out callables"). Started
// with the Functions SDK (providers/firebase loadFunctions), whose requests then carry the token:
// the sign-in page loads none of it until a callable is called.
// - The production build: reCAPTCHA Enterprise, with the site key registered for the web app in
//   the project's App Check (README, Deploy).
// - A development build against the development project: the debug provider with a debug token
//   registered in that project's console, or reCAPTCHA Enterprise with its own site key.
// - The emulators: an unsigned token. The Functions emulator decodes App Check tokens without
//   verifying them (firebase-tools runs the functions with firebase-functions' token verification
//   skipped) but still refuses a request with none; deployed, such a token is refused.
import type { FirebaseApp } from 'firebase/app';
import type { AppCheckSettings } from '@/config/environment';

const started = new WeakMap<FirebaseApp, Promise<void>>();

/** Starts App Check for `app` once; later calls share the first. */
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

/**
 * An App Check token of the shape the service issues (its subject is the app's id), unsigned:
 * what the Functions emulator accepts in place of one.
 */
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
