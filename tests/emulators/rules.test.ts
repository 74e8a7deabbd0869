// firestore.rules against the Firestore emulator: every cell of the matrix in rulesTable.ts, then
// the examples of docs/product.md §6 that a table cannot say, then the known attacks replayed
// (docs/security.md, "How it is tested"). Runs in its own project so it never disturbs the data of
// other tests.
//
// The callers carry tokens as the Auth emulator would issue them (e-mail, email_verified,
// phone_number, firebase.sign_in_provider). Their role and status come from the users documents of
// the fixtures: the rules trust no custom claim, which some tests forge to show it.
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
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
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FIELD_LIMITS } from '../../src/config/constants';
import {
  OPERATIONS,
  ROLES,
  TARGETS,
  expected,
  type Operation,
  type RoleName,
  type Target,
} from './rulesTable';
import { actionUserOf } from '../../src/domain/alerts';
import { codeDocumentId } from '../../src/domain/codes';
import { isStampedCollection } from '../../src/domain/audit';
import { divisionMaps, divisionMapsChange } from '../../src/domain/divisionMaps';
import { directoryEntryOf } from '../../src/domain/userDirectory';
import { rulesEnvironment, writeDocuments } from './providerHarness';

const PROJECT_ID = 'demo-kynd-rules';

const now = new Date('2026-01-15T10:00:00Z');
/** An earlier alert action, as the fixtures store it. */
const earlier = (comment: string) => ({
  actionUser: { id: 'orgAdminA', firstName: 'Olga', lastName: 'Admin' },
  status: 'In Progress',
  comment,
  timestamp: now,
  questionnaire: 'hearing',
});
/** An appended alert action as the dashboard writes it: the caller as their users document
 * says (docs/product.md §6), dated now. */
