// firestore.rules against the Firestore emulator: every cell of the matrix in rulesTable.ts, then
// the examples of SPEC §6 that a table cannot say. Runs in its own project so it never disturbs
// the data of other tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  OPERATIONS,
  ROLES,
  TARGETS,
  expected,
  type Operation,
  type RoleName,
  type Target,
} from './rulesTable';
import { FIRESTORE_HOST, FIRESTORE_PORT } from './providerHarness';

const PROJECT_ID = 'demo-kynd-rules';
const rules = readFileSync(
  fileURLToPath(new URL('../../firestore.rules', import.meta.url)),
  'utf8',
);

const now = new Date('2026-01-15T10:00:00Z');
const action = (comment: string) => ({
  actionUser: { id: 'orgAdminA', firstName: 'Olga', lastName: 'Admin' },
  status: 'In Progress',
  comment,
  timestamp: now,
  questionnaire: 'hearing',
});

function person(id: string, organisationId: string, extra: DocumentData = {}): DocumentData {
  return {
    firstName: id,
    lastName: 'Test',
    lowerFirstName: id.toLowerCase(),
    lowerLastName: 'test',
    email: `${id}@example.com`,
    role: 'User',
    organisation: { id: organisationId, name: `Organisation ${organisationId}` },
    division: { id: `${organisationId}-default`, name: 'Default division' },
    isActive: true,
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

function organisation(id: string): DocumentData {
  return {
    name: `Organisation ${id}`,
    address: '1 Street',
    phone: '+6400000',
    isActive: true,
    managers: [],
    employees: [],
    divisions: [{ id: `${id}-default`, name: 'Default division' }],
    industry: 'Accounting',
    customQuestionnaires: [],
    createdAt: now,
  };
}

const code = (organisationId: string) => ({
  code: `CODE${organisationId}`,
  organisationId,
  organisationName: `Organisation ${organisationId}`,
  divisionId: `${organisationId}-default`,
  divisionName: 'Default division',
  isActive: true,
  currentUsage: 0,
  maximumUsage: 20,
});

const alert = (organisationId: string) => ({
  user: { firstName: 'Ann', lastName: 'Alert' },
  organisation: { id: organisationId, name: `Organisation ${organisationId}` },
  division: { name: 'Default division' },
  createdAt: now,
  questionnaireAlerts: { hearing: true },
  hearingStatus: 'Open',
  status: 'Open',
  actions: [action('first look')],
});

/** Everything the matrix reads and writes, written with the rules disabled before each test. */
const FIXTURES: Record<string, DocumentData> = {
  'organisations/A': organisation('A'),
  'organisations/B': organisation('B'),
  'organisations/A/notifications/nA': { title: 'Hi', body: 'A', color: ['red'], createdAt: now },
  'organisations/B/notifications/nB': { title: 'Hi', body: 'B', color: ['red'], createdAt: now },
  'organisationsScoresHistories/A_all_life': {
    organisationId: 'A',
    divisionId: 'all',
    questionnaire: 'life',
    history: {},
  },
  'organisationsScoresHistories/B_all_life': {
    organisationId: 'B',
    divisionId: 'all',
    questionnaire: 'life',
    history: {},
  },
  'industryScores/Accounting': {
    industry: 'Accounting',
    organisationsCount: 2,
    scores: { averageScore: { activeUsers: 0 }, body: {}, mind: {}, life: {} },
    calculatedAt: now,
  },
  'users/userA1': person('userA1', 'A'),
  'users/userA2': person('userA2', 'A'),
  'users/userB1': person('userB1', 'B'),
  'users/orgAdminA': person('orgAdminA', 'A', { role: 'Org Admin' }),
  'users/clinician': person('clinician', 'K', {
    role: 'Clinician',
    allowedOrganisationsIds: ['A'],
  }),
  'users/kyndAdmin': person('kyndAdmin', 'K', { role: 'Kynd Admin' }),
  'users/staff1': person('staff1', 'K'),
  'codes/codeA': code('A'),
  'codes/codeB': code('B'),
  'questionnaireAlerts/alertA': alert('A'),
  'questionnaireAlerts/alertB': alert('B'),
  'industries/accounting': { name: 'Accounting', createdAt: now, updatedAt: now },
  'questions/q1': {
    label: 'How do you sleep?',
    category: 'Mind',
    questionnaire: 'Sleep',
    order: 1,
  },
  'articles/a1': { title: 'Sleep well', isActive: true, hashtags: ['sleep'], createdAt: now },
  'initialMessages/m1': { category: 'Life', measurement: 'life', updatedAt: now },
  'sentPushNotifications/s1': { tokens: ['t'], createdAt: now },
};

const IDENTITIES: Record<Exclude<RoleName, 'signedOut'>, { uid: string; claims: DocumentData }> = {
  user: { uid: 'userA1', claims: { role: 'User', organisationId: 'A', staff: false } },
  clinician: { uid: 'clinician', claims: { role: 'Clinician', organisationId: 'K', staff: false } },
  orgAdmin: { uid: 'orgAdminA', claims: { role: 'Org Admin', organisationId: 'A', staff: false } },
  kyndAdmin: {
    uid: 'kyndAdmin',
    claims: { role: 'Kynd Admin', organisationId: 'K', staff: false },
  },
  staff: { uid: 'staff1', claims: { role: 'User', organisationId: 'K', staff: true } },
};

type Act = (db: Firestore) => Promise<unknown>;
type TargetOperations = Record<Operation, Act>;

const get =
  (path: string): Act =>
  (db) =>
    getDoc(doc(db, path));
const remove =
  (path: string): Act =>
  (db) =>
    deleteDoc(doc(db, path));
const update =
  (path: string, data: DocumentData): Act =>
  (db) =>
    updateDoc(doc(db, path), data);
const create =
  (path: string, data: DocumentData): Act =>
  (db) =>
    setDoc(doc(db, path), data);
const list =
  (path: string, field?: string, value?: string): Act =>
  (db) =>
    getDocs(field ? query(collection(db, path), where(field, '==', value)) : collection(db, path));

function organisationData(id: 'A' | 'B'): TargetOperations {
  return {
    get: get(`organisations/${id}`),
    list: (db) => getDocs(query(collection(db, 'organisations'), where(documentId(), '==', id))),
    create: create(`organisations/new${id}`, organisation(`new${id}`)),
    update: update(`organisations/${id}`, { managers: [{ id: 'userA2', name: 'userA2 Test' }] }),
    delete: remove(`organisations/${id}`),
  };
}

const OPERATIONS_OF: Record<Target, TargetOperations> = {
  'organisations (A)': organisationData('A'),
  'organisations (B)': organisationData('B'),
  ...(Object.fromEntries(
    (['A', 'B'] as const).map((id) => [
      `notifications (${id})`,
      {
        get: get(`organisations/${id}/notifications/n${id}`),
        list: list(`organisations/${id}/notifications`),
        create: create(`organisations/${id}/notifications/new`, {
          title: 'T',
          body: 'B',
          color: ['green'],
          createdAt: now,
        }),
        update: update(`organisations/${id}/notifications/n${id}`, { title: 'Edited' }),
        delete: remove(`organisations/${id}/notifications/n${id}`),
      },
    ]),
  ) as Record<'notifications (A)' | 'notifications (B)', TargetOperations>),
  ...(Object.fromEntries(
    (['A', 'B'] as const).map((id) => [
      `organisationsScoresHistories (${id})`,
      {
        get: get(`organisationsScoresHistories/${id}_all_life`),
        list: list('organisationsScoresHistories', 'organisationId', id),
        create: create(`organisationsScoresHistories/${id}_all_sleep`, {
          organisationId: id,
          history: {},
        }),
        update: update(`organisationsScoresHistories/${id}_all_life`, { history: { life: [] } }),
        delete: remove(`organisationsScoresHistories/${id}_all_life`),
      },
    ]),
  ) as Record<
    'organisationsScoresHistories (A)' | 'organisationsScoresHistories (B)',
    TargetOperations
  >),
  industryScores: {
    get: get('industryScores/Accounting'),
    list: list('industryScores'),
    create: create('industryScores/Construction', {
      industry: 'Construction',
      organisationsCount: 2,
      calculatedAt: now,
    }),
    update: update('industryScores/Accounting', { organisationsCount: 99 }),
    delete: remove('industryScores/Accounting'),
  },
  ...(Object.fromEntries(
    (['A', 'B'] as const).map((id) => {
      const target = id === 'A' ? 'users/userA2' : 'users/userB1';
      return [
        `users (${id})`,
        {
          get: get(target),
          list: list('users', 'organisation.id', id),
          create: create(`users/new${id}`, person(`new${id}`, id)),
          update: update(target, { isActive: false }),
          delete: remove(target),
        },
      ];
    }),
  ) as Record<'users (A)' | 'users (B)', TargetOperations>),
  ...(Object.fromEntries(
    (['A', 'B'] as const).map((id) => [
      `codes (${id})`,
      {
        get: get(`codes/code${id}`),
        list: list('codes', 'organisationId', id),
        create: create(`codes/new${id}`, code(id)),
        update: update(`codes/code${id}`, { maximumUsage: 50 }),
        delete: remove(`codes/code${id}`),
      },
    ]),
  ) as Record<'codes (A)' | 'codes (B)', TargetOperations>),
  ...(Object.fromEntries(
    (['A', 'B'] as const).map((id) => [
      `questionnaireAlerts (${id})`,
      {
        get: get(`questionnaireAlerts/alert${id}`),
        list: list('questionnaireAlerts', 'organisation.id', id),
        create: create(`questionnaireAlerts/new${id}`, alert(id)),
        update: update(`questionnaireAlerts/alert${id}`, {
          actions: [action('first look'), action('booked a test')],
          hearingStatus: 'In Progress',
          status: 'Open',
        }),
        delete: remove(`questionnaireAlerts/alert${id}`),
      },
    ]),
  ) as Record<'questionnaireAlerts (A)' | 'questionnaireAlerts (B)', TargetOperations>),
  industries: {
    get: get('industries/accounting'),
    list: list('industries'),
    create: create('industries/mining', { name: 'Mining', createdAt: now, updatedAt: now }),
    update: update('industries/accounting', { name: 'Accountancy' }),
    delete: remove('industries/accounting'),
  },
  questions: {
    get: get('questions/q1'),
    list: list('questions'),
    create: create('questions/q2', {
      label: 'New?',
      category: 'Life',
      questionnaire: 'Life',
      order: 2,
    }),
    update: update('questions/q1', { order: 3 }),
    delete: remove('questions/q1'),
  },
  articles: {
    get: get('articles/a1'),
    list: list('articles'),
    create: create('articles/a2', { title: 'New', isActive: false, hashtags: ['new'] }),
    update: update('articles/a1', { isActive: false }),
    delete: remove('articles/a1'),
  },
  initialMessages: {
    get: get('initialMessages/m1'),
    list: list('initialMessages'),
    create: create('initialMessages/m2', {
      category: 'Mind',
      measurement: 'sleep',
      updatedAt: now,
    }),
    update: update('initialMessages/m1', { updatedAt: new Date() }),
    delete: remove('initialMessages/m1'),
  },
  sentPushNotifications: {
    get: get('sentPushNotifications/s1'),
    list: list('sentPushNotifications'),
    create: create('sentPushNotifications/s2', { tokens: [], createdAt: now }),
    update: update('sentPushNotifications/s1', { tokens: [] }),
    delete: remove('sentPushNotifications/s1'),
  },
};

let env: RulesTestEnvironment;

function contextOf(role: RoleName): RulesTestContext {
  if (role === 'signedOut') return env.unauthenticatedContext();
  const { uid, claims } = IDENTITIES[role];
  return env.authenticatedContext(uid, claims);
}

const dbOf = (role: RoleName) => contextOf(role).firestore() as unknown as Firestore;

async function seed(extra: Record<string, DocumentData> = {}): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(
      Object.entries({ ...FIXTURES, ...extra }).map(([path, data]) => setDoc(doc(db, path), data)),
    );
  });
}

