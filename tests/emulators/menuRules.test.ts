// The menu (src/resources/registry.ts), the routes (the resource configs App.tsx mounts) and
// firestore.rules agree on what each role may reach (docs/roles.md). Routes are open to any
// signed-in user (docs/product.md §2: route access is decided only by whether a stored user
// exists), so the rules are the boundary: every screen a role's menu shows must get its data, and a
// screen the menu hides must not let that role write.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_PAGES } from '../../src/dashboards/routes';
import { visibleMenu, type MenuItem, type MenuPermissions } from '../../src/domain/menu';
import { MENU } from '../../src/resources/registry';
import { screensOf } from '../../src/resources/ResourceConfig';
import { RESOURCES } from '../../src/resources/registry';
import type { Role } from '../../src/domain/types';
import { rulesEnvironment, writeDocuments } from './providerHarness';

const PROJECT_ID = 'demo-kynd-menu-rules';
/** The sign-in page and its alias, outside the layout (App.tsx). */
const SIGNED_OUT_ROUTES = ['/', '/signin'];
/** Every route of the app: the dashboard pages and each resource's screens (as App.tsx mounts them). */
const ROUTES = [
  ...SIGNED_OUT_ROUTES,
  ...Object.values(DASHBOARD_PAGES).map((page) => page.path),
  ...Object.values(RESOURCES).flatMap((config) => screensOf(config).map((screen) => screen.path)),
];

const now = new Date('2026-01-15T10:00:00Z');

function organisation(id: string, customQuestionnaires: string[] = []): DocumentData {
  return {
    name: `Organisation ${id}`,
    isActive: true,
    managers: [],
    employees: [],
    divisions: [{ id: `${id}-default`, name: 'Default division' }],
    industry: 'Accounting',
    customQuestionnaires,
    createdAt: now,
  };
}

function person(id: string, organisationId: string, role: Role, extra: DocumentData = {}) {
  return {
    firstName: id,
    lastName: 'Test',
    lowerFirstName: id.toLowerCase(),
    lowerLastName: 'test',
    role,
    organisation: { id: organisationId, name: `Organisation ${organisationId}` },
    division: { id: `${organisationId}-default`, name: 'Default division' },
    isActive: true,
    ...extra,
  };
}

const FIXTURES: Record<string, DocumentData> = {
  // Organisation A offers Hearing V2, so its people see Hearing Vision Alerts in the menu.
  'organisations/A': organisation('A', ['hearing-v2']),
  'organisations/B': organisation('B'),
  'organisations/K': organisation('K'),
  'organisations/B/notifications/n1': { title: 'T', body: 'B', createdAt: now },
  'organisationsScoresHistories/A_all_life': { organisationId: 'A', history: {} },
  'organisationsScoresHistories/B_all_life': { organisationId: 'B', history: {} },
  'industryScores/Accounting': { industry: 'Accounting', organisationsCount: 2 },
  'users/kyndAdmin': person('kyndAdmin', 'K', 'Kynd Admin'),
  'users/orgAdmin': person('orgAdmin', 'A', 'Org Admin'),
  'users/staff': person('staff', 'K', 'User'),
  'users/user': person('user', 'A', 'User'),
  'users/userB': person('userB', 'B', 'User'),
  'codes/codeA': {
    code: 'CODEA',
    organisationId: 'A',
    divisionId: 'A-default',
    isActive: true,
    currentUsage: 0,
    maximumUsage: 20,
  },
  'questionnaireAlerts/alertA': {
    organisation: { id: 'A', name: 'Organisation A' },
    questionnaireAlerts: { hearing: true },
    status: 'Open',
    actions: [],
  },
  'questionnaireAlerts/alertB': {
    organisation: { id: 'B', name: 'Organisation B' },
    questionnaireAlerts: { hearing: true },
    status: 'Open',
    actions: [],
  },
  'initialMessages/m1': { category: 'Life', measurement: 'life', updatedAt: now },
};