const action = (comment: string, by = 'orgAdminA', status = 'In Progress') => ({
  actionUser: actionUserOf(by, USERS[`users/${by}`] ?? {}),
  status,
  comment,
  timestamp: new Date(),
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

function organisation(id: string, extra: DocumentData = {}): DocumentData {
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
    ...extra,
  };
}

/** Where the rules want a new code of this value: the id derived from it (src/domain/codes.ts). */
const codePath = (value: string) => `codes/${codeDocumentId(value)}`;

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

/** A score document as the calculation writes it (src/domain/scoreDocuments.ts). */
const scoreDocument = (organisationId: string, scopeId: string, activeUsers: number) => ({
  organisationId,
  scopeId,
  averageScore: { activeUsers, averageScore: 50, calculatedAt: now, history: [] },
  body: {},
  mind: {},
  life: {},
});

/** An industry's figures as the calculation writes them (src/domain/industryScores.ts). */
const industryFigures = (industry: string, activeUsers: number) => ({
  industry,
  organisationsCount: 2,
  scores: { averageScore: { activeUsers }, body: {}, mind: {}, life: {} },
  calculatedAt: now,
});

/** A server-written collection's operations: get, list, and writes nobody may make. */
function serverWritten(
  path: string,
  listed: Act,
  data: DocumentData,
  created = `${path}-new`,
): TargetOperations {
  return {
    get: get(path),
    list: listed,
    create: create(created, data),
    update: update(path, { forged: true }),
    delete: remove(path),
  };
}

/** An audit entry as the functions write it (functions/src/audit.ts). */
const auditEntry = (organisationId: string | null) => ({
  actor: { uid: 'kyndAdmin', name: 'Kim Admin', role: 'Kynd Admin' },
  action: 'Changed role',
  kind: 'users',
  target: { kind: 'users', id: 'userA1', label: 'userA1 Test' },
  organisationId,
  before: { role: 'User' },
  after: { role: 'Org Admin' },
  at: now,
  via: 'updateUser',
});

const alert = (organisationId: string) => ({
  user: { firstName: 'Ann', lastName: 'Alert' },
  organisation: { id: organisationId, name: `Organisation ${organisationId}` },
  division: { name: 'Default division' },
  createdAt: now,
  questionnaireAlerts: { hearing: true },
  hearingStatus: 'Open',
  status: 'Open',
  actions: [earlier('first look')],
});

/** The callers' users documents: what the rules read to judge each request. */
const USERS: Record<string, DocumentData> = {
  'users/userA1': person('userA1', 'A', { phone: '+64211111111' }),
  'users/userA2': person('userA2', 'A'),
  'users/userB1': person('userB1', 'B'),
  'users/orgAdminA': person('orgAdminA', 'A', { role: 'Org Admin' }),
  'users/clinician': person('clinician', 'K', {
    role: 'Clinician',
    allowedOrganisationsIds: ['A'],
  }),
  'users/kyndAdmin': person('kyndAdmin', 'K', { role: 'Kynd Admin' }),
  'users/staff1': person('staff1', 'K'),
};

/** A user's directory entry, as the functions derive it from their users document. */
const directoryEntry = (id: string, organisationId: string): DocumentData =>
  directoryEntryOf(id, person(id, organisationId)) ?? {};

/** Everything the matrix reads and writes, written with the rules disabled before each test. */
const FIXTURES: Record<string, DocumentData> = {
  'organisations/A': organisation('A'),
  'organisations/B': organisation('B'),
  // The provider's own organisation: the Kynd Admin, the clinician and the staff belong to it.
  'organisations/K': organisation('K', { industry: '' }),
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
  'organisations/A/scores/all': scoreDocument('A', 'all', 8),
  'organisations/B/scores/all': scoreDocument('B', 'all', 8),
  'organisations/A/withheldScores/A-default': scoreDocument('A', 'A-default', 3),
  'withheldOrganisationsScoresHistories/A_A-default_life': {
    organisationId: 'A',
    divisionId: 'A-default',
    questionnaire: 'life',
    history: {},
  },
  'withheldIndustryScores/Retail': industryFigures('Retail', 3),
  'withheldIndustrySummaries/Retail': industryFigures('Retail', 3),
  'industryScores/Accounting': {
    industry: 'Accounting',
    organisationsCount: 2,
    scores: { averageScore: { activeUsers: 0 }, body: {}, mind: {}, life: {} },
    calculatedAt: now,
  },
  'industrySummaries/Accounting': {
    industry: 'Accounting',
    organisationsCount: 3,
    scores: { averageScore: { activeUsers: 0 }, body: {}, mind: {}, life: {} },
    calculatedAt: now,
  },
  'providerSummaries/all': { industries: ['Accounting'], calculatedAt: now },
  ...USERS,
  'userDirectory/userA2': directoryEntry('userA2', 'A'),
  'userDirectory/userB1': directoryEntry('userB1', 'B'),
  // Stored under ids of before codes were keyed by their value; new ones take the derived id.
  'codes/codeA': code('A'),
  'codes/codeB': code('B'),
  // The administrators' code summaries (src/domain/codeSummaries.ts), as onCodeWritten keeps them.
  'codeSummaries/A': { byDivision: { 'A-default': { codeA: '0 20 1 CODEA' } } },
  'codeSummaries/B': { byDivision: { 'B-default': { codeB: '0 20 1 CODEB' } } },
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
  'rateLimits/r1': { count: 1, windowStart: now },
  'userEmails/usera1%40example.com': { uids: ['userA1'] },
  'scoreContributions/userA': {
    organisationId: 'A',
    scopes: ['all'],
    counters: { activeUsers: 1, body_results: 1, body_points: 0, weight_red: 1 },
  },
  'organisations/A/scoreCounters/all_0': { scope: 'all', counters: { activeUsers: 3 } },
  'scoreRecalculations/A': { requestedAt: now, calculatedFrom: now, countedAt: now },
  'auditLog/entryA': auditEntry('A'),
  'auditLog/entryB': auditEntry('B'),
  'auditLog/entryProvider': auditEntry(null),
};

const passwordSession = (email: string) => ({
  email,
  email_verified: true,
  firebase: { sign_in_provider: 'password', identities: {} },
});

/**
 * The custom claims changeUserCustomClaim used to hand out (role, organisationId, staff). The
 * tokens below carry them, as real sessions did, to show that the rules no longer trust them:
 * against the rules of before this issue the attacks below succeed.
 */
const claims = (role: string, organisationId: string, staff = false) => ({
  role,
  organisationId,
  staff,
});

/** ID tokens as the Auth emulator issues them, with the claims set at sign-in. */
const IDENTITIES: Record<Exclude<RoleName, 'signedOut'>, { uid: string; token: DocumentData }> = {
  user: {
    uid: 'userA1',
    token: { ...passwordSession('usera1@example.com'), ...claims('User', 'A') },
  },
  // docs/product.md §6: clinicians do not sign in by the email path; this one signed in by phone.
  clinician: {
    uid: 'clinician',
    token: {
      phone_number: '+64219999999',
      firebase: { sign_in_provider: 'phone' },
      ...claims('Clinician', 'K'),
    },
  },
  orgAdmin: {
    uid: 'orgAdminA',
    token: { ...passwordSession('orgadmina@example.com'), ...claims('Org Admin', 'A') },
  },
  kyndAdmin: {
    uid: 'kyndAdmin',
    token: { ...passwordSession('kyndadmin@example.com'), ...claims('Kynd Admin', 'K') },
  },
  staff: {
    uid: 'staff1',
    token: { ...passwordSession('staff1@example.com'), ...claims('User', 'K', true) },
  },
};

type Act = (db: Firestore, uid: string) => Promise<unknown>;
type TargetOperations = Record<Operation, Act>;

const get =
  (path: string): Act =>
  (db) =>
    getDoc(doc(db, path));
/** The actor stamp the data provider adds to a screen's write (docs/security.md "Audit trail"). */
const stampOf = (uid: string) => ({ lastChangedBy: uid, lastChangedAt: serverTimestamp() });
const stampedPath = (path: string) => isStampedCollection(path.split('/').slice(0, -1).join('/'));
/**
 * How the matrix's writes are stamped: as the data provider does ('own'), or as a forger would
 * (no stamp, or another person's uid), for the stamp's own tests.
 */
let stampMode: 'own' | 'none' | 'other' = 'own';
const SOMEONE_ELSE = 'someoneElse';
/** `data` as the data provider writes it: with the caller's stamp where the rules want one. */
function signed(path: string, data: DocumentData, uid: string): DocumentData {
  if (!stampedPath(path) || stampMode === 'none') return data;
  return { ...data, ...stampOf(stampMode === 'own' ? uid : SOMEONE_ELSE) };
}
/** A delete as the data provider makes it: the caller's stamp first where the rules want one. */
async function signedDelete(db: Firestore, path: string, uid: string): Promise<void> {
  if (stampedPath(path) && stampMode !== 'none') {
    const by = stampMode === 'own' ? uid : SOMEONE_ELSE;
    await updateDoc(doc(db, path), stampOf(by)).catch(() => undefined);
  }
  await deleteDoc(doc(db, path));
}
const remove =
  (path: string): Act =>
  (db, uid) =>
    signedDelete(db, path, uid);
const update =
  (path: string, data: DocumentData): Act =>
  (db, uid) =>
    updateDoc(doc(db, path), signed(path, data, uid));
const create =
  (path: string, data: DocumentData): Act =>
  (db, uid) =>
    setDoc(doc(db, path), signed(path, data, uid));
const list =
  (path: string, field?: string, value?: string): Act =>
  (db) =>
    getDocs(field ? query(collection(db, path), where(field, '==', value)) : collection(db, path));

/** A query naming the document by id, as a list of one. */
const listById =
  (name: string, id: string): Act =>
  (db) =>
    getDocs(query(collection(db, name), where(documentId(), '==', id)));

function organisationData(id: 'A' | 'B'): TargetOperations {
  return {
    get: get(`organisations/${id}`),
    list: listById('organisations', id),
    create: create(`organisations/new${id}`, organisation(`new${id}`)),
    update: update(`organisations/${id}`, {
      divisions: [
        { id: `${id}-default`, name: 'Default division' },
        { id: `${id}-sales`, name: 'Sales' },
      ],
    }),
    delete: remove(`organisations/${id}`),
  };
}

/** An audit entry of an organisation, or a provider-wide one (organisationId null). */
function auditLogData(organisationId: 'A' | 'B' | null): TargetOperations {
  const id = `entry${organisationId ?? 'Provider'}`;
  return {
    get: get(`auditLog/${id}`),
    // The query names the organisation, as the Activity list's does for an Org Admin.
    list: (db) =>
      getDocs(query(collection(db, 'auditLog'), where('organisationId', '==', organisationId))),
    create: create(`auditLog/new${organisationId ?? 'Provider'}`, auditEntry(organisationId)),
    update: update(`auditLog/${id}`, { after: { role: 'User' } }),
    delete: remove(`auditLog/${id}`),
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
  ...(Object.fromEntries(
    (['A', 'B'] as const).map((id) => [
      `scores (${id})`,
      serverWritten(
        `organisations/${id}/scores/all`,
        list(`organisations/${id}/scores`),
        scoreDocument(id, 'all', 99),
      ),
    ]),
  ) as Record<'scores (A)' | 'scores (B)', TargetOperations>),
  'withheldScores (A)': serverWritten(
    'organisations/A/withheldScores/A-default',
    list('organisations/A/withheldScores'),
    scoreDocument('A', 'A-default', 1),
  ),
  'withheldOrganisationsScoresHistories (A)': serverWritten(
    'withheldOrganisationsScoresHistories/A_A-default_life',
    list('withheldOrganisationsScoresHistories', 'organisationId', 'A'),
    { organisationId: 'A', history: {} },
  ),
  withheldIndustryScores: serverWritten(
    'withheldIndustryScores/Retail',
    list('withheldIndustryScores'),
    { industry: 'Retail', organisationsCount: 1, calculatedAt: now },
  ),
  withheldIndustrySummaries: serverWritten(
    'withheldIndustrySummaries/Retail',
    list('withheldIndustrySummaries'),
    { industry: 'Retail', organisationsCount: 1, calculatedAt: now },
  ),
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
  industrySummaries: {
    get: get('industrySummaries/Accounting'),
    list: list('industrySummaries'),
    create: create('industrySummaries/Construction', {
      industry: 'Construction',
      organisationsCount: 2,
      calculatedAt: now,
    }),
    update: update('industrySummaries/Accounting', { organisationsCount: 99 }),
    delete: remove('industrySummaries/Accounting'),
  },
  providerSummaries: {
    get: get('providerSummaries/all'),
    list: list('providerSummaries'),
    create: create('providerSummaries/other', { industries: ['Forged'], calculatedAt: now }),
    update: update('providerSummaries/all', { industries: ['Forged'] }),
    delete: remove('providerSummaries/all'),
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
          update: update(target, { isSubscriptionUser: true }),
          delete: remove(target),
        },
      ];
    }),
  ) as Record<'users (A)' | 'users (B)', TargetOperations>),
  ...(Object.fromEntries(
    (['A', 'B'] as const).map((id) => {
      const target = id === 'A' ? 'userDirectory/userA2' : 'userDirectory/userB1';
      return [
        `userDirectory (${id})`,
        {
          get: get(target),
          list: list('userDirectory', 'organisation.id', id),
          create: create(`userDirectory/new${id}`, directoryEntry(`new${id}`, id)),
          update: update(target, { isActive: false }),
          delete: remove(target),
        },
      ];
    }),
  ) as Record<'userDirectory (A)' | 'userDirectory (B)', TargetOperations>),
  ...(Object.fromEntries(
    (['A', 'B'] as const).map((id) => [
      `codes (${id})`,
      {
        get: get(`codes/code${id}`),
        list: list('codes', 'organisationId', id),
        create: create(codePath(`NEW${id}`), { ...code(id), code: `NEW${id}` }),
        update: update(`codes/code${id}`, { maximumUsage: 50 }),
        delete: remove(`codes/code${id}`),
      },
    ]),
  ) as Record<'codes (A)' | 'codes (B)', TargetOperations>),
  ...(Object.fromEntries(
    (['A', 'B'] as const).map((id) => [
      `codeSummaries (${id})`,
      {
        get: get(`codeSummaries/${id}`),
        list: listById('codeSummaries', id),
        create: create(`codeSummaries/new${id}`, { byDivision: {} }),
        update: update(`codeSummaries/${id}`, { byDivision: {} }),
        delete: remove(`codeSummaries/${id}`),
      },
    ]),
  ) as Record<'codeSummaries (A)' | 'codeSummaries (B)', TargetOperations>),
  ...(Object.fromEntries(
    (['A', 'B'] as const).map((id) => [
      `questionnaireAlerts (${id})`,
      {
        get: get(`questionnaireAlerts/alert${id}`),
        list: list('questionnaireAlerts', 'organisation.id', id),
        create: create(`questionnaireAlerts/new${id}`, alert(id)),
        update: (db: Firestore, uid: string) =>
          updateDoc(doc(db, `questionnaireAlerts/alert${id}`), {
            actions: [earlier('first look'), action('booked a test', uid)],
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
  'auditLog (A)': auditLogData('A'),
  'auditLog (B)': auditLogData('B'),
  'auditLog (provider)': auditLogData(null),
  scoreContributions: {
    get: get('scoreContributions/userA'),
    list: list('scoreContributions'),
    create: create('scoreContributions/userB', { organisationId: 'B', scopes: [], counters: {} }),
    update: update('scoreContributions/userA', { counters: {} }),
    delete: remove('scoreContributions/userA'),
  },
  'scoreCounters (A)': {
    get: get('organisations/A/scoreCounters/all_0'),
    list: list('organisations/A/scoreCounters'),
    create: create('organisations/A/scoreCounters/all_1', { scope: 'all', counters: {} }),
    update: update('organisations/A/scoreCounters/all_0', { counters: { activeUsers: 0 } }),
    delete: remove('organisations/A/scoreCounters/all_0'),
  },
  scoreRecalculations: {
    get: get('scoreRecalculations/A'),
    list: list('scoreRecalculations'),
    create: create('scoreRecalculations/B', { requestedAt: now, everyScope: true }),
    update: update('scoreRecalculations/A', { requestedAt: now, scopes: ['all'] }),
    delete: remove('scoreRecalculations/A'),
  },
  rateLimits: {
    get: get('rateLimits/r1'),
    list: list('rateLimits'),
    create: create('rateLimits/r2', { count: 0, windowStart: now }),
    update: update('rateLimits/r1', { count: 0 }),
    delete: remove('rateLimits/r1'),
  },
  userEmails: {
    get: get('userEmails/usera1%40example.com'),
    list: list('userEmails'),
    create: create('userEmails/someone%40example.com', { uids: ['userA1'] }),
    update: update('userEmails/usera1%40example.com', { uids: [] }),
    delete: remove('userEmails/usera1%40example.com'),
  },
};

let env: RulesTestEnvironment;

function contextOf(role: RoleName): RulesTestContext {
  if (role === 'signedOut') return env.unauthenticatedContext();
  const { uid, token } = IDENTITIES[role];
  return env.authenticatedContext(uid, token);
}

/** The uid of each caller's database, for the stamp of its writes. */
const uidOf = new WeakMap<Firestore, string>();

function dbOf(role: RoleName): Firestore {
  const db = contextOf(role).firestore() as unknown as Firestore;
  if (role !== 'signedOut') uidOf.set(db, IDENTITIES[role].uid);
  return db;
}

/** A write as the data provider makes it: stamped by its caller where the rules want a stamp. */
function write(
  kind: 'setDoc' | 'updateDoc',
  db: Firestore,
  path: string,
  data: DocumentData,
): Promise<void> {
  const stamped = signed(path, data, uidOf.get(db) ?? '');
  return kind === 'setDoc' ? setDoc(doc(db, path), stamped) : updateDoc(doc(db, path), stamped);
}

/** A caller with any uid and token, for the attacks. */
const dbAs = (uid: string, token: DocumentData = {}) =>
  env.authenticatedContext(uid, token).firestore() as unknown as Firestore;

async function seed(extra: Record<string, DocumentData> = {}): Promise<void> {
  await writeDocuments(env, { ...FIXTURES, ...extra });
}

/** Changes fixture documents with the rules off: what the server (or another admin) did. */
async function serverUpdate(path: string, data: DocumentData): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await updateDoc(doc(context.firestore() as unknown as Firestore, path), data);
  });
}

beforeAll(async () => {
  // Refused writes are the point of half the cells; the SDK would log each one as a warning.
  setLogLevel('silent');
  env = await rulesEnvironment(PROJECT_ID);
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
        const uid = role === 'signedOut' ? '' : IDENTITIES[role].uid;
        dirty = (['create', 'update', 'delete'] as const).some(
          (operation) => expected(target, role, operation) === 'allow',
        );
        // Reads first and delete last, so that each operation meets the seeded document.
        for (const operation of OPERATIONS) {
          const attempt = OPERATIONS_OF[target][operation](db, uid);
          if (expected(target, role, operation) === 'allow') await assertSucceeds(attempt);
          else await assertFails(attempt);
        }
      });
    }
  }
});

