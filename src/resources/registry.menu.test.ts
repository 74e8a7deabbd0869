import {
  activeItemKey,
  sectionsToOpen,
  visibleMenu,
  type MenuGroup,
  type MenuItem,
  type MenuPermissions,
} from '@/domain/menu';
import { DASHBOARD_PAGES } from '@/dashboards/routes';
import { screensOf } from '@/resources/ResourceConfig';
import { CATALOGUE, MENU, RESOURCES } from '@/resources/registry';

/** A menu text as the catalogue gives it. */
const text = (key: string): string => CATALOGUE[key] ?? `missing ${key}`;
import { matchPath } from 'react-router-dom';

/** The menu as "Label path" lines, sub-items indented, as a reader of docs/product.md §2 would list it. */
function outline(menu: MenuGroup[]): string[] {
  const lines = (items: MenuItem[], indent: string): string[] =>
    items.flatMap((item) => [
      `${indent}${text(item.label)}${item.path ? ` ${item.path}` : ''}`,
      ...lines(item.children ?? [], `${indent}  `),
    ]);
  return menu.flatMap((group) => [
    ...(group.subheader ? [`# ${text(group.subheader)}`] : []),
    ...lines(group.items, ''),
  ]);
}

const kyndAdmin: MenuPermissions = { role: 'Kynd Admin', customQuestionnaires: [] };
const orgAdmin: MenuPermissions = { role: 'Org Admin', customQuestionnaires: [] };
const orgAdminWithHearing: MenuPermissions = {
  role: 'Org Admin',
  customQuestionnaires: ['hearing-v2'],
};
const clinician: MenuPermissions = { role: 'Clinician', customQuestionnaires: [] };
const user: MenuPermissions = { role: 'User', customQuestionnaires: [] };
// An allow-listed staff member has the role 'User'; the menu matches roles exactly.
const staff: MenuPermissions = { role: 'User', customQuestionnaires: ['structural-health'] };

const DASHBOARDS = [
  '# Dashboards',
  'Dashboard /dashboard',
  'Body /dashboard/body',
  'Mind /dashboard/mind',
  'Life /dashboard/life',
];

describe('visibleMenu', () => {
  it('gives a Kynd Admin the full provider menu with its sub-items', () => {
    expect(outline(visibleMenu(MENU, kyndAdmin))).toEqual([
      ...DASHBOARDS,
      'Users /users',
      '  Create admin /users/create',
      '  Manage clinicians /users/clinicians',
      '  Change organisation /users/change-user-organisation',
      '  Import users /users/import',
      'Organisations',
      '  All organisations /organisations',
      '  Create new /organisations/create',
      'Create division /divisions/create',
      'Create code /codes/create',
      'Notifications',
      '  Notifications sent /notifications',
      '  Initial messages /notifications/initial',
      '  Create new /notifications/create',
      'Questions /questions',
      'Hearing Vision Alerts /hearing-vision-alerts',
      'Industries',
      '  All industries /industries/all',
      '  Orgs industries /industries/orgs-industries',
      'Articles',
      '  All articles /articles/all',
      '  Create new /article/create',
      'Activity /activity',
    ]);
  });

  it('gives an Org Admin dashboards, users, divisions and codes', () => {
    expect(outline(visibleMenu(MENU, orgAdmin))).toEqual([
      ...DASHBOARDS,
      'Users /users',
      'Import users /users/import',
      'Divisions /divisions',
      'Codes /codes',
      'Activity /activity',
    ]);
  });

  it('adds Hearing Vision Alerts for an Org Admin whose organisation has hearing-v2', () => {
    expect(outline(visibleMenu(MENU, orgAdminWithHearing))).toEqual([
      ...DASHBOARDS,
      'Users /users',
      'Import users /users/import',
      'Divisions /divisions',
      'Codes /codes',
      'Hearing Vision Alerts /hearing-vision-alerts',
      'Activity /activity',
    ]);
  });

  it('gives a Clinician only the dashboards', () => {
    expect(outline(visibleMenu(MENU, clinician))).toEqual(DASHBOARDS);
  });

  it('gives a User only the dashboards', () => {
    expect(outline(visibleMenu(MENU, user))).toEqual(DASHBOARDS);
  });

  it('matches roles exactly for allow-listed staff, who have the role User', () => {
    expect(outline(visibleMenu(MENU, staff))).toEqual(DASHBOARDS);
  });

  it('shows Hearing Vision Alerts to a Clinician whose organisation has vision-v2', () => {
    const menu = visibleMenu(MENU, { role: 'Clinician', customQuestionnaires: ['vision-v2'] });
    expect(outline(menu)).toEqual([...DASHBOARDS, 'Hearing Vision Alerts /hearing-vision-alerts']);
  });
});

describe('activeItemKey and sectionsToOpen', () => {
  it('highlights the item of the exact route, preferring the longest matching path', () => {
    expect(activeItemKey(MENU, '/dashboard')).toBe('dashboard');
    expect(activeItemKey(MENU, '/dashboard/mind')).toBe('mind');
    expect(activeItemKey(MENU, '/notifications/initial')).toBe('notifications-initial');
    expect(activeItemKey(MENU, '/notifications')).toBe('notifications-sent');
  });

  it('highlights nothing for a route outside the menu', () => {
    expect(activeItemKey(MENU, '/nowhere')).toBeUndefined();
    expect(activeItemKey(MENU, '/dashboardx')).toBeUndefined();
  });

  it('opens the section that holds the current route', () => {
    expect(sectionsToOpen(MENU, '/industries/orgs-industries')).toEqual(['industries']);
    expect(sectionsToOpen(MENU, '/users/clinicians')).toEqual(['users-provider']);
    expect(sectionsToOpen(MENU, '/users')).toEqual(['users-provider']);
    expect(sectionsToOpen(MENU, '/dashboard/body')).toEqual([]);
  });

  it('opens within the visible menu only', () => {
    expect(sectionsToOpen(visibleMenu(MENU, orgAdmin), '/users')).toEqual([]);
    expect(activeItemKey(visibleMenu(MENU, orgAdmin), '/users')).toBe('users-organisation');
  });
});

describe('menu and routes', () => {
  const served = [
    ...Object.values(DASHBOARD_PAGES).map((page) => page.path),
    ...Object.values(RESOURCES).flatMap((config) => screensOf(config).map((screen) => screen.path)),
  ];
  const paths = (items: readonly MenuItem[]): string[] =>
    items.flatMap((item) => [...(item.path ? [item.path] : []), ...paths(item.children ?? [])]);

  it.each([
    ['Kynd Admin', kyndAdmin],
    ['Org Admin', orgAdmin],
    ['Org Admin with hearing-v2', orgAdminWithHearing],
    ['Clinician', clinician],
    ['User', user],
    ['allow-listed staff', staff],
  ])('leads a %s only to paths that have a screen', (_role, permissions) => {
    const visible = visibleMenu(MENU, permissions).flatMap((group) => paths(group.items));
    expect(visible.length).toBeGreaterThan(0);
    for (const path of visible) {
      expect(
        served.some((pattern) => matchPath(pattern, path)),
        `${path} has no route`,
      ).toBe(true);
    }
  });
});
