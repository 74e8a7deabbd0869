import { describe, expect, it } from 'vitest';
import {
  DEMO_PROJECT_ID,
  DEV_SUBSCRIPTIONS_ORGANISATION_ID,
  EnvironmentError,
  PRODUCTION_SETTINGS,
  isHostingHostOf,
  resolveEnvironment,
  type EnvVars,
} from '@/config/environment';

const production: EnvVars = {
  VITE_PROD_FIREBASE_API_KEY: 'prod-key',
  VITE_PROD_FIREBASE_AUTH_DOMAIN: 'kynd-prod.firebaseapp.com',
  VITE_PROD_FIREBASE_PROJECT_ID: 'kynd-prod',
  VITE_PROD_FIREBASE_STORAGE_BUCKET: 'kynd-prod.appspot.com',
  VITE_PROD_FIREBASE_MESSAGING_SENDER_ID: '111',
  VITE_PROD_FIREBASE_APP_ID: '1:111:web:aaa',
  VITE_PROD_SUBSCRIPTIONS_ORGANISATION_ID: 'subs-prod',
  VITE_PROD_APP_CHECK_SITE_KEY: 'site-key-prod',
  VITE_PRODUCTION_HOST: 'dashboard.kynd.example',
  VITE_ERROR_REPORTING_URL: 'https://errors.example/report',
};
const development: EnvVars = {
  VITE_DEV_FIREBASE_API_KEY: 'dev-key',
  VITE_DEV_FIREBASE_AUTH_DOMAIN: 'kynd-dev.firebaseapp.com',
  VITE_DEV_FIREBASE_PROJECT_ID: 'kynd-dev',
  VITE_DEV_FIREBASE_STORAGE_BUCKET: 'kynd-dev.appspot.com',
  VITE_DEV_FIREBASE_MESSAGING_SENDER_ID: '222',
  VITE_DEV_FIREBASE_APP_ID: '1:222:web:bbb',
  VITE_DEV_SUBSCRIPTIONS_ORGANISATION_ID: 'subs-dev',
  VITE_PRODUCTION_HOST: 'dashboard.kynd.example',
  VITE_ERROR_REPORTING_URL: 'https://errors.example/report',
};
/** What a machine holding both environments' settings gives every build. */
const both = { ...production, ...development };

describe('the production build (docs/product.md §1)', () => {
  it.each([
    'dashboard.kynd.example',
    'kynd-prod.web.app',
    'kynd-prod.firebaseapp.com',
    'kynd-prod--release-check-a1b2c3d4.web.app',
    'kynd-admin.web.app',
  ])('uses the production project and Subscriptions organisation on %s', (host) => {
    const env = resolveEnvironment('production', both, host);
    expect(env).toMatchObject({
      name: 'production',
      build: 'production',
      firebase: { projectId: 'kynd-prod', apiKey: 'prod-key', appId: '1:111:web:aaa' },
      subscriptionsOrganisationId: 'subs-prod',
      useEmulators: false,
      appCheck: { provider: 'recaptcha-enterprise', siteKey: 'site-key-prod' },
      errorReportingUrl: 'https://errors.example/report',
    });
  });

  it('never talks to the emulators, whatever the variables say', () => {
    const env = resolveEnvironment(
      'production',
      { ...production, VITE_USE_EMULATORS: 'true' },
      'localhost',
    );
    expect(env.useEmulators).toBe(false);
    expect(env.firebase.projectId).toBe('kynd-prod');
  });

  it('stops, naming what is missing, rather than fall back to other settings', () => {
    const partial = {
      ...production,
      VITE_PROD_FIREBASE_APP_ID: '',
      VITE_PROD_APP_CHECK_SITE_KEY: ' ',
    };
    expect(() =>
      resolveEnvironment('production', { ...development, ...partial }, 'kynd-prod.web.app'),
    ).toThrow(
      new EnvironmentError(
        'This production build lacks VITE_PROD_FIREBASE_APP_ID, VITE_PROD_APP_CHECK_SITE_KEY.',
      ),
    );
    expect(() => resolveEnvironment('production', {}, 'localhost')).toThrow(
      PRODUCTION_SETTINGS.join(', '),
    );
  });
});