describe('the actor stamp of the screens\' writes (docs/security.md "Audit trail")', () => {
  const STAMPED_TARGETS = TARGETS.filter((target) =>
    /^(organisations|notifications|codes) \(|^(industries|questions|articles|initialMessages)$/.test(
      target,
    ),
  );
  beforeAll(async () => {
    await reset();
    // Every stamped fixture last changed by someone else: a delete must be signed first.
    for (const path of Object.keys(FIXTURES).filter(stampedPath)) {
      await serverUpdate(path, { lastChangedBy: SOMEONE_ELSE, lastChangedAt: now });
    }
  });
  afterAll(() => {
    stampMode = 'own';
  });

  for (const target of STAMPED_TARGETS) {
    for (const role of ROLES.filter((name) => name !== 'signedOut')) {
      it(`${target} as ${role}: no write without the caller's own stamp`, async () => {
        const db = dbOf(role);
        const { uid } = IDENTITIES[role];
        for (const mode of ['none', 'other'] as const) {
          stampMode = mode;
          for (const operation of ['create', 'update', 'delete'] as const) {
            await assertFails(OPERATIONS_OF[target][operation](db, uid));
          }
        }
        stampMode = 'own';
      });
    }
  }

  it('lets a Kynd Admin delete what it stamped last, and nothing stamped by another', async () => {
    const db = dbOf('kyndAdmin');
    await assertFails(deleteDoc(doc(db, 'questions/q1')));
    await assertSucceeds(updateDoc(doc(db, 'questions/q1'), stampOf('kyndAdmin')));
    await assertFails(updateDoc(doc(db, 'questions/q1'), { lastChangedBy: 'kyndAdmin' }));
    await assertSucceeds(deleteDoc(doc(db, 'questions/q1')));
    // A sent notification is never edited; its stamp alone signs its delete.
    await assertFails(
      updateDoc(doc(db, 'organisations/A/notifications/nA'), {
        title: 'Edited',
        ...stampOf('kyndAdmin'),
      }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'organisations/A/notifications/nA'), stampOf('kyndAdmin')),
    );
    await assertSucceeds(deleteDoc(doc(db, 'organisations/A/notifications/nA')));
  });
});