beforeAll(async () => {
  // Refused writes are the point of half the cells; the SDK would log each one as a warning.
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: FIRESTORE_HOST, port: FIRESTORE_PORT, rules },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

async function reset(): Promise<void> {
  await env.clearFirestore();
  await seed();
}

describe('rules matrix: role × collection × operation', () => {
  // A test whose writes were all refused leaves the data as seeded: only reseed after one that
  // wrote. That halves the run time without letting one cell's writes leak into another's.
  let dirty = true;
  beforeEach(async () => {
    if (dirty) await reset();
    dirty = false;
  });

  for (const target of TARGETS) {
    for (const role of ROLES) {
      const cells = OPERATIONS.map(
        (operation) => `${operation} ${expected(target, role, operation)}`,
      );
      it(`${target} as ${role}: ${cells.join(', ')}`, async () => {
        const db = dbOf(role);
        dirty = (['create', 'update', 'delete'] as const).some(
          (operation) => expected(target, role, operation) === 'allow',
        );
        // Reads first and delete last, so that each operation meets the seeded document.
        for (const operation of OPERATIONS) {
          const attempt = OPERATIONS_OF[target][operation](db);
          if (expected(target, role, operation) === 'allow') await assertSucceeds(attempt);
          else await assertFails(attempt);
        }
      });
    }
  }
});

describe('SPEC §6 examples', () => {
  beforeEach(reset);

  it('lets a signed-out visitor read nothing, not even content', async () => {
    const db = dbOf('signedOut');
    await assertFails(getDoc(doc(db, 'users/userA1')));
    await assertFails(getDocs(collection(db, 'articles')));
  });

  it('lets a user read and edit the name on their own users document only', async () => {
    const db = dbOf('user');
    await assertSucceeds(getDoc(doc(db, 'users/userA1')));
    await assertSucceeds(
      updateDoc(doc(db, 'users/userA1'), { firstName: 'Una', lowerFirstName: 'una' }),
    );
    await assertFails(getDoc(doc(db, 'users/userA2')));
    await assertFails(updateDoc(doc(db, 'users/userA1'), { role: 'Org Admin' }));
    await assertFails(updateDoc(doc(db, 'users/userA1'), { isActive: false }));
    await assertFails(updateDoc(doc(db, 'users/userA1'), { organisation: { id: 'B', name: 'B' } }));
  });

  it('refuses an Org Admin making anyone a Kynd Admin or a Clinician', async () => {
    const db = dbOf('orgAdmin');
    await assertFails(updateDoc(doc(db, 'users/userA2'), { role: 'Kynd Admin' }));
    await assertFails(updateDoc(doc(db, 'users/userA2'), { role: 'Clinician' }));
    await assertFails(
      setDoc(doc(db, 'users/newAdmin'), person('newAdmin', 'A', { role: 'Kynd Admin' })),
    );
    await assertFails(
      setDoc(doc(db, 'users/newClin'), person('newClin', 'A', { role: 'Clinician' })),
    );
    await assertSucceeds(updateDoc(doc(db, 'users/userA2'), { role: 'Org Admin' }));
    await assertSucceeds(
      setDoc(doc(db, 'users/newOrgAdmin'), person('newOrgAdmin', 'A', { role: 'Org Admin' })),
    );
  });

  it('refuses an Org Admin changing their own role, but not their own name', async () => {
    const db = dbOf('orgAdmin');
    await assertFails(updateDoc(doc(db, 'users/orgAdminA'), { role: 'User' }));
    await assertSucceeds(updateDoc(doc(db, 'users/orgAdminA'), { firstName: 'Olga' }));
  });

  it('refuses an Org Admin moving a user out of their organisation or granting clinician access', async () => {
    const db = dbOf('orgAdmin');
    await assertFails(updateDoc(doc(db, 'users/userA2'), { organisation: { id: 'B', name: 'B' } }));
    await assertFails(updateDoc(doc(db, 'users/userA2'), { allowedOrganisationsIds: ['B'] }));
    await assertFails(setDoc(doc(db, 'users/newB'), person('newB', 'B')));
  });

  it("refuses an Org Admin touching another organisation's divisions, codes, notifications or alerts", async () => {
    const db = dbOf('orgAdmin');
    await assertFails(updateDoc(doc(db, 'organisations/B'), { divisions: [] }));
    await assertFails(setDoc(doc(db, 'codes/x'), code('B')));
    await assertFails(updateDoc(doc(db, 'codes/codeA'), { organisationId: 'B' }));
    await assertFails(getDocs(collection(db, 'organisations/B/notifications')));
    await assertFails(getDocs(collection(db, 'questionnaireAlerts')));
    await assertFails(getDocs(collection(db, 'users')));
  });

  it('lets an Org Admin edit divisions of their organisation but not its status or industry', async () => {
    const db = dbOf('orgAdmin');
    await assertSucceeds(
      updateDoc(doc(db, 'organisations/A'), {
        divisions: [
          { id: 'A-default', name: 'Default division' },
          { id: 'A-2', name: 'Sales' },
        ],
      }),
    );
    await assertFails(updateDoc(doc(db, 'organisations/A'), { isActive: false }));
    await assertFails(updateDoc(doc(db, 'organisations/A'), { industry: 'Mining' }));
    await assertFails(
      updateDoc(doc(db, 'organisations/A'), { customQuestionnaires: ['hearing-v2'] }),
    );
  });

  it('keeps alert actions append-only for an Org Admin', async () => {
    const db = dbOf('orgAdmin');
    await assertFails(updateDoc(doc(db, 'questionnaireAlerts/alertA'), { actions: [] }));
    await assertFails(
      updateDoc(doc(db, 'questionnaireAlerts/alertA'), {
        actions: [action('rewritten'), action('new')],
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'questionnaireAlerts/alertA'), { user: { firstName: 'X', lastName: 'Y' } }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'questionnaireAlerts/alertA'), {
        actions: [action('first look'), action('resolved')],
        hearingStatus: 'Resolved',
        status: 'Resolved',
      }),
    );
  });

  it('lets an Org Admin add the first action to an alert that has none', async () => {
    await seed({ 'questionnaireAlerts/fresh': { ...alert('A'), actions: [] } });
    const db = dbOf('orgAdmin');
    await assertFails(updateDoc(doc(db, 'questionnaireAlerts/fresh'), { status: 'Resolved' }));
    await assertSucceeds(
      updateDoc(doc(db, 'questionnaireAlerts/fresh'), {
        actions: [action('called')],
        status: 'Open',
      }),
    );
  });

  it('never lets anyone write a password, not even a Kynd Admin', async () => {
    await assertFails(
      setDoc(doc(dbOf('kyndAdmin'), 'users/p1'), person('p1', 'A', { password: 'secret' })),
    );
    await assertFails(updateDoc(doc(dbOf('kyndAdmin'), 'users/userA2'), { password: 'secret' }));
    await assertFails(
      setDoc(doc(dbOf('orgAdmin'), 'users/p2'), person('p2', 'A', { password: 'secret' })),
    );
    await assertSucceeds(
      setDoc(doc(dbOf('kyndAdmin'), 'users/p3'), person('p3', 'A', { role: 'Clinician' })),
    );
  });

  it("reads a clinician's organisations from their users document, so revoking takes effect at once", async () => {
    const db = dbOf('clinician');
    await assertSucceeds(
      getDocs(query(collection(db, 'users'), where('organisation.id', '==', 'A'))),
    );
    await assertSucceeds(
      getDocs(query(collection(db, 'users'), where('organisation.id', 'in', ['A']))),
    );
    await assertFails(
      getDocs(query(collection(db, 'users'), where('organisation.id', 'in', ['A', 'B']))),
    );
    await seed({
      'users/clinician': person('clinician', 'K', {
        role: 'Clinician',
        allowedOrganisationsIds: [],
      }),
    });
    await assertFails(getDocs(query(collection(db, 'users'), where('organisation.id', '==', 'A'))));
    await assertFails(getDoc(doc(db, 'organisations/A')));
  });

  it('answers a missing score history of a readable organisation as absent, not refused', async () => {
    const snapshot = await assertSucceeds(
      getDoc(doc(dbOf('orgAdmin'), 'organisationsScoresHistories/A_all_sleep')),
    );
    if (snapshot.exists()) throw new Error('expected no document');
    await assertFails(getDoc(doc(dbOf('orgAdmin'), 'organisationsScoresHistories/B_all_sleep')));
  });

  it('gives the allow-listed staff claim the provider scope only when it is true', async () => {
    const notStaff = env.authenticatedContext('staff9', {
      role: 'User',
      organisationId: 'K',
      staff: false,
    });
    await assertFails(getDoc(doc(notStaff.firestore() as unknown as Firestore, 'organisations/B')));
    await assertSucceeds(getDoc(doc(dbOf('staff'), 'organisations/B')));
  });
});