/** The callers who can pass the sign-in page (docs/product.md §5), with what the menu knows of them. */
const CALLERS = {
  kyndAdmin: { role: 'Kynd Admin', organisationId: 'K', staffEmail: false },
  orgAdmin: { role: 'Org Admin', organisationId: 'A', staffEmail: false },
  staff: { role: 'User', organisationId: 'K', staffEmail: true },
  // docs/product.md §5 lets a user without a role in by phone; docs/product.md §6 gives a User no data but its own.
  user: { role: 'User', organisationId: 'A', staffEmail: false },
} as const;
type CallerName = keyof typeof CALLERS;

/** The uid of each caller's database: the data provider stamps the screens' writes with it. */
const uidOf = new WeakMap<Firestore, string>();
/** The actor stamp the data provider adds to a screen's write (docs/security.md "Audit trail"). */
const signed = (db: Firestore, data: DocumentData) => ({
  ...data,
  lastChangedBy: uidOf.get(db) ?? '',
  lastChangedAt: serverTimestamp(),
});
const screenSet = (db: Firestore, path: string, data: DocumentData) =>
  setDoc(doc(db, path), signed(db, data));
const screenUpdate = (db: Firestore, path: string, data: DocumentData) =>
  updateDoc(doc(db, path), signed(db, data));

interface Screen {
  /** What the screen reads first, in the caller's scope. */
  reads: (db: Firestore, organisationId: string) => Promise<unknown>;
  /** What the screen writes, when it writes directly (not through a callable). */
  writes?: (db: Firestore, organisationId: string) => Promise<unknown>;
}

/** Whether each caller's database reads with the provider's scope (a Kynd Admin, staff). */
const providerScopeOf = new WeakMap<Firestore, boolean>();
/**
 * The users list as the data provider reads it: the users documents for the provider's scope,
 * the directory for everybody else (src/resources/users/data.ts `projection`).
 */
const listUsersOf = (db: Firestore, organisationId: string) =>
  getDocs(
    query(
      collection(db, providerScopeOf.get(db) ? 'users' : 'userDirectory'),
      where('organisation.id', '==', organisationId),
    ),
  );
const listOrganisations = (db: Firestore) => getDocs(collection(db, 'organisations'));
const dashboard: Screen = {
  reads: async (db, organisationId) => {
    await getDoc(doc(db, 'organisations', organisationId));
    await getDoc(doc(db, 'organisationsScoresHistories', `${organisationId}_all_life`));
    await getDoc(doc(db, 'industryScores/Accounting'));
  },
};
const addDivision = (db: Firestore, organisationId: string) =>
  screenUpdate(db, `organisations/${organisationId}`, {
    divisions: [
      { id: `${organisationId}-default`, name: 'Default division' },
      { id: 'NewDivision01', name: 'New' },
    ],
  });

/**
 * Every route of src/App.tsx, with its data. Users, clinicians and moves change users through
 * the createUser / updateUser callables (the rules refuse those writes to every client), so those
 * screens only read here; functions tests cover the callables.
 */