describe('docs/product.md §6 examples', () => {
  beforeEach(reset);

  it('lets a signed-out visitor read nothing, not even content', async () => {
    const db = dbOf('signedOut');
    await assertFails(getDoc(doc(db, 'users/userA1')));
    await assertFails(getDocs(collection(db, 'articles')));
  });

  it('lets a user read and edit the profile on their own users document only', async () => {
    const db = dbOf('user');
    await assertSucceeds(getDoc(doc(db, 'users/userA1')));
    await assertSucceeds(
      updateDoc(doc(db, 'users/userA1'), { firstName: 'Una', lowerFirstName: 'una' }),
    );
    await assertFails(getDoc(doc(db, 'users/userA2')));
    await assertFails(updateDoc(doc(db, 'users/userA2'), { firstName: 'Una' }));
    await assertFails(updateDoc(doc(db, 'users/userA1'), { role: 'Org Admin' }));
    await assertFails(updateDoc(doc(db, 'users/userA1'), { isActive: false }));
    await assertFails(updateDoc(doc(db, 'users/userA1'), { organisation: { id: 'B', name: 'B' } }));
    await assertFails(updateDoc(doc(db, 'users/userA1'), { allowedOrganisationsIds: ['B'] }));
    await assertFails(updateDoc(doc(db, 'users/userA1'), { email: 'other@example.com' }));
  });

  it('refuses every direct role change, even by a Kynd Admin: the callables make them', async () => {
    for (const role of ['orgAdmin', 'kyndAdmin'] as const) {
      const db = dbOf(role);
      await assertFails(updateDoc(doc(db, 'users/userA2'), { role: 'Org Admin' }));
      await assertFails(updateDoc(doc(db, 'users/userA2'), { role: 'Kynd Admin' }));
      await assertFails(updateDoc(doc(db, 'users/userA2'), { isActive: false }));
      await assertFails(
        setDoc(doc(db, 'users/newOrgAdmin'), person('newOrgAdmin', 'A', { role: 'Org Admin' })),
      );
    }
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

  it('lets an Org Admin edit divisions of their organisation but not its status, industry, managers or employees', async () => {
    const db = dbOf('orgAdmin');
    await assertSucceeds(
      write('updateDoc', db, 'organisations/A', {
        divisions: [
          { id: 'A-default', name: 'Default division' },
          { id: 'A-2', name: 'Sales' },
        ],
      }),
    );
    await assertFails(write('updateDoc', db, 'organisations/A', { isActive: false }));
    await assertFails(write('updateDoc', db, 'organisations/A', { industry: 'Mining' }));
    await assertFails(
      write('updateDoc', db, 'organisations/A', { customQuestionnaires: ['hearing-v2'] }),
    );
    await assertFails(
      write('updateDoc', db, 'organisations/A', { managers: [{ id: 'userA2', name: 'Ann' }] }),
    );
    await assertFails(write('updateDoc', db, 'organisations/A', { employees: ['userB1'] }));
  });

  it('lets a Kynd Admin remove a manager but not add one (role changes go through updateUser)', async () => {
    await seed({
      'organisations/A': organisation('A', {
        managers: [
          { id: 'orgAdminA', name: 'Olga Admin' },
          { id: 'userA2', name: 'Ann Test' },
        ],
      }),
    });
    const db = dbOf('kyndAdmin');
    await assertFails(
      write('updateDoc', db, 'organisations/A', {
        managers: arrayUnion({ id: 'userB1', name: 'B' }),
      }),
    );
    await assertSucceeds(
      write('updateDoc', db, 'organisations/A', {
        managers: [{ id: 'orgAdminA', name: 'Olga Admin' }],
      }),
    );
    await assertFails(write('updateDoc', db, 'organisations/A', { employees: ['userA1'] }));
  });

  it('lets no client forge the server-kept employee count or code summary', async () => {
    for (const role of ['kyndAdmin', 'orgAdmin'] as const) {
      const db = dbOf(role);
      await assertFails(write('updateDoc', db, 'organisations/A', { employeeCount: 1000 }));
      await assertFails(
        write('updateDoc', db, 'organisations/A', { 'codeSummary.code-a': '0 999 1 A-CODE' }),
      );
      await assertFails(write('updateDoc', db, 'organisations/A', { codeSummary: {} }));
    }
    const db = dbOf('kyndAdmin');
    await assertSucceeds(write('setDoc', db, 'organisations/newC', organisation('newC')));
    await assertFails(
      write('setDoc', db, 'organisations/newD', { ...organisation('newD'), employeeCount: 0 }),
    );
    await assertFails(
      write('setDoc', db, 'organisations/newE', { ...organisation('newE'), codeSummary: {} }),
    );
  });

  it('keeps alert actions append-only, one action at a time, by the caller', async () => {
    const db = dbOf('orgAdmin');
    await assertFails(updateDoc(doc(db, 'questionnaireAlerts/alertA'), { actions: [] }));
    await assertFails(
      updateDoc(doc(db, 'questionnaireAlerts/alertA'), {
        actions: [earlier('rewritten'), action('new')],
        hearingStatus: 'In Progress',
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'questionnaireAlerts/alertA'), { user: { firstName: 'X', lastName: 'Y' } }),
    );
    // Two actions at once, or an action in someone else's name.
    await assertFails(
      updateDoc(doc(db, 'questionnaireAlerts/alertA'), {
        actions: [earlier('first look'), action('one'), action('two')],
        hearingStatus: 'In Progress',
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'questionnaireAlerts/alertA'), {
        actions: [earlier('first look'), action('as someone else', 'userA2')],
        hearingStatus: 'In Progress',
      }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'questionnaireAlerts/alertA'), {
        actions: [earlier('first look'), action('resolved', 'orgAdminA', 'Resolved')],
        hearingStatus: 'Resolved',
        status: 'Resolved',
      }),
    );
  });

  it('keeps the alert statuses consistent with the appended action (docs/product.md §4)', async () => {
    const db = dbOf('orgAdmin');
    const next = (
      extra: DocumentData,
      appended: DocumentData = action('x', 'orgAdminA', 'Resolved'),
    ) =>
      updateDoc(doc(db, 'questionnaireAlerts/alertA'), {
        actions: [earlier('first look'), appended],
        ...extra,
      });
    // The hearing status must follow the action; the overall status must follow the panels.
    await assertFails(next({ hearingStatus: 'Open', status: 'Open' }));
    await assertFails(next({ hearingStatus: 'Resolved', status: 'Open' }));
    await assertFails(
      next({ hearingStatus: 'Resolved', status: 'Resolved', visionStatus: 'Open' }),
    );
    await assertFails(
      next({ hearingStatus: 'Done', status: 'Resolved' }, action('x', 'orgAdminA', 'Done')),
    );
    // No vision flag on this alert: no vision action.
    await assertFails(
      next(
        { visionStatus: 'Resolved', status: 'Resolved' },
        { ...action('x', 'orgAdminA', 'Resolved'), questionnaire: 'vision' },
      ),
    );
    await assertFails(
      next(
        { hearingStatus: 'Resolved', status: 'Resolved' },
        {
          ...action('x', 'orgAdminA', 'Resolved'),
          comment: 'c'.repeat(FIELD_LIMITS.alertComment + 1),
        },
      ),
    );
    await assertFails(
      next(
        { hearingStatus: 'Resolved', status: 'Resolved' },
        { ...action('x', 'orgAdminA', 'Resolved'), extra: true },
      ),
    );
    await assertSucceeds(next({ hearingStatus: 'Resolved', status: 'Resolved' }));
  });

  it('lets an Org Admin add the first action to an alert that has none', async () => {
    await seed({ 'questionnaireAlerts/fresh': { ...alert('A'), actions: [] } });
    const db = dbOf('orgAdmin');
    await assertFails(updateDoc(doc(db, 'questionnaireAlerts/fresh'), { status: 'Resolved' }));
    await assertSucceeds(
      updateDoc(doc(db, 'questionnaireAlerts/fresh'), {
        actions: [action('called')],
        hearingStatus: 'In Progress',
        status: 'Open',
      }),
    );
  });

  it('never lets anyone write a password, not even a Kynd Admin', async () => {
    await assertFails(updateDoc(doc(dbOf('kyndAdmin'), 'users/userA2'), { password: 'secret' }));
    await assertFails(updateDoc(doc(dbOf('user'), 'users/userA1'), { password: 'secret' }));
  });

  it("reads a clinician's organisations from their users document, so revoking takes effect at once", async () => {
    const db = dbOf('clinician');
    const directory = collection(db, 'userDirectory');
    await assertSucceeds(getDocs(query(directory, where('organisation.id', '==', 'A'))));
    await assertSucceeds(getDocs(query(directory, where('organisation.id', 'in', ['A']))));
    await assertFails(getDocs(query(directory, where('organisation.id', 'in', ['A', 'B']))));
    await serverUpdate('users/clinician', { allowedOrganisationsIds: [] });
    await assertFails(getDocs(query(directory, where('organisation.id', '==', 'A'))));
    await assertFails(getDoc(doc(db, 'organisations/A')));
  });

  it("takes a demoted Kynd Admin's industry summaries away on the next request", async () => {
    const db = dbOf('kyndAdmin');
    await assertSucceeds(getDoc(doc(db, 'industrySummaries/Accounting')));
    await serverUpdate('users/kyndAdmin', { role: 'Org Admin' });
    await assertFails(getDoc(doc(db, 'industrySummaries/Accounting')));
    // The comparison figures stay readable to an Org Admin.
    await assertSucceeds(getDoc(doc(db, 'industryScores/Accounting')));
  });

  it('gives the withheld figures to an active Kynd Admin only, on every request', async () => {
    const db = dbOf('kyndAdmin');
    await assertSucceeds(getDoc(doc(db, 'organisations/A/withheldScores/A-default')));
    await serverUpdate('organisations/K', { isActive: false });
    await assertFails(getDoc(doc(db, 'organisations/A/withheldScores/A-default')));
    await serverUpdate('organisations/K', { isActive: true });
    await serverUpdate('users/kyndAdmin', { role: 'Org Admin', organisation: { id: 'A' } });
    await assertFails(getDoc(doc(db, 'organisations/A/withheldScores/A-default')));
    await assertFails(getDoc(doc(db, 'withheldIndustryScores/Retail')));
    // Its own organisation's readable documents stay readable to it as an Org Admin.
    await assertSucceeds(getDoc(doc(db, 'organisations/A/scores/all')));
    // Staff whose role is Kynd Admin read them as Kynd Admins.
    await serverUpdate('users/staff1', { role: 'Kynd Admin' });
    await assertSucceeds(getDoc(doc(dbOf('staff'), 'withheldIndustrySummaries/Retail')));
  });

  it('refuses a clinician signed in with a password (docs/product.md §6: not by the email path)', async () => {
    const db = dbAs('clinician', {
      ...passwordSession('clinician@example.com'),
      ...claims('Clinician', 'K'),
    });
    await assertFails(getDoc(doc(db, 'organisations/A')));
    await assertFails(getDocs(query(collection(db, 'users'), where('organisation.id', '==', 'A'))));
    await assertFails(getDoc(doc(db, 'industryScores/Accounting')));
    await assertSucceeds(getDoc(doc(db, 'users/clinician')));
  });

  it('answers a missing score history of a readable organisation as absent, not refused', async () => {
    const snapshot = await assertSucceeds(
      getDoc(doc(dbOf('orgAdmin'), 'organisationsScoresHistories/A_all_sleep')),
    );
    if (snapshot.exists()) throw new Error('expected no document');
    await assertFails(getDoc(doc(dbOf('orgAdmin'), 'organisationsScoresHistories/B_all_sleep')));
  });

  it('gives staff the provider read scope and none of its writes', async () => {
    const db = dbOf('staff');
    await assertSucceeds(getDoc(doc(db, 'organisations/B')));
    await assertSucceeds(
      getDocs(query(collection(db, 'users'), where('organisation.id', '==', 'B'))),
    );
    await assertFails(updateDoc(doc(db, 'organisations/B'), { name: 'Mine' }));
    await assertFails(
      setDoc(doc(db, 'industries/x'), { name: 'X', createdAt: now, updatedAt: now }),
    );
    await assertFails(updateDoc(doc(db, 'users/userB1'), { isSubscriptionUser: true }));
  });

  it('lets every user read their own users and organisation documents, even when inactive', async () => {
    await serverUpdate('users/userA1', { isActive: false });
    await serverUpdate('organisations/A', { isActive: false });
    const db = dbOf('user');
    await assertSucceeds(getDoc(doc(db, 'users/userA1')));
    await assertSucceeds(getDoc(doc(db, 'organisations/A')));
    await assertFails(getDoc(doc(db, 'organisations/B')));
    // Nothing more: not even their own profile.
    await assertFails(updateDoc(doc(db, 'users/userA1'), { firstName: 'Una' }));
  });
});

describe('issue 7 attacks, replayed', () => {
  beforeEach(reset);

  it('1. an Org Admin cannot plant a staff e-mail, and a planted one gives no staff power', async () => {
    // The Org Admin may not create the users document at all any more.
    await assertFails(
      setDoc(
        doc(dbOf('orgAdmin'), 'users/intruder'),
        person('intruder', 'A', { email: 'staff1@example.com' }),
      ),
    );
    // Suppose it exists anyway (written before this issue): an anonymous or a phone-only account
    // X with a staff e-mail in its users document gets nothing of a provider.
    await seed({ 'users/intruder': person('intruder', 'A', { email: 'staff1@example.com' }) });
    // The claims are what changeUserCustomClaim used to give it (staff from the document's
    // e-mail); nothing trusts them now.
    for (const token of [
      { firebase: { sign_in_provider: 'anonymous' }, ...claims('User', 'A', true) },
      {
        phone_number: '+64215555555',
        firebase: { sign_in_provider: 'phone' },
        ...claims('User', 'A', true),
      },
      { firebase: { sign_in_provider: 'anonymous' }, ...claims('Kynd Admin', 'A', true) },
    ]) {
      const db = dbAs('intruder', token);
      await assertFails(
        getDocs(query(collection(db, 'users'), where('organisation.id', '==', 'B'))),
      );
      await assertFails(getDoc(doc(db, 'organisations/B')));
      await assertFails(updateDoc(doc(db, 'users/intruder'), { role: 'Kynd Admin' }));
      await assertFails(updateDoc(doc(db, 'users/kyndAdmin'), { isActive: false }));
    }
  });

  it('2. staff cannot promote themselves or lock the provider admin out', async () => {
    const db = dbOf('staff');
    await assertFails(updateDoc(doc(db, 'users/staff1'), { role: 'Kynd Admin' }));
    await assertFails(updateDoc(doc(db, 'users/kyndAdmin'), { isActive: false }));
    await assertFails(updateDoc(doc(db, 'users/kyndAdmin'), { role: 'User' }));
  });

  it('3a. an inactive Org Admin reads and writes nothing of its colleagues and cannot reactivate itself', async () => {
    await serverUpdate('users/orgAdminA', { isActive: false });
    const db = dbOf('orgAdmin');
    await assertFails(getDocs(query(collection(db, 'users'), where('organisation.id', '==', 'A'))));
    await assertFails(getDoc(doc(db, 'users/userA2')));
    await assertFails(updateDoc(doc(db, 'codes/codeA'), { maximumUsage: 50 }));
    await assertFails(getDoc(doc(db, 'codes/codeA')));
    await assertFails(getDocs(query(collection(db, 'codes'), where('organisationId', '==', 'A'))));
    await assertFails(getDoc(doc(db, 'codeSummaries/A')));
    await assertFails(updateDoc(doc(db, 'users/orgAdminA'), { isActive: true }));
    await assertFails(
      updateDoc(doc(db, 'organisations/A'), {
        divisions: [
          { id: 'A-default', name: 'Default division' },
          { id: 'A-2', name: 'Sales' },
        ],
      }),
    );
  });

  it('3b. a demoted Org Admin loses its power on the next request, with the same token', async () => {
    // The token still carries the claims of its Org Admin days.
    const db = dbOf('orgAdmin');
    const directory = collection(db, 'userDirectory');
    await assertSucceeds(getDocs(query(directory, where('organisation.id', '==', 'A'))));
    await serverUpdate('users/orgAdminA', { role: 'User' });
    await assertFails(getDocs(query(directory, where('organisation.id', '==', 'A'))));
    await assertFails(write('setDoc', db, codePath('NEWA'), { ...code('A'), code: 'NEWA' }));
  });

  it('3c. the Org Admin of an inactive organisation lists and creates nothing', async () => {
    await serverUpdate('organisations/A', { isActive: false });
    const db = dbOf('orgAdmin');
    await assertFails(
      getDocs(query(collection(db, 'userDirectory'), where('organisation.id', '==', 'A'))),
    );
    await assertFails(write('setDoc', db, codePath('NEWA'), { ...code('A'), code: 'NEWA' }));
    await assertFails(setDoc(doc(db, 'users/newA'), person('newA', 'A')));
    // Its own documents stay readable, so that the session re-check can sign it out (docs/product.md §4).
    await assertSucceeds(getDoc(doc(db, 'organisations/A')));
    await assertSucceeds(getDoc(doc(db, 'users/orgAdminA')));
  });

  it('3d. a Kynd Admin whose organisation is inactive, or who is inactive, is no admin', async () => {
    await serverUpdate('users/kyndAdmin', { isActive: false });
    await assertFails(getDoc(doc(dbOf('kyndAdmin'), 'organisations/B')));
    await serverUpdate('users/kyndAdmin', { isActive: true });
    await assertSucceeds(getDoc(doc(dbOf('kyndAdmin'), 'organisations/B')));
    // And it cannot switch its own organisation off by mistake.
    await assertFails(updateDoc(doc(dbOf('kyndAdmin'), 'organisations/K'), { isActive: false }));
    await serverUpdate('organisations/K', { isActive: false });
    await assertFails(getDoc(doc(dbOf('kyndAdmin'), 'organisations/B')));
  });

  it('4. a lookalike or unverified staff e-mail is not staff', async () => {
    // The claims are what changeUserCustomClaim used to give them (the match trimmed and
    // ignored verification).
    for (const token of [
      passwordSession(' staff1@example.com'),
      passwordSession('staff1@example.com '),
      passwordSession('Staff1@example.com'),
      { ...passwordSession('staff1@example.com'), email_verified: false },
      { email: 'staff1@example.com', firebase: { sign_in_provider: 'password' } },
    ]) {
      const db = dbAs('staff1', { ...token, ...claims('User', 'K', true) });
      await assertFails(getDoc(doc(db, 'organisations/B')));
      await assertFails(
        getDocs(query(collection(db, 'users'), where('organisation.id', '==', 'B'))),
      );
    }
    await assertSucceeds(getDoc(doc(dbOf('staff'), 'organisations/B')));
  });

  it('5a. a user writes only well-formed profile fields of their own', async () => {
    const db = dbOf('user');
    const self = doc(db, 'users/userA1');
    await assertFails(updateDoc(self, { firstName: 123 }));
    await assertFails(updateDoc(self, { firstName: '' }));
    await assertFails(updateDoc(self, { firstName: 'x'.repeat(1_000_000) }));
    await assertFails(updateDoc(self, { lastName: 'x'.repeat(FIELD_LIMITS.personName + 1) }));
    await assertFails(updateDoc(self, { isActive: 'yes' }));
    await assertFails(updateDoc(self, { nickname: 'Unknown field' }));
    await assertFails(updateDoc(self, { scores: { life: { life: { colour: 'green' } } } }));
    await assertFails(updateDoc(self, { answers: { life: 5 } }));
    await assertFails(updateDoc(self, { avatarUrl: 'javascript:alert(1)' }));
    await assertFails(updateDoc(self, { avatarUrl: 'http://example.com/a.png' }));
    await assertFails(updateDoc(self, { sex: 'other' }));
    await assertFails(updateDoc(self, { birthDate: '2000-01-01' }));
    // Someone else's phone number; no phone number at all on a password session.
    await assertFails(updateDoc(self, { phone: '+64219999999' }));
    await assertSucceeds(
      updateDoc(self, {
        firstName: 'x'.repeat(FIELD_LIMITS.personName),
        avatarUrl: 'https://firebasestorage.googleapis.com/v0/b/demo/o/a.jpg',
        sex: 'female',
        birthDate: now,
        isReceivingPushNotifications: true,
        deviceToken: 'token',
        updatedAt: now,
      }),
    );
    await assertSucceeds(updateDoc(self, { phone: deleteField() }));
  });

  it('5b. a user sets as phone only the number of their own phone sign-in', async () => {
    const db = dbAs('userA1', {
      phone_number: '+64211111112',
      firebase: { sign_in_provider: 'phone' },
      ...claims('User', 'A'),
    });
    await assertFails(updateDoc(doc(db, 'users/userA1'), { phone: '+64219999999' }));
    await assertSucceeds(updateDoc(doc(db, 'users/userA1'), { phone: '+64211111112' }));
  });

  it('5c. no admin writes scores, answers or unknown fields', async () => {
    const kynd = dbOf('kyndAdmin');
    await assertFails(updateDoc(doc(kynd, 'users/userA2'), { scores: { life: {} } }));
    await assertFails(updateDoc(doc(kynd, 'users/userA2'), { answers: {} }));
    await assertFails(updateDoc(doc(kynd, 'users/userA2'), { firstName: 123 }));
    await assertFails(write('updateDoc', kynd, 'organisations/A', { scores: { all: {} } }));
    await assertFails(
      write('updateDoc', dbOf('orgAdmin'), 'organisations/A', { scores: { all: {} } }),
    );
    await assertFails(
      write('setDoc', kynd, 'organisations/C', organisation('C', { scores: { all: { x: 1 } } })),
    );
    await assertFails(write('setDoc', kynd, 'organisations/C', organisation('C', { owner: 'me' })));
    await assertFails(
      write('setDoc', kynd, 'organisations/C', organisation('C', { isActive: 'yes' })),
    );
    await assertFails(
      write('setDoc', kynd, 'organisations/C', organisation('C', { name: 'x'.repeat(1_000_000) })),
    );
    await assertFails(
      write('setDoc', kynd, 'organisations/C', organisation('C', { employees: ['userB1'] })),
    );
    await assertFails(updateDoc(doc(kynd, 'industryScores/Accounting'), { organisationsCount: 1 }));
    await assertSucceeds(
      write('setDoc', kynd, 'organisations/C', organisation('C', { scores: {} })),
    );
  });

  it('5d. codes, notifications and content are validated', async () => {
    const orgAdmin = dbOf('orgAdmin');
    const kynd = dbOf('kyndAdmin');
    const fresh = { ...code('A'), code: 'FRESHA' };
    await assertFails(write('setDoc', orgAdmin, 'codes/code-lower', { ...fresh, code: 'lower' }));
    await assertFails(write('setDoc', orgAdmin, codePath('FRESHA'), { ...fresh, currentUsage: 5 }));
    await assertFails(
      write('setDoc', orgAdmin, codePath('FRESHA'), { ...fresh, maximumUsage: '20' }),
    );
    await assertFails(
      write('setDoc', orgAdmin, codePath('FRESHA'), { ...fresh, divisionId: '__x__' }),
    );
    await assertFails(write('setDoc', orgAdmin, codePath('FRESHA'), { ...fresh, extra: 1 }));
    await assertSucceeds(write('setDoc', orgAdmin, codePath('FRESHA'), fresh));
    await assertFails(
      write('updateDoc', orgAdmin, 'codes/codeA', { currentUsage: 0, code: 'NEW' }),
    );
    await assertSucceeds(write('updateDoc', orgAdmin, 'codes/codeA', { isActive: false }));
    // docs/product.md §2: notifications are a provider admin's screen; an Org Admin sends none.
    await assertFails(
      write('setDoc', orgAdmin, 'organisations/A/notifications/n1', {
        title: 'T',
        body: 'B',
        createdAt: now,
      }),
    );
    const notification = (extra: DocumentData) =>
      write('setDoc', kynd, 'organisations/A/notifications/n1', {
        title: 'T',
        body: 'B',
        color: ['red'],
        createdAt: now,
        ...extra,
      });
    await assertFails(notification({ color: ['purple'] }));
    await assertFails(notification({ title: 'x'.repeat(FIELD_LIMITS.notificationTitle + 1) }));
    await assertFails(notification({ tokens: ['t'] }));
    await assertSucceeds(notification({}));
    await assertFails(
      write('setDoc', kynd, 'articles/a2', {
        title: 'T',
        isActive: true,
        coverImageUrl: 'javascript:x',
      }),
    );
    await assertFails(
      write('setDoc', kynd, 'articles/a2', { title: 'T', isActive: true, html: '<b>' }),
    );
    await assertFails(
      write('setDoc', kynd, 'articles/a2', { title: 'T', isActive: true, categories: ['Soul'] }),
    );
    await assertSucceeds(
      write('setDoc', kynd, 'articles/a2', {
        title: 'T',
        isActive: true,
        categories: ['Mind'],
        coverImageUrl: 'https://firebasestorage.googleapis.com/v0/b/demo/o/c.jpg',
      }),
    );
    await assertFails(
      write('setDoc', kynd, 'questions/q2', {
        label: 'Q',
        category: 'Soul',
        questionnaire: 'Q',
        order: 1,
      }),
    );
    await assertFails(
      write('setDoc', kynd, 'questions/q2', {
        label: 'Q',
        category: 'Mind',
        questionnaire: 'Q',
        order: 0,
      }),
    );
    await assertFails(
      write('updateDoc', kynd, 'initialMessages/m1', {
        red: { isActive: true, frequency: 3, subject: 'S', message: 'M' },
      }),
    );
    await assertSucceeds(
      write('updateDoc', kynd, 'initialMessages/m1', {
        red: { isActive: true, frequency: 7, subject: 'S', message: 'M', updatedAt: now },
      }),
    );
    await assertFails(
      write('setDoc', kynd, 'industries/x', { name: '', createdAt: now, updatedAt: now }),
    );
  });

  it('6b. the division maps move only with the list, each entry as the list holds it', async () => {
    const db = dbOf('orgAdmin');
    const base = { id: 'A-default', name: 'Default division' };
    const sales = { id: 'A-2', name: 'Sales', description: 'Field' };
    await seed({ 'organisations/A': organisation('A', divisionMaps({ divisions: [base] })) });
    const update = (data: DocumentData) => write('updateDoc', db, 'organisations/A', data);
    // An added division, in the list and both maps.
    const added = { divisions: [base, sales], ...divisionMapsChange([base], [base, sales]).set };
    await assertFails(update({ ...added, 'divisionNames.A-2': 'Not sales' }));
    await assertFails(update({ ...added, 'divisionsById.A-2': { ...sales, name: 'Other' } }));
    // A key of a division the change does not touch.
    await assertFails(update({ ...added, 'divisionNames.A-default': 'Renamed' }));
    await assertFails(update({ ...added, 'divisionNames.ghost': 'Ghost' }));
    // The maps alone, without the list.
    await assertFails(update({ 'divisionNames.A-2': 'Sales' }));
    await assertSucceeds(update(added));
    // An edit: both keys of that division.
    const renamed = { ...sales, name: 'Sales and service' };
    const edit = divisionMapsChange([base, sales], [base, renamed]);
    await assertFails(update({ divisions: [base, renamed], 'divisionNames.A-2': 'Sales team' }));
    await assertSucceeds(update({ divisions: [base, renamed], ...edit.set }));
    // A removal takes its keys away, and only its keys.
    await assertFails(update({ divisions: [base], 'divisionNames.A-2': deleteField() }));
    await assertFails(
      update({
        divisions: [base],
        'divisionNames.A-2': deleteField(),
        'divisionsById.A-2': deleteField(),
        'divisionNames.A-default': deleteField(),
      }),
    );
    await assertSucceeds(
      update({
        divisions: [base],
        'divisionNames.A-2': deleteField(),
        'divisionsById.A-2': deleteField(),
      }),
    );
    // A write that leaves the maps alone (an older client) passes: the trigger rebuilds them.
    await assertSucceeds(update({ divisions: [base, sales] }));

    // A new organisation's maps hold its first division and nothing else.
    const kynd = dbOf('kyndAdmin');
    const fresh = organisation('newM');
    await assertSucceeds(
      write('setDoc', kynd, 'organisations/newM', { ...fresh, ...divisionMaps(fresh) }),
    );
    await assertFails(
      write('setDoc', kynd, 'organisations/newN', {
        ...organisation('newN'),
        divisionNames: { 'newN-default': 'Default division', other: 'Other' },
        divisionsById: { 'newN-default': { id: 'newN-default', name: 'Default division' } },
      }),
    );
    await assertFails(
      write('setDoc', kynd, 'organisations/newO', {
        ...organisation('newO'),
        divisionNames: { 'newO-default': 'Renamed' },
        divisionsById: { 'newO-default': { id: 'newO-default', name: 'Default division' } },
      }),
    );
  });

  it('6. division ids are safe, one change at a time, at most 500 per organisation', async () => {
    const db = dbOf('orgAdmin');
    const base = [{ id: 'A-default', name: 'Default division' }];
    const divisions = (extra: DocumentData[]) =>
      write('updateDoc', db, 'organisations/A', { divisions: [...base, ...extra] });
    for (const id of ['__x__', 'evil/sub/doc', 'a.b', '', 'x'.repeat(65), 42]) {
      await assertFails(divisions([{ id, name: 'Evil' }]));
    }
    await assertFails(divisions([{ id: 'ok', name: '' }]));
    await assertFails(divisions([{ id: 'ok', name: 'x'.repeat(FIELD_LIMITS.divisionName + 1) }]));
    await assertFails(divisions([{ id: 'ok', name: 'Ok', scores: {} }]));
    await assertFails(
      divisions([
        { id: 'one', name: 'One' },
        { id: 'two', name: 'Two' },
      ]),
    );
    await assertFails(write('updateDoc', db, 'organisations/A', { divisions: [...base, ...base] }));
    await assertSucceeds(
      divisions([{ id: 'Kq3v9ZbX1mN0pLr2TtYw', name: 'Ops', description: 'Ops' }]),
    );
    // An edit is the old entry out and the new one in (docs/product.md §4), wherever it sits in the list.
    await assertSucceeds(
      write('updateDoc', db, 'organisations/A', {
        divisions: [
          { id: 'A-default', name: 'Default division' },
          { id: 'Kq3v9ZbX1mN0pLr2TtYw', name: 'Operations', description: 'Ops' },
        ],
      }),
    );
    await assertSucceeds(write('updateDoc', db, 'organisations/A', { divisions: base }));

    // 300 divisions work (another issue needs them), the 501st does not.
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: `d${index}`, name: `Division ${index}` }));
    await seed({ 'organisations/A': organisation('A', { divisions: many(299) }) });
    await assertSucceeds(
      write('updateDoc', db, 'organisations/A', {
        divisions: [...many(299), { id: 'd299', name: 'D' }],
      }),
    );
    await seed({
      'organisations/A': organisation('A', {
        divisions: many(FIELD_LIMITS.divisionsPerOrganisation),
      }),
    });
    await assertFails(
      write('updateDoc', db, 'organisations/A', {
        divisions: [...many(FIELD_LIMITS.divisionsPerOrganisation), { id: 'extra', name: 'Extra' }],
      }),
    );
  });
});