describe('a development build', () => {
  it('refuses to run on a production host', () => {
    for (const host of [
      'dashboard.kynd.example',
      'kynd-prod.web.app',
      'kynd-prod.firebaseapp.com',
    ]) {
      expect(() => resolveEnvironment('development', both, host), host).toThrow(EnvironmentError);
    }
  });

  it("uses the development project on that project's Hosting hosts and the listed ones", () => {
    for (const host of [
      'kynd-dev.web.app',
      'kynd-dev.firebaseapp.com',
      'kynd-dev--pr-12-x1y2.web.app',
    ]) {
      expect(resolveEnvironment('development', both, host)).toMatchObject({
        name: 'development',
        firebase: { projectId: 'kynd-dev' },
        subscriptionsOrganisationId: 'subs-dev',
        useEmulators: false,
        errorReportingUrl: undefined,
      });
    }
    const listed = { ...development, VITE_DEV_HOSTS: 'staging.kynd.example, qa.kynd.example' };
    expect(resolveEnvironment('development', listed, 'qa.kynd.example').firebase.projectId).toBe(
      'kynd-dev',
    );
    expect(() => resolveEnvironment('development', listed, 'elsewhere.example')).toThrow(
      EnvironmentError,
    );
  });

  it('connects localhost to the emulators with the demo project when nothing is configured', () => {
    const env = resolveEnvironment('development', {}, 'localhost');
    expect(env).toMatchObject({
      useEmulators: true,
      firebase: { projectId: DEMO_PROJECT_ID },
      subscriptionsOrganisationId: DEV_SUBSCRIPTIONS_ORGANISATION_ID,
      appCheck: { provider: 'emulator' },
    });
    expect(env.webVitalsUrl).toBeUndefined();
  });

  it('keeps the emulators on the demo project even with the development settings present', () => {
    expect(resolveEnvironment('development', development, '127.0.0.1').firebase.projectId).toBe(
      DEMO_PROJECT_ID,
    );
  });

  it('lets localhost use the development project when the emulators are turned off', () => {
    const env = resolveEnvironment(
      'development',
      { ...development, VITE_USE_EMULATORS: 'false', VITE_APP_CHECK_DEBUG_TOKEN: 'debug-1' },
      '127.0.0.1',
    );
    expect(env).toMatchObject({
      useEmulators: false,
      firebase: { projectId: 'kynd-dev' },
      appCheck: { provider: 'debug', token: 'debug-1' },
    });
    expect(() =>
      resolveEnvironment('development', { VITE_USE_EMULATORS: 'false' }, '127.0.0.1'),
    ).toThrow('VITE_DEV_FIREBASE_PROJECT_ID');
  });

  it('is what any mode but production and emulators builds (the unit tests run as "test")', () => {
    expect(resolveEnvironment('test', {}, 'localhost').build).toBe('development');
  });
});

describe('the emulators build (the production bundle the end-to-end tests run)', () => {
  it('talks to the emulators with the demo project, and reports errors where told', () => {
    expect(resolveEnvironment('emulators', both, '127.0.0.1')).toMatchObject({
      name: 'development',
      build: 'emulators',
      useEmulators: true,
      firebase: { projectId: DEMO_PROJECT_ID },
      appCheck: { provider: 'emulator' },
      errorReportingUrl: 'https://errors.example/report',
    });
  });

  it('runs on a local host only', () => {
    for (const host of ['kynd-dev.web.app', 'dashboard.kynd.example', 'kynd-prod.web.app']) {
      expect(() => resolveEnvironment('emulators', both, host), host).toThrow(EnvironmentError);
    }
  });
});

describe('Firebase Hosting hosts', () => {
  it.each([
    ['kynd-prod', 'kynd-prod.web.app', true],
    ['kynd-prod', 'KYND-PROD.firebaseapp.com', true],
    ['kynd-prod', 'kynd-prod--channel-abc123.web.app', true],
    ['kynd-prod', 'kynd-prod.example.com', false],
    ['kynd-prod', 'evil-kynd-prod.web.app', false],
    ['kynd-prod', 'kynd-prod--x.firebaseapp.com', false],
  ])('a site %s is served on %s: %s', (site, host, served) => {
    expect(isHostingHostOf(site, host)).toBe(served);
  });
});
