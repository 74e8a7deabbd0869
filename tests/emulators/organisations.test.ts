// The writes of the organisations, divisions, codes and industries screens against the emulators,
// as the app makes them: the data provider (Firestore Lite) and the callables, signed in as a Kynd
// Admin through the Auth emulator, with firestore.rules loaded. After every change that moves an
// organisation in or out of an industry's figures (activation, creation, industry change), the
// industryScores documents of the industries touched are compared with a recount made here from
// the organisations and their people (not from any stored score).
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, type DocumentData } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BATCH_SIZE,
  DEFAULT_DIVISION_NAME,
  FIELD_LIMITS,
  FUNCTIONS_REGION,
  MIN_USERS_FOR_STATISTICS,
} from '../../src/config/constants';
import { claimsFor } from '../../src/domain/claims';
import { codeDocumentId } from '../../src/domain/codes';
import { INDUSTRY_SCORES_COLLECTION, industryScoresId } from '../../src/domain/industryScores';
import { aggregateScores, type ScoredUser } from '../../src/domain/scoring';
import { timestampsToDates } from '../../src/domain/timestamps';
import { WITHHELD_INDUSTRY_SCORES_COLLECTION } from '../../src/domain/withheldFigures';
import type { DataScope } from '../../src/domain/session';
import type { Division, UserScores } from '../../src/domain/types';
import { createCall } from '../../src/providers/callables';
import { createDataProvider } from '../../src/providers/dataProvider';
import { DATA_SPECS } from '../../src/resources/registry';
import type { KyndDataProvider, Progress } from '../../src/providers/types';
import { resetAuth, resetFirestore } from '../helpers/reset';
import { currentStack } from '../helpers/stack';
import { restOf, usersOf } from './providerHarness';

/** What the screens ask after creating an organisation or changing its activation. */
const refreshIndustryFigures = (provider: KyndDataProvider, organisationId: string) =>
  provider.call('scheduleOrgScoreCalculation', { organisationId });

