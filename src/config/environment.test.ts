import { describe, expect, it } from 'vitest';
import {
  DEMO_PROJECT_ID,
  DEV_SUBSCRIPTIONS_ORGANISATION_ID,
  PROD_SUBSCRIPTIONS_ORGANISATION_ID,
  resolveEnvironment,
} from '@/config/environment';

const vars = {
  VITE_PRODUCTION_HOST: 'dashboard.kynd.example',
  VITE_PROD_FIREBASE_PROJECT_ID: 'kynd-prod',
  VITE_DEV_FIREBASE_PROJECT_ID: 'kynd-dev',
  VITE_ERROR_REPORTING_URL: 'https://errors.example/report',
};

describe('environment by hostname (docs/product.md §1)', () => {
  it('uses the production project and Subscriptions organisation on the production host', () => {
    const env = resolveEnvironment('dashboard.kynd.example', vars);
    expect(env.name).toBe('production');
    expect(env.firebase.projectId).toBe('kynd-prod');
    expect(env.subscriptionsOrganisationId).toBe(PROD_SUBSCRIPTIONS_ORGANISATION_ID);
    expect(env.useEmulators).toBe(false);
    expect(env.errorReportingUrl).toBe('https://errors.example/report');
  });

  it('uses the development project on any other host, without error reporting', () => {
    const env = resolveEnvironment('staging.kynd.example', vars);
    expect(env.name).toBe('development');
    expect(env.firebase.projectId).toBe('kynd-dev');
    expect(env.subscriptionsOrganisationId).toBe(DEV_SUBSCRIPTIONS_ORGANISATION_ID);
    expect(env.useEmulators).toBe(false);
    expect(env.errorReportingUrl).toBeUndefined();
  });

  it('connects localhost to the emulators with a demo project when nothing is configured', () => {
    const env = resolveEnvironment('localhost', {});
    expect(env.useEmulators).toBe(true);
    expect(env.firebase.projectId).toBe(DEMO_PROJECT_ID);
    expect(env.webVitalsUrl).toBeUndefined();
  });

  it('lets localhost use the development project when emulators are turned off', () => {
    expect(resolveEnvironment('127.0.0.1', { VITE_USE_EMULATORS: 'false' }).useEmulators).toBe(
      false,
    );
  });
});