const SCREENS: Record<string, Screen> = {
  '/dashboard': dashboard,
  '/dashboard/body': dashboard,
  '/dashboard/mind': dashboard,
  '/dashboard/life': dashboard,
  '/users': { reads: listUsersOf },
  '/users/create': {
    reads: (db, organisationId) => getDoc(doc(db, 'organisations', organisationId)),
  },
  // Rows are created through the importUsers callable; the screen reads the organisation.
  '/users/import': {
    reads: (db, organisationId) => getDoc(doc(db, 'organisations', organisationId)),
  },
  '/users/clinicians': { reads: (db) => listUsersOf(db, 'B') },
  '/users/change-user-organisation': { reads: (db) => listOrganisations(db) },
  '/divisions': { reads: (db, id) => getDoc(doc(db, 'organisations', id)), writes: addDivision },
  '/divisions/create': {
    reads: (db) => listOrganisations(db),
    writes: (db) => addDivision(db, 'B'),
  },
  '/codes': {
    reads: (db, organisationId) =>
      getDocs(query(collection(db, 'codes'), where('organisationId', '==', organisationId))),
    writes: (db, organisationId) =>
      screenUpdate(db, 'codes/codeA', { isActive: organisationId === 'A' }),
  },
  '/codes/create': {
    reads: (db) => listOrganisations(db),
    writes: (db) =>
      screenSet(db, 'codes/code-newb', {
        code: 'NEWB',
        organisationId: 'B',
        divisionId: 'B-default',
        isActive: true,
        maximumUsage: 100,
      }),
  },
  '/organisations': {
    reads: (db) => listOrganisations(db),
    writes: (db) => screenUpdate(db, 'organisations/B', { isActive: false }),
  },
  '/organisations/create': {
    reads: (db) => getDocs(collection(db, 'industries')),
    writes: (db) => screenSet(db, 'organisations/C', organisation('C')),
  },
  '/questions': {
    reads: (db) => getDocs(collection(db, 'questions')),
    writes: (db) =>
      screenSet(db, 'questions/q1', {
        label: 'Q',
        category: 'Mind',
        questionnaire: 'Q',
        order: 1,
      }),
  },
  '/questions/create': {
    reads: (db) => getDocs(collection(db, 'questions')),
    writes: (db) =>
      screenSet(db, 'questions/q2', {
        label: 'Q',
        category: 'Mind',
        questionnaire: 'Q',
        order: 2,
      }),
  },
  '/notifications': { reads: (db) => getDocs(collection(db, 'organisations/B/notifications')) },
  '/notifications/create': {
    reads: (db) => listOrganisations(db),
    writes: (db) =>
      screenSet(db, 'organisations/B/notifications/n2', {
        title: 'T',
        body: 'B',
        createdAt: now,
      }),
  },
  '/notifications/initial': {
    reads: (db) => getDocs(collection(db, 'initialMessages')),
    writes: (db) => screenUpdate(db, 'initialMessages/m1', { updatedAt: new Date() }),
  },
  '/industries/all': {
    reads: (db) => getDocs(collection(db, 'industries')),
    writes: (db) =>
      screenSet(db, 'industries/mining', { name: 'Mining', createdAt: now, updatedAt: now }),
  },
  '/industries/orgs-industries': {
    reads: (db) => listOrganisations(db),
    writes: (db) => screenUpdate(db, 'organisations/B', { industry: 'Mining' }),
  },
  '/articles/all': { reads: (db) => getDocs(collection(db, 'articles')) },
  '/article/create': {
    reads: (db) => getDocs(collection(db, 'articles')),
    writes: (db) => screenSet(db, 'articles/a1', { title: 'T', isActive: false }),
  },
  '/article/update/:id': {
    reads: (db) => getDocs(collection(db, 'articles')),
    writes: (db) => screenSet(db, 'articles/a2', { title: 'T', isActive: false }),
  },
  '/hearing-vision-alerts': {
    reads: (db, organisationId) =>
      getDocs(
        query(
          collection(db, 'questionnaireAlerts'),
          where('organisation.id', '==', organisationId),
        ),
      ),
  },
  // The audit trail is written by the functions only; the screen reads it in the caller's scope.
  '/activity': {
    reads: (db, organisationId) =>
      getDocs(query(collection(db, 'auditLog'), where('organisationId', '==', organisationId))),
  },
};

/** Routes outside the menu, reached from a menu screen (a create button, a row of a list). */
const REACHED_FROM: Record<string, string> = {
  '/questions/create': '/questions',
  '/article/update/:id': '/articles/all',
};

function menuPaths(permissions: MenuPermissions): string[] {
  const paths = (items: MenuItem[]): string[] =>
    items.flatMap((item) => [...(item.path ? [item.path] : []), ...paths(item.children ?? [])]);
  return visibleMenu(MENU, permissions).flatMap((group) => paths(group.items));
}

let env: RulesTestEnvironment;

function dbOf(name: CallerName): Firestore {
  const caller = CALLERS[name];
  const email = caller.staffEmail ? 'staff1@example.com' : `${name.toLowerCase()}@example.com`;
  const db = env
    .authenticatedContext(name, {
      email,
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    })
    .firestore() as unknown as Firestore;
  uidOf.set(db, name);
  providerScopeOf.set(db, caller.role === 'Kynd Admin' || caller.staffEmail);
  return db;
}

