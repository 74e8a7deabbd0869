// docs/product.md §1: the environment is chosen by hostname. The production host uses the production project
// and Subscriptions organisation; any other host the development ones; localhost talks to the
// emulators. Values come from VITE_* variables, with emulator defaults so that no secret is needed
// locally (a `demo-*` project id never reaches a real backend). Those defaults never reach a
// deployed project: `npm run deploy` refuses to build without the settings of the project's
// environment (scripts/lib/deployConfig.ts). The functions take the Subscriptions organisation
// from their own per-project param (functions/src/params.ts), which the deploy checks is the same
// id as this file's for that environment.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
}

export interface Environment {
  name: 'production' | 'development';
  firebase: FirebaseWebConfig;
  subscriptionsOrganisationId: string;
  useEmulators: boolean;
  emulatorHost: string;
  errorReportingUrl?: string;
  webVitalsUrl?: string;
}

export type EnvVars = Record<string, string | undefined>;

export const DEMO_PROJECT_ID = 'demo-kynd';
export const DEFAULT_PRODUCTION_HOST = 'dashboard.kynd.example';
export const DEV_SUBSCRIPTIONS_ORGANISATION_ID = 'subscriptions-dev';
export const PROD_SUBSCRIPTIONS_ORGANISATION_ID = 'subscriptions-prod';

function firebaseConfig(vars: EnvVars, prefix: 'PROD' | 'DEV'): FirebaseWebConfig {
  const read = (name: string) => vars[`VITE_${prefix}_FIREBASE_${name}`];
  const projectId = read('PROJECT_ID') ?? DEMO_PROJECT_ID;
  return {
    apiKey: read('API_KEY') ?? 'demo-api-key',
    authDomain: read('AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: read('STORAGE_BUCKET') ?? `${projectId}.appspot.com`,
    messagingSenderId: read('MESSAGING_SENDER_ID') ?? '000000000000',
    appId: read('APP_ID') ?? '1:000000000000:web:0000000000000000',
  };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function resolveEnvironment(hostname: string, vars: EnvVars): Environment {
  const productionHost = vars.VITE_PRODUCTION_HOST ?? DEFAULT_PRODUCTION_HOST;
  const isProduction = hostname === productionHost;
  const isLocal = LOCAL_HOSTS.has(hostname);
  const firebase = firebaseConfig(vars, isProduction ? 'PROD' : 'DEV');
  return {
    name: isProduction ? 'production' : 'development',
    firebase,
    subscriptionsOrganisationId: isProduction
      ? (vars.VITE_PROD_SUBSCRIPTIONS_ORGANISATION_ID ?? PROD_SUBSCRIPTIONS_ORGANISATION_ID)
      : (vars.VITE_DEV_SUBSCRIPTIONS_ORGANISATION_ID ?? DEV_SUBSCRIPTIONS_ORGANISATION_ID),
    // On a local host, the emulators are used unless explicitly turned off.
    useEmulators:
      !isProduction &&
      (vars.VITE_USE_EMULATORS === 'true' || (isLocal && vars.VITE_USE_EMULATORS !== 'false')),
    emulatorHost: vars.VITE_EMULATOR_HOST ?? '127.0.0.1',
    // Error reporting only on the production host (docs/product.md §8), and only when configured.
    errorReportingUrl: isProduction ? vars.VITE_ERROR_REPORTING_URL || undefined : undefined,
    webVitalsUrl: vars.VITE_WEB_VITALS_URL || undefined,
  };
}