const stack = currentStack();
const PROJECT_ID = stack.projectId;
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${stack.ports.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${stack.ports.auth}`;

const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, `organisations-${Date.now()}`);
const adminDb = getAdminFirestore(adminApp);
const adminAuth = getAdminAuth(adminApp);

const ADMIN = { uid: 'kyndAdmin', email: 'kynd.admin@example.com', password: 'Test-pass-2026' };
const BIG = 'big';
/** Several batches of 450 and a partial last one. */
const BIG_EMPLOYEES = 1400;
/** Where a batch is made to fail: big enough for several batches, small enough to run twice. */
const MID = 'mid';
const MID_EMPLOYEES = 600;
const CALCULATED = new Date('2026-01-10T00:00:00Z');

const colourOf = (index: number) => (['green', 'orange', 'red'] as const)[index % 3];
const result = (index: number) => ({ colour: colourOf(index), calculatedAt: CALCULATED });

/** Results that differ from one person to the next, in every category. */
function scoresOf(index: number): UserScores {
  return {
    body: { weight: result(index), smoking: result(index + 1) },
    mind: index % 2 === 0 ? { sleep: result(index + 2) } : {},
    life: { life: result(index * 7) },
  };
}

interface OrganisationPlan {
  id: string;
  industry: string;
  isActive: boolean;
  people: number;
}

const PLANS: OrganisationPlan[] = [
  { id: 'acc1', industry: 'Accounting', isActive: true, people: 9 },
  { id: 'acc2', industry: 'Accounting', isActive: true, people: 5 },
  { id: 'con1', industry: 'Construction', isActive: true, people: 7 },
  { id: BIG, industry: 'Retail', isActive: true, people: BIG_EMPLOYEES },
  { id: 'ret2', industry: 'Retail', isActive: false, people: 4 },
  { id: MID, industry: 'Education', isActive: false, people: MID_EMPLOYEES },
  // The admin's own organisation belongs to no industry (like Subscriptions).
  { id: 'provider', industry: '', isActive: true, people: 0 },
];

function organisationDocument(plan: OrganisationPlan, employees: string[]): DocumentData {
  return {
    name: `Organisation ${plan.id}`,
    address: '1 Test Street',
    phone: '',
    isActive: plan.isActive,
    managers: [
      { id: `${plan.id}-m1`, name: 'First Manager' },
      { id: `${plan.id}-m2`, name: 'Second Manager' },
    ],
    employees,
    divisions: [
      { id: `${plan.id}-default`, name: DEFAULT_DIVISION_NAME, codes: [] },
      { id: `${plan.id}-sales`, name: 'Sales', description: 'Sellers', codes: [] },
    ],
    industry: plan.industry,
    customQuestionnaires: [],
    createdAt: CALCULATED,
  };
}

async function writeAll(documents: Record<string, DocumentData>): Promise<void> {
  const entries = Object.entries(documents);
  for (let start = 0; start < entries.length; start += BATCH_SIZE) {
    const batch = adminDb.batch();
    for (const [path, data] of entries.slice(start, start + BATCH_SIZE)) {
      batch.set(adminDb.doc(path), data);
    }
    await batch.commit();
  }
}

async function seed(): Promise<void> {
  const documents: Record<string, DocumentData> = {};
  for (const name of ['Accounting', 'Construction', 'Education', 'Retail']) {
    documents[`industries/industry-${name.toLowerCase()}`] = {
      name,
      createdAt: CALCULATED,
      updatedAt: CALCULATED,
    };
  }
  for (const plan of PLANS) {
    const people = usersOf(plan.id, plan.people, (index) => ({ scores: scoresOf(index) }));
    Object.assign(documents, people);
    documents[`organisations/${plan.id}`] = organisationDocument(
      plan,
      Object.keys(people).map((path) => path.slice('users/'.length)),
    );
  }
  const admin = {
    firstName: 'Kim',
    lastName: 'Admin',
    lowerFirstName: 'kim',
    lowerLastName: 'admin',
    email: ADMIN.email,
    role: 'Kynd Admin',
    organisation: { id: 'provider', name: 'Organisation provider' },
    division: { id: 'provider-default', name: DEFAULT_DIVISION_NAME },
    isActive: true,
    createdAt: CALCULATED,
    updatedAt: CALCULATED,
  };
  documents[`users/${ADMIN.uid}`] = admin;
  // A code stored before codes were keyed by their value.
  documents['codes/legacyAutoId'] = {
    code: 'LEGACY1',
    divisionId: 'acc1-default',
    divisionName: DEFAULT_DIVISION_NAME,
    organisationId: 'acc1',
    organisationName: 'Organisation acc1',
    isActive: true,
    currentUsage: 3,
    maximumUsage: 20,
  };
  await writeAll(documents);
  await adminAuth.createUser({ uid: ADMIN.uid, email: ADMIN.email, password: ADMIN.password });
  await adminAuth.setCustomUserClaims(ADMIN.uid, { ...claimsFor(admin) });
}

let provider: KyndDataProvider;

const clientApps: FirebaseApp[] = [];

/** The data provider and the callables as the app builds them, signed in as `email`. */
async function providerOf(
  email: string,
  password: string,
  scope: DataScope,
): Promise<KyndDataProvider> {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `organisations-client-${Date.now()}-${clientApps.length}`,
  );
  clientApps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, stack.urls.auth, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', stack.ports.firestore);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, '127.0.0.1', stack.ports.functions);
  await signInWithEmailAndPassword(auth, email, password);
  return createDataProvider({
    resources: DATA_SPECS,
    db,
    rest: restOf(auth),
    getScope: () => scope,
    loadCall: () => Promise.resolve(createCall(functions)),
    getUid: () => auth.currentUser?.uid ?? null,
  });
}

const signInAsKyndAdmin = () => providerOf(ADMIN.email, ADMIN.password, { kind: 'all' });

/** Another administrator of `organisationId`, with its users document and Auth account. */
async function signInAs(
  person: { uid: string; email: string; role: 'Org Admin' },
  organisationId: string,
): Promise<KyndDataProvider> {
  await adminDb.doc(`users/${person.uid}`).set({
    firstName: 'Olga',
    lastName: 'Admin',
    email: person.email,
    role: person.role,
    organisation: { id: organisationId, name: `Organisation ${organisationId}` },
    division: { id: `${organisationId}-default`, name: DEFAULT_DIVISION_NAME },
    isActive: true,
  });
  await adminAuth.createUser({ uid: person.uid, email: person.email, password: ADMIN.password });
  return providerOf(person.email, ADMIN.password, { kind: 'organisation', organisationId });
}

/**
 * An industry's figures recounted from scratch: its active organisations, and the results of their
 * people, with the score formulas of domain/scoring.
 */
async function recount(industry: string) {
  const organisations = await adminDb
    .collection('organisations')
    .where('industry', '==', industry)
    .get();
  const active = organisations.docs.filter((document) => document.get('isActive') === true);
  const people: ScoredUser[] = [];
  for (const organisation of active) {
    const snapshot = await adminDb
      .collection('users')
      .where('organisation.id', '==', organisation.id)
      .select('isActive', 'scores')
      .get();
    for (const person of snapshot.docs) {
      people.push({
        id: person.id,
        isActive: person.get('isActive') === true,
        scores: timestampsToDates(person.get('scores') ?? {}) as UserScores,
      });
    }
  }
  return { organisationsCount: active.length, scores: aggregateScores(people, CALCULATED) };
}

async function expectFiguresToMatchRecount(industry: string): Promise<void> {
  const readable = await adminDb
    .collection(INDUSTRY_SCORES_COLLECTION)
    .doc(industryScoresId(industry))
    .get();
  expect(readable.exists, `industryScores of ${industry}`).toBe(true);
  const expected = await recount(industry);
  // Too few active users: the readers get the count, the Kynd Admin's twin the figures.
  const withheld = expected.scores.averageScore.activeUsers <= MIN_USERS_FOR_STATISTICS;
  expect(readable.get('withheld') === true, `${industry} withheld`).toBe(withheld);
  const stored = withheld
    ? await adminDb
        .collection(WITHHELD_INDUSTRY_SCORES_COLLECTION)
        .doc(industryScoresId(industry))
        .get()
    : readable;
  expect(stored.get('organisationsCount'), `${industry} organisations`).toBe(
    expected.organisationsCount,
  );
  const average = expected.scores.averageScore;
  expect(stored.get('scores.averageScore'), `${industry} average`).toMatchObject({
    activeUsers: average.activeUsers,
    averageScore: average.averageScore,
    body: average.body,
    mind: average.mind,
    life: average.life,
    bodyComplete: average.bodyComplete,
    mindComplete: average.mindComplete,
    lifeComplete: average.lifeComplete,
    totalComplete: average.totalComplete,
  });
  for (const category of ['body', 'mind', 'life'] as const) {
    for (const [key, counts] of Object.entries(expected.scores[category])) {
      const { green, orange, red } = counts;
      // An industry without active organisations stores no measurements: all counts are 0.
      const figures = stored.get(`scores.${category}.${key}`) ?? { green: 0, orange: 0, red: 0 };
      expect(figures, `${industry} ${category}.${key}`).toMatchObject({ green, orange, red });
    }
  }
}

async function subscriptionUsers(organisationId: string, flag: boolean): Promise<number> {
  const counted = await adminDb
    .collection('users')
    .where('organisation.id', '==', organisationId)
    .where('isSubscriptionUser', '==', flag)
    .count()
    .get();
  return counted.data().count;
}

const isActive = async (organisationId: string) =>
  (await adminDb.collection('organisations').doc(organisationId).get()).get('isActive');

beforeAll(async () => {
  setLogLevel('silent');
  await Promise.all([resetFirestore(PROJECT_ID), resetAuth(PROJECT_ID)]);
  await seed();
  provider = await signInAsKyndAdmin();
  // Every industry document as the score calculation leaves it.
  for (const plan of PLANS) await refreshIndustryFigures(provider, plan.id);
}, 300_000);

afterAll(async () => {
  await Promise.all(clientApps.map((app) => deleteApp(app)));
  await deleteAdminApp(adminApp);
  await resetFirestore(PROJECT_ID);
});

describe('organisation activation (docs/product.md §4)', () => {
  it('inactivates a 1,400-employee organisation in batches of 450, and its industry figures follow', async () => {
    const progress: Progress[] = [];
    await provider.setOrganisationActive(BIG, false, (step) => progress.push(step));
    expect(progress.map((step) => step.done)).toEqual([
      0,
      ...Array.from({ length: Math.ceil(BIG_EMPLOYEES / BATCH_SIZE) }, (_, index) =>
        Math.min(BIG_EMPLOYEES, (index + 1) * BATCH_SIZE),
      ),
    ]);
    expect(progress.every((step) => step.total === BIG_EMPLOYEES)).toBe(true);
    expect(await subscriptionUsers(BIG, true)).toBe(BIG_EMPLOYEES);
    expect(await isActive(BIG)).toBe(false);
    await refreshIndustryFigures(provider, BIG);
    await expectFiguresToMatchRecount('Retail');
    expect((await recount('Retail')).organisationsCount).toBe(0);
  }, 180_000);

  it('keeps the old state when stopped midway, and the same action then completes it', async () => {
    // The members are read a page at a time from their users documents (never the employees
    // list), so a batch cannot meet a missing one: the action stops after its first batch, as a
    // tab closed midway does.
    const stopped = new Error('stopped midway');
    const progress: Progress[] = [];
    await expect(
      provider.setOrganisationActive(MID, true, (step) => {
        progress.push(step);
        if (step.done === BATCH_SIZE) throw stopped;
      }),
    ).rejects.toBe(stopped);
    expect(progress.at(-1)).toEqual({ done: BATCH_SIZE, total: MID_EMPLOYEES });
    expect(await isActive(MID)).toBe(false);
    expect(await subscriptionUsers(MID, false)).toBe(BATCH_SIZE);

    await provider.setOrganisationActive(MID, true);
    expect(await subscriptionUsers(MID, false)).toBe(MID_EMPLOYEES);
    expect(await isActive(MID)).toBe(true);
    await refreshIndustryFigures(provider, MID);
    await expectFiguresToMatchRecount('Education');
    expect((await recount('Education')).organisationsCount).toBe(1);
  }, 180_000);
});

describe('organisation creation (docs/product.md §4, §5)', () => {
  const input = {
    name: 'New Builders',
    address: '2 Site Road',
    phone: '+6490000000',
    industry: 'Construction',
    divisionName: 'Head office',
    code: 'NEWCO',
    codeUsage: 20,
  };

  it('writes the organisation, its first division and its code together, and the industry figures follow', async () => {
    const { data: created } = await provider.create('organisations', { data: input });
    expect(created.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(created.divisionId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(created.codeId).toBe(codeDocumentId('NEWCO'));
    const organisation = (await adminDb.collection('organisations').doc(created.id).get()).data();
    expect(organisation).toMatchObject({
      name: 'New Builders',
      lowerName: 'new builders',
      address: '2 Site Road',
      phone: '+6490000000',
      isActive: true,
      managers: [],
      employees: [],
      industry: 'Construction',
      customQuestionnaires: [],
      // No copy of its code: every member reads this document (docs/product.md §3 "As built").
      divisions: [{ id: created.divisionId, name: 'Head office' }],
      divisionNames: { [created.divisionId]: 'Head office' },
    });
    expect(organisation?.divisionsById).toEqual({
      [created.divisionId]: organisation?.divisions[0],
    });
    expect(Object.keys(organisation ?? {}).sort()).toEqual(
      [
        'name',
        // What the list sorts by, written with it (src/domain/derivedFields.ts).
        'lowerName',
        'address',
        'phone',
        'isActive',
        'managers',
        'employees',
        'divisions',
        // Its divisions by id (src/domain/divisionMaps.ts).
        'divisionNames',
        'divisionsById',
        'industry',
        'customQuestionnaires',
        'createdAt',
        // The actor stamp (docs/security.md "Audit trail").
        'lastChangedBy',
        'lastChangedAt',
      ].sort(),
    );
    expect((await adminDb.collection('codes').doc(created.codeId).get()).data()).toEqual({
      code: 'NEWCO',
      divisionId: created.divisionId,
      divisionName: 'Head office',
      organisationId: created.id,
      organisationName: 'New Builders',
      isActive: true,
      currentUsage: 0,
      maximumUsage: 20,
      lastChangedBy: 'kyndAdmin',
      lastChangedAt: expect.anything(),
    });
    await refreshIndustryFigures(provider, created.id);
    await expectFiguresToMatchRecount('Construction');
    expect((await recount('Construction')).organisationsCount).toBe(2);
  });

  it('refuses a code in use, whatever its case and whatever id it is stored under', async () => {
    const before = (await adminDb.collection('organisations').count().get()).data().count;
    for (const code of ['newco', 'legacy1']) {
      await expect(
        provider.create('organisations', {
          data: { ...input, name: 'Again', code: code.toUpperCase() },
        }),
      ).rejects.toMatchObject({
        code: 'already-exists',
        body: { errors: { code: 'resources.organisations.validation.access_code_in_use' } },
      });
    }
    expect((await adminDb.collection('organisations').count().get()).data().count).toBe(before);
  });

  it('lets only one of two simultaneous creations take a code', async () => {
    const outcomes = await Promise.allSettled([
      provider.create('organisations', { data: { ...input, name: 'Racer One', code: 'RACE1' } }),
      provider.create('organisations', { data: { ...input, name: 'Racer Two', code: 'RACE1' } }),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'already-exists' });
    const racers = await adminDb
      .collection('organisations')
      .where('name', 'in', ['Racer One', 'Racer Two'])
      .get();
    expect(racers.size).toBe(1);
    const code = await adminDb.collection('codes').doc(codeDocumentId('RACE1')).get();
    expect(code.get('organisationId')).toBe(racers.docs[0]?.id);
  });
});

describe('industry change (docs/product.md §4)', () => {
  it('recalculates the figures of the old and the new industry', async () => {
    await provider.call('updateOrgScoresIndustry', { organisationId: 'acc2', industry: 'Retail' });
    expect((await adminDb.collection('organisations').doc('acc2').get()).get('industry')).toBe(
      'Retail',
    );
    await expectFiguresToMatchRecount('Accounting');
    await expectFiguresToMatchRecount('Retail');
    expect((await recount('Accounting')).organisationsCount).toBe(1);
    // The 1,400-employee organisation was inactivated above.
    expect((await recount('Retail')).organisationsCount).toBe(1);
  });
});

describe('codes (docs/product.md §3, §4, §5)', () => {
  const organisationOf = async (organisationId: string) =>
    (await adminDb.collection('organisations').doc(organisationId).get()).data();
  const codesNamed = async (value: string) =>
    (await adminDb.collection('codes').where('code', '==', value).get()).docs;

  it('creates a code upper-cased under the id derived from it, and no copy of it elsewhere', async () => {
    const before = await organisationOf('con1');
    const { data: created } = await provider.create('codes', {
      data: {
        organisationId: 'con1',
        divisionId: 'con1-sales',
        code: 'site-2026',
        maximumUsage: 100,
      },
    });
    expect(created).toMatchObject({ id: codeDocumentId('SITE-2026'), code: 'SITE-2026' });
    expect((await adminDb.collection('codes').doc(created.id).get()).data()).toEqual({
      code: 'SITE-2026',
      divisionId: 'con1-sales',
      divisionName: 'Sales',
      organisationId: 'con1',
      organisationName: 'Organisation con1',
      isActive: true,
      currentUsage: 0,
      maximumUsage: 100,
      lastChangedBy: 'kyndAdmin',
      lastChangedAt: expect.anything(),
    });
    // The organisation, which every member reads, is not written.
    expect(await organisationOf('con1')).toEqual(before);
  });

  it('refuses a code in use, two simultaneous creations of one code, and an unknown division', async () => {
    await expect(
      provider.create('codes', {
        data: {
          organisationId: 'acc1',
          divisionId: 'acc1-sales',
          code: 'Legacy1',
          maximumUsage: 5,
        },
      }),
    ).rejects.toMatchObject({
      code: 'already-exists',
      // What the form shows at its field (react-admin's server-side validation).
      body: { errors: { code: 'resources.codes.validation.in_use' } },
    });
    const outcomes = await Promise.allSettled(
      ['acc1', 'con1'].map((organisationId) =>
        provider.create('codes', {
          data: {
            organisationId,
            divisionId: `${organisationId}-default`,
            code: 'TWIN',
            maximumUsage: 10,
          },
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await codesNamed('TWIN')).map((code) => code.id)).toEqual([codeDocumentId('TWIN')]);
    await expect(
      provider.create('codes', {
        data: {
          organisationId: 'acc1',
          divisionId: 'nowhere',
          code: 'ORPHAN',
          maximumUsage: 5,
        },
      }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect((await adminDb.collection('codes').doc(codeDocumentId('ORPHAN')).get()).exists).toBe(
      false,
    );
  });

  it('changes only the usage limits given', async () => {
    const [site] = await codesNamed('SITE-2026');
    const [legacy] = await codesNamed('LEGACY1');
    if (!site || !legacy) throw new Error('codes missing');
    const before = await organisationOf('con1');
    await provider.updateCodesMaximumUsage([{ id: site.id, maximumUsage: 250 }]);
    expect((await adminDb.collection('codes').doc(site.id).get()).get('maximumUsage')).toBe(250);
    expect((await adminDb.collection('codes').doc(legacy.id).get()).get('maximumUsage')).toBe(20);
    expect(await organisationOf('con1')).toEqual(before);
  });

  it("tells an Org Admin that another organisation's code value is in use, and changes nothing", async () => {
    const orgAdmin = await signInAs(
      { uid: 'orgAdminCon1', email: 'org.admin.con1@example.com', role: 'Org Admin' },
      'con1',
    );
    // acc1's code: con1's Org Admin can neither find it by value nor read its document.
    const before = {
      code: 'ACC1-ONLY',
      divisionId: 'acc1-default',
      divisionName: DEFAULT_DIVISION_NAME,
      organisationId: 'acc1',
      organisationName: 'Organisation acc1',
      isActive: true,
      currentUsage: 4,
      maximumUsage: 20,
    };
    await adminDb.doc(`codes/${codeDocumentId('ACC1-ONLY')}`).set(before);
    for (const value of ['ACC1-ONLY', 'acc1-only']) {
      await expect(
        orgAdmin.create('codes', {
          data: {
            organisationId: 'con1',
            divisionId: 'con1-default',
            code: value,
            maximumUsage: 10,
          },
        }),
      ).rejects.toMatchObject({ code: 'already-exists' });
    }
    expect((await codesNamed('ACC1-ONLY')).map((code) => code.data())).toEqual([before]);
    const { data: created } = await orgAdmin.create('codes', {
      data: {
        organisationId: 'con1',
        divisionId: 'con1-default',
        code: 'con1-own',
        maximumUsage: 10,
      },
    });
    expect(created).toMatchObject({ id: 'code-con1-own', organisationId: 'con1' });
  });
});

describe('industries (docs/product.md §5, §7)', () => {
  it('creates an industry once, whatever the case of a later attempt', async () => {
    const { data: created } = await provider.create('industries', { data: { name: '  Mining ' } });
    expect(created).toMatchObject({ id: 'industry-mining', name: 'Mining' });
    const stored = (await adminDb.collection('industries').doc('industry-mining').get()).data();
    expect(Object.keys(stored ?? {}).sort()).toEqual([
      'createdAt',
      'lastChangedAt',
      'lastChangedBy',
      'name',
      'updatedAt',
    ]);
    expect(stored?.lastChangedBy).toBe('kyndAdmin');
    for (const name of ['mining', 'ACCOUNTING']) {
      await expect(provider.create('industries', { data: { name } })).rejects.toMatchObject({
        code: 'already-exists',
        body: { errors: { name: 'resources.industries.validation.exists' } },
      });
    }
    const outcomes = await Promise.allSettled([
      provider.create('industries', { data: { name: 'Fishing' } }),
      provider.create('industries', { data: { name: 'fishing' } }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const fishing = await adminDb
      .collection('industries')
      .where('name', 'in', ['Fishing', 'fishing'])
      .get();
    expect(fishing.size).toBe(1);
  });
});

describe('divisions (docs/product.md §3, §4)', () => {
  it('creates a division with a generated id, up to the limit of an organisation', async () => {
    // As an older dashboard sent it, with an empty list of codes (the rules take no code in it).
    const { data } = await provider.create('divisions', {
      data: { organisationId: 'acc1', name: 'Audit', description: 'Auditors', codes: [] },
    });
    expect(String(data.id)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(await divisionsOfAcc1()).toContainEqual({
      id: data.id,
      name: 'Audit',
      description: 'Auditors',
      codes: [],
    });

    const full = Array.from({ length: FIELD_LIMITS.divisionsPerOrganisation }, (_, index) => ({
      id: `full-${index}`,
      name: `Team ${index}`,
    }));
    await adminDb
      .collection('organisations')
      .doc('full')
      .set({
        ...organisationDocument({ id: 'full', industry: '', isActive: true, people: 0 }, []),
        divisions: full,
      });
    await expect(
      provider.create('divisions', { data: { organisationId: 'full', name: 'One too many' } }),
    ).rejects.toMatchObject({ code: 'resource-exhausted' });
    expect(
      ((await adminDb.collection('organisations').doc('full').get()).get('divisions') as unknown[])
        .length,
    ).toBe(FIELD_LIMITS.divisionsPerOrganisation);
  });

  it("replaces an edited division in one write, and refuses to edit 'Default division'", async () => {
    const before = await divisionsOfAcc1();
    const sales = before.find((division) => division.id === 'acc1-sales');
    await provider.update('divisions', {
      id: 'acc1-sales',
      data: { name: 'Sales & Marketing', description: 'Sellers and marketers' },
      previousData: { ...sales, organisationId: 'acc1' },
    });
    const after = await divisionsOfAcc1();
    // The empty copy of codes an older client kept in the entry goes with the edit.
    expect(after.filter((division) => division.id === 'acc1-sales')).toEqual([
      { id: 'acc1-sales', name: 'Sales & Marketing', description: 'Sellers and marketers' },
    ]);
    expect(after).toHaveLength(before.length);
    await expect(
      provider.update('divisions', {
        id: 'acc1-default',
        data: { name: 'Renamed' },
        previousData: { id: 'acc1-default', organisationId: 'acc1' },
      }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
  });
});

async function divisionsOfAcc1(): Promise<Division[]> {
  return ((await adminDb.collection('organisations').doc('acc1').get()).get('divisions') ??
    []) as Division[];
}