function permissionsOf(name: CallerName): MenuPermissions {
  const caller = CALLERS[name];
  return {
    role: caller.role,
    customQuestionnaires: FIXTURES[`organisations/${caller.organisationId}`].customQuestionnaires,
  };
}

beforeAll(async () => {
  setLogLevel('silent');
  env = await rulesEnvironment(PROJECT_ID);
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await writeDocuments(env, FIXTURES);
});

describe('menu, routes and rules', () => {
  it('has a route for every menu entry, and every route is a menu entry or reached from one', () => {
    const everyMenuPath = new Set(
      (['Kynd Admin', 'Org Admin', 'User'] as const).flatMap((role) =>
        menuPaths({ role, customQuestionnaires: ['hearing-v2'] }),
      ),
    );
    for (const path of everyMenuPath) expect(ROUTES).toContain(path);
    for (const route of ROUTES) {
      if (SIGNED_OUT_ROUTES.includes(route)) continue;
      expect(SCREENS, `screen data for ${route}`).toHaveProperty([route]);
      expect(everyMenuPath.has(route) || everyMenuPath.has(REACHED_FROM[route] ?? '')).toBe(true);
    }
  });

  for (const name of ['kyndAdmin', 'orgAdmin', 'staff'] as const) {
    it(`gives ${name} the data of every screen its menu shows`, async () => {
      const db = dbOf(name);
      const { organisationId } = CALLERS[name];
      const shown = menuPaths(permissionsOf(name));
      expect(shown.length).toBeGreaterThan(0);
      for (const path of shown) {
        const screen = SCREENS[path];
        await assertSucceeds(screen.reads(db, organisationId)).catch((error: unknown) => {
          throw new Error(`${name} cannot read ${path}: ${String(error)}`);
        });
        if (screen.writes) {
          await assertSucceeds(screen.writes(db, organisationId)).catch((error: unknown) => {
            throw new Error(`${name} cannot write ${path}: ${String(error)}`);
          });
        }
      }
    });
  }

  // A Kynd Admin's menu hides only the Org Admin's own-organisation screens, whose writes its
  // provider screens make anyway (divisions, codes).
  for (const name of ['orgAdmin', 'staff', 'user'] as const) {
    it(`refuses ${name} the writes of every screen its menu hides`, async () => {
      const db = dbOf(name);
      const { organisationId } = CALLERS[name];
      const shown = new Set(menuPaths(permissionsOf(name)));
      for (const route of ROUTES) {
        const owner = REACHED_FROM[route] ?? route;
        const writes = SCREENS[route]?.writes;
        if (SIGNED_OUT_ROUTES.includes(route) || shown.has(owner) || !writes) continue;
        await assertFails(writes(db, organisationId)).catch(() => {
          throw new Error(`${name} may write ${route}, which its menu hides`);
        });
      }
    });
  }

  it('gives a User (role-less phone sign-in, docs/product.md §5) only its own documents, whatever its menu shows', async () => {
    const db = dbOf('user');
    const shown = menuPaths(permissionsOf('user'));
    // docs/product.md §2 shows the dashboards, and Hearing Vision Alerts when the organisation offers it.
    expect(shown).toEqual([
      '/dashboard',
      '/dashboard/body',
      '/dashboard/mind',
      '/dashboard/life',
      '/hearing-vision-alerts',
    ]);
    await assertSucceeds(getDoc(doc(db, 'organisations/A')));
    await assertSucceeds(getDoc(doc(db, 'users/user')));
    await assertFails(getDoc(doc(db, 'industryScores/Accounting')));
    await assertFails(getDoc(doc(db, 'organisationsScoresHistories/A_all_life')));
    await assertFails(SCREENS['/hearing-vision-alerts'].reads(db, 'A'));
    await assertFails(listUsersOf(db, 'A'));
    await assertFails(
      getDocs(query(collection(db, 'organisations'), where(documentId(), '==', 'B'))),
    );
  });
});