describe('access codes, one document per value (docs/security.md "Access codes")', () => {
  beforeEach(async () => {
    await reset();
    // Organisation B's code under its derived id, as every code created from now on is stored.
    await seed({ [codePath('HARBOUR')]: { ...code('B'), code: 'HARBOUR', currentUsage: 7 } });
  });

  it("refuses an Org Admin a code of another organisation's value, however it writes it", async () => {
    const db = dbOf('orgAdmin');
    const mine = { ...code('A'), code: 'HARBOUR' };
    // Under any other id: the id must be the value's own.
    for (const id of ['harbour', 'code-harbour-2', 'x', 'code-HARBOUR']) {
      await assertFails(write('setDoc', db, `codes/${id}`, mine));
    }
    // Under its own id: that is B's document, which a creation would overwrite.
    await assertFails(write('setDoc', db, codePath('HARBOUR'), mine));
    await assertFails(write('setDoc', db, codePath('HARBOUR'), { ...mine, code: 'harbour' }));
    // Renaming or moving a code of its own onto the value, or B's code into A.
    await assertFails(write('updateDoc', db, 'codes/codeA', { code: 'HARBOUR' }));
    await assertFails(write('updateDoc', db, 'codes/codeA', { organisationId: 'B' }));
    await assertFails(write('updateDoc', db, codePath('HARBOUR'), { organisationId: 'A' }));
    // Nothing moved: B's code is B's, with its seats.
    await env.withSecurityRulesDisabled(async (context) => {
      const stored = await getDoc(
        doc(context.firestore() as unknown as Firestore, codePath('HARBOUR')),
      );
      if (stored.get('organisationId') !== 'B' || stored.get('currentUsage') !== 7) {
        throw new Error(`B's code changed: ${JSON.stringify(stored.data())}`);
      }
    });
  });

  it('takes a new value under its derived id only, and then never a second code of it', async () => {
    const orgAdmin = dbOf('orgAdmin');
    const kynd = dbOf('kyndAdmin');
    await assertSucceeds(
      write('setDoc', orgAdmin, codePath('SITE-2026_A'), { ...code('A'), code: 'SITE-2026_A' }),
    );
    // The same value again, for another organisation, even by a Kynd Admin: the document exists,
    // and a code's organisation never changes. (Written again as it is, for its own organisation,
    // it is an update that changes nothing but the stamp.)
    await assertFails(
      write('setDoc', kynd, codePath('SITE-2026_A'), { ...code('B'), code: 'SITE-2026_A' }),
    );
    await assertFails(write('setDoc', kynd, 'codes/anyId', { ...code('B'), code: 'ANYID' }));
    // Characters the rules cannot derive an id from (they cannot URL-encode).
    for (const value of ['CAFÉ', 'A.B', 'A B', "O'NEIL"]) {
      await assertFails(write('setDoc', kynd, codePath(value), { ...code('B'), code: value }));
    }
  });

  it('lets a code manager read a value no code holds, and no one read another organisation’s', async () => {
    await assertSucceeds(getDoc(doc(dbOf('orgAdmin'), codePath('FREE'))));
    await assertSucceeds(getDoc(doc(dbOf('kyndAdmin'), codePath('FREE'))));
    await assertFails(getDoc(doc(dbOf('orgAdmin'), codePath('HARBOUR'))));
    for (const role of ['user', 'clinician', 'signedOut'] as const) {
      await assertFails(getDoc(doc(dbOf(role), codePath('FREE'))));
    }
  });
});

