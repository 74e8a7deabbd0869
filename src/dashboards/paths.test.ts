import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, dashboardOfPath } from '@/dashboards/paths';

describe('the dashboard a path shows', () => {
  it('is each screen at its own URL, with or without a trailing slash', () => {
    expect(dashboardOfPath('/dashboard')).toBe('summary');
    expect(dashboardOfPath('/dashboard/')).toBe('summary');
    expect(dashboardOfPath('/dashboard/body')).toBe('body');
    expect(dashboardOfPath('/dashboard/mind/')).toBe('mind');
    expect(dashboardOfPath(DASHBOARD_PATHS.life)).toBe('life');
  });

  it('is the Summary at the root, where a signed-in user is sent', () => {
    expect(dashboardOfPath('/')).toBe('summary');
  });

  it('is none for any other path', () => {
    for (const path of ['/users', '/dashboard/other', '/dashboardx', '/organisations/create']) {
      expect(dashboardOfPath(path)).toBeUndefined();
    }
  });
});
