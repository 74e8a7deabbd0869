// docs/product.md §1 Environments: Vite's mode chooses the environment, the hostname only guards
// it. A missing setting stops a build, never falls back to another environment's value.

/** The web app's Firebase settings, by the name each has in the build's variables. */
const FIREBASE_SETTINGS = {
  apiKey: 'API_KEY',
  authDomain: 'AUTH_DOMAIN',
  projectId: 'PROJECT_ID',
  storageBucket: 'STORAGE_BUCKET',
  messagingSenderId: 'MESSAGING_SENDER_ID',
  appId: 'APP_ID',
} as const;

export type FirebaseWebConfig = Record<keyof typeof FIREBASE_SETTINGS, string>;

/** How the callables that require App Check get their tokens (providers/appCheck). */
export type AppCheckSettings =
  | { provider: 'recaptcha-enterprise'; siteKey: string }
  /** A debug token registered in the project's App Check console (a development build). */
  | { provider: 'debug'; token: string }
  /** An unsigned token, which only the Functions emulator accepts. */
  | { provider: 'emulator' }
  | { provider: 'none' };

export type BuildMode = 'production' | 'development' | 'emulators';

export interface Environment {
  name: 'production' | 'development';
  build: BuildMode;
  firebase: FirebaseWebConfig;
  subscriptionsOrganisationId: string;
  useEmulators: boolean;
  emulatorHost: string;
  appCheck: AppCheckSettings;
  errorReportingUrl?: string;
  webVitalsUrl?: string;
}

export type EnvVars = Record<string, string | boolean | undefined>;

export const DEMO_PROJECT_ID = 'demo-kynd';
export const DEV_SUBSCRIPTIONS_ORGANISATION_ID = 'subscriptions-dev';

const projectSettings = (prefix: 'PROD' | 'DEV') => [
  ...Object.values(FIREBASE_SETTINGS).map((name) => `VITE_${prefix}_FIREBASE_${name}`),
  `VITE_${prefix}_SUBSCRIPTIONS_ORGANISATION_ID`,
];

/** Every variable a production build needs (the deploy checks the same list). */
export const PRODUCTION_SETTINGS = [...projectSettings('PROD'), 'VITE_PROD_APP_CHECK_SITE_KEY'];

/** What a development build needs to reach the development project (not the emulators). */
export const DEVELOPMENT_SETTINGS = projectSettings('DEV');

export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Firebase Hosting's hosts of a site, its preview channels (`<site>--<channel>-<hash>`) too. */
export function isHostingHostOf(site: string, hostname: string): boolean {
  const host = hostname.toLowerCase();
  const id = site.toLowerCase();
  return (
    host === `${id}.web.app` ||
    host === `${id}.firebaseapp.com` ||
    (host.startsWith(`${id}--`) && host.endsWith('.web.app'))
  );
}

const text = (vars: EnvVars, name: string): string | undefined => {
  const value = vars[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const list = (vars: EnvVars, name: string): string[] =>
  (text(vars, name) ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

function requireSettings(vars: EnvVars, names: readonly string[], build: BuildMode): void {
  const missing = names.filter((name) => text(vars, name) === undefined);
  if (missing.length > 0) {
    throw new EnvironmentError(`This ${build} build lacks ${missing.join(', ')}.`);
  }
}

const DEMO_FIREBASE: FirebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
  projectId: DEMO_PROJECT_ID,
  storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
  messagingSenderId: '000000000000',
  appId: '1:000000000000:web:0000000000000000',
};

function firebaseOf(vars: EnvVars, prefix: 'PROD' | 'DEV'): FirebaseWebConfig {
  return Object.fromEntries(
    Object.entries(FIREBASE_SETTINGS).map(([key, name]) => [
      key,
      text(vars, `VITE_${prefix}_FIREBASE_${name}`) ?? '',
    ]),
  ) as FirebaseWebConfig;
}

export function resolveEnvironment(mode: string, vars: EnvVars, hostname: string): Environment {
  const build: BuildMode = mode === 'production' || mode === 'emulators' ? mode : 'development';
  const common = {
    build,
    emulatorHost: text(vars, 'VITE_EMULATOR_HOST') ?? '127.0.0.1',
    // Only production bundles report errors (docs/product.md §8); the emulators build is one.
    errorReportingUrl: build === 'development' ? undefined : text(vars, 'VITE_ERROR_REPORTING_URL'),
    webVitalsUrl: text(vars, 'VITE_WEB_VITALS_URL'),
  };
  if (build === 'production') {
    requireSettings(vars, PRODUCTION_SETTINGS, build);
    return {
      ...common,
      name: 'production',
      firebase: firebaseOf(vars, 'PROD'),
      subscriptionsOrganisationId: text(vars, 'VITE_PROD_SUBSCRIPTIONS_ORGANISATION_ID') ?? '',
      useEmulators: false,
      appCheck: {
        provider: 'recaptcha-enterprise',
        siteKey: text(vars, 'VITE_PROD_APP_CHECK_SITE_KEY') ?? '',
      },
    };
  }

  const host = hostname.toLowerCase();
  const local = LOCAL_HOSTS.has(host);
  const asked = text(vars, 'VITE_USE_EMULATORS');
  const useEmulators = build === 'emulators' || asked === 'true' || (local && asked !== 'false');
  const firebase = useEmulators ? DEMO_FIREBASE : firebaseOf(vars, 'DEV');
  const allowed =
    local ||
    (build === 'development' &&
      ((firebase.projectId !== '' && isHostingHostOf(firebase.projectId, host)) ||
        list(vars, 'VITE_DEV_HOSTS').includes(host)));
  if (!allowed || list(vars, 'VITE_PRODUCTION_HOST').includes(host)) {
    throw new EnvironmentError(
      `This ${build} build does not run on ${hostname}: production hosts get the production build (docs/product.md §1).`,
    );
  }
  if (!useEmulators) requireSettings(vars, DEVELOPMENT_SETTINGS, 'development');
  const debugToken = text(vars, 'VITE_APP_CHECK_DEBUG_TOKEN');
  const devSiteKey = text(vars, 'VITE_DEV_APP_CHECK_SITE_KEY');
  return {
    ...common,
    name: 'development',
    firebase,
    subscriptionsOrganisationId: useEmulators
      ? DEV_SUBSCRIPTIONS_ORGANISATION_ID
      : (text(vars, 'VITE_DEV_SUBSCRIPTIONS_ORGANISATION_ID') ?? ''),
    useEmulators,
    appCheck: useEmulators
      ? { provider: 'emulator' }
      : debugToken
        ? { provider: 'debug', token: debugToken }
        : devSiteKey
          ? { provider: 'recaptcha-enterprise', siteKey: devSiteKey }
          : { provider: 'none' },
  };
}

let current: Environment | undefined;

export function currentEnvironment(): Environment {
  current ??= resolveEnvironment(
    import.meta.env.MODE,
    import.meta.env as EnvVars,
    window.location.hostname,
  );
  return current;
}