describe('codes reach only those who manage them (docs/roles.md)', () => {
  beforeEach(reset);

  /** Every read the caller may make, and which it is refused, as JSON. */
  async function everythingReadBy(db: Firestore): Promise<string> {
    const attempts = [
      getDoc(doc(db, 'users/userA1')),
      getDoc(doc(db, 'users/orgAdminA')),
      getDoc(doc(db, 'users/clinician')),
      getDoc(doc(db, 'organisations/A')),
      getDocs(query(collection(db, 'organisations'), where(documentId(), '==', 'A'))),
      getDocs(collection(db, 'organisations/A/notifications')),
      getDocs(query(collection(db, 'users'), where('organisation.id', '==', 'A'))),
      getDocs(query(collection(db, 'questionnaireAlerts'), where('organisation.id', '==', 'A'))),
      getDocs(
        query(collection(db, 'organisationsScoresHistories'), where('organisationId', '==', 'A')),
      ),
      getDocs(collection(db, 'industryScores')),
      ...['industries', 'questions', 'articles', 'initialMessages'].map((name) =>
        getDocs(collection(db, name)),
      ),
    ];
    const answers = await Promise.allSettled(attempts);
    return JSON.stringify(
      answers.map((answer) => {
        if (answer.status === 'rejected') return null;
        const value = answer.value;
        return 'docs' in value ? value.docs.map((item) => item.data()) : value.data();
      }),
    );
  }

  it('gives a User, an inactive member and a clinician no code value, nor a code id, in any answer', async () => {
    // The organisation as the server leaves it (no codes in it), with a division of A's code.
    await serverUpdate('organisations/A', {
      divisions: [{ id: 'A-default', name: 'Default division' }],
    });
    const callers: [string, () => Promise<Firestore>][] = [
      ['user', () => Promise.resolve(dbOf('user'))],
      ['clinician', () => Promise.resolve(dbOf('clinician'))],
      [
        'inactive user',
        async () => {
          await serverUpdate('users/userA1', { isActive: false });
          return dbOf('user');
        },
      ],
      [
        'inactive Org Admin',
        async () => {
          await serverUpdate('users/orgAdminA', { isActive: false });
          return dbOf('orgAdmin');
        },
      ],
    ];
    for (const [name, dbFor] of callers) {
      const db = await dbFor();
      for (const attempt of [
        getDoc(doc(db, 'codes/codeA')),
        getDocs(query(collection(db, 'codes'), where('organisationId', '==', 'A'))),
        getDoc(doc(db, 'codeSummaries/A')),
        getDoc(doc(db, codePath('FREE'))),
      ]) {
        await assertFails(attempt).catch(() => {
          throw new Error(`${name} read a code`);
        });
      }
      const answers = await everythingReadBy(db);
      // They do read something (their own documents at least), and no code in it.
      if (!answers.includes('Organisation A') && !answers.includes('userA1')) {
        throw new Error(`${name} read nothing at all: the test reads the wrong things`);
      }
      for (const secret of ['CODEA', 'codeA']) {
        if (answers.includes(secret)) throw new Error(`${name} read ${secret}: ${answers}`);
      }
    }
  });

  it('refuses codes in a division entry, whoever writes the organisation', async () => {
    const orgAdmin = dbOf('orgAdmin');
    const kynd = dbOf('kyndAdmin');
    const base = { id: 'A-default', name: 'Default division' };
    const copy = [{ id: 'codeA', code: 'CODEA', organisationId: 'A', maximumUsage: 20 }];
    for (const db of [orgAdmin, kynd]) {
      await assertFails(
        write('updateDoc', db, 'organisations/A', {
          divisions: [base, { id: 'A-sales', name: 'Sales', codes: copy }],
        }),
      );
    }
    await assertFails(
      write('setDoc', kynd, 'organisations/newC', {
        ...organisation('newC'),
        divisions: [{ id: 'newC-default', name: 'Default division', codes: copy }],
      }),
    );
    // An empty list, as older dashboards sent with a new division, holds no code.
    await assertSucceeds(
      write('updateDoc', orgAdmin, 'organisations/A', {
        divisions: [base, { id: 'A-sales', name: 'Sales', codes: [] }],
      }),
    );
  });
});
