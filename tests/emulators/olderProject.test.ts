// An existing project, as the older clients left it (docs/product.md §3 shapes only): users
// without lower-case names, role, push reach or directory entry, organisations with a `scores` map and no
// per-scope score documents nor lower-case name, alerts without a search field, articles whose text
// blocks are plain text. The migrations
// (scripts/migrations, run in order as `npm run migrate` does) count what they would change,
// change it, and then count nothing; after them the dashboards' numbers, read through the data
// provider, match a recount made here from the users' documents, the Users list finds the users,
// the alert search finds the alerts and the organisation picker's search the organisations.
//
// Trigger-free on purpose: the test stack runs the Firestore triggers, which would derive the same
// fields as soon as the documents are written and leave the migrations nothing to prove. The
// Functions emulator runs one project (the stack's) and registers its triggers with the Firestore
// emulator for that project only, so documents written here, in a project of their own, send no
// event: what the screens find afterwards is the migrations' work alone.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATEGORIES, type ColourLevel, categoryKey } from '../../src/config/constants';
import { industryScoresId, type IndustryScores } from '../../src/domain/industryScores';
import { measurementsOf } from '../../src/domain/measurements';
import { timestampsToDates } from '../../src/domain/timestamps';
import { emailKey } from '../../src/domain/userEmails';
import type { QuestionnaireAlert, User } from '../../src/domain/types';
import type { ChoiceRecord } from '../../src/domain/organisationChoice';
import { runMigrations, type MigrationCount } from '../../scripts/migrations';
import { createIndustrySummaries } from '../../scripts/migrations/createIndustrySummaries';
import { resetFirestore } from '../helpers/reset';
import { expectScreenFigures, expectWithheld, recount, scoresOf } from './dashboardFigures';
import {
  connectAs,
  identityDocuments,
  rulesEnvironment,
  seedDocuments,
  type Connection,
  type Identity,
} from './providerHarness';

const PROJECT_ID = 'demo-kynd-older-project';
const A = 'org-older-a';
const B = 'org-older-b';
const ORG_ADMIN: Identity = { uid: 'older-org-admin', role: 'Org Admin', organisationId: A };
const KYND_ADMIN: Identity = {
  uid: 'older-kynd-admin',
  role: 'Kynd Admin',
  organisationId: 'org-older-kynd',
};
const COLOURS: readonly ColourLevel[] = ['green', 'orange', 'red'];
const FIRST_NAMES = ['Aroha', 'Ben', 'Chloe', 'Dev', 'Ema', 'Finn', 'Gita', 'Hemi', 'Isla', 'Jack'];
const at = Timestamp.fromDate(new Date('2025-11-01T08:00:00Z'));

const app = initializeApp({ projectId: PROJECT_ID }, `older-project-${Date.now()}`);
const db = getFirestore(app);
let env: RulesTestEnvironment;
let orgAdmin: Connection;
let kyndAdmin: Connection;

function division(organisationId: string, index: number) {
  return {
    id: `${organisationId}-d${index}`,
    name: index === 0 ? 'Default division' : `Team ${index}`,
  };
}

/** A legacy organisation: the `scores` map of docs/product.md §3, with figures long out of date. */
function organisation(id: string, divisions: number) {
  // Written with the client SDK (seedDocuments), which takes Dates.
  const at = new Date('2025-11-01T08:00:00Z');
  const stale = {
    activeUsers: 99,
    averageScore: 12,
    totalComplete: 0,
    calculatedAt: at,
    history: [
      { averageScore: 12, body: 10, mind: 11, life: 15, activeUsers: 99, calculatedAt: at },
    ],
  };
  return {
    id,
    name: `Older ${id}`,
    address: '1 Old Road',
    phone: '',
    isActive: true,
    managers: [],
    employees: [],
    // Each with the (empty) copy of its codes that docs/product.md §3 lists.
    divisions: Array.from({ length: divisions }, (_, index) => ({
      ...division(id, index),
      codes: [],
    })),
    industry: 'Accounting',
    scores: { all: { averageScore: stale, body: {}, mind: {}, life: {} } },
    notifications: [],
    customQuestionnaires: ['hearing-v2'],
    createdAt: at,
  };
}

/** A user as the mobile app wrote it: no lowerFirstName, lowerLastName or role. */
function appUser(organisationId: string, divisions: number, index: number) {
  const scores: Record<
    string,
    Record<string, { colour: ColourLevel; calculatedAt: Timestamp }>
  > = {};
  CATEGORIES.forEach((category, c) => {
    // Some users have not answered every category; the rest have a colour per measurement.
    if ((index + c) % 4 === 3) return;
    scores[categoryKey(category)] = Object.fromEntries(
      measurementsOf(category)
        .slice(0, 3)
        .map((measurement, m) => [
          measurement.key,
          { colour: COLOURS[(index + m + c) % 3], calculatedAt: at },
        ]),
    );
  });
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length];
  return {
    id: `${organisationId}-u${index}`,
    firstName,
    lastName: `Older-${organisationId.slice(-1).toUpperCase()}${index}`,
    email: `${firstName.toLowerCase()}${index}@${organisationId}.example.com`,
    organisation: { id: organisationId, name: `Older ${organisationId}` },
    division: division(organisationId, index % divisions),
    isActive: index % 5 !== 4,
    isSubscriptionUser: false,
    scores,
    createdAt: at,
    updatedAt: at,
  };
}

function appAlert(user: ReturnType<typeof appUser>) {
  return {
    id: `alert-${user.id}`,
    user: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: '',
      division: user.division.name,
      organisation: user.organisation.name,
    },
    organisation: user.organisation,
    division: { name: user.division.name },
    createdAt: at,
    questionnaireAlerts: { hearing: true },
    hearingStatus: 'Open',
    status: 'Open',
    actions: [],
  };
}

const usersA = Array.from({ length: 10 }, (_, index) => appUser(A, 2, index));
const usersB = Array.from({ length: 6 }, (_, index) => appUser(B, 1, index));
/** An alert with a history as the dashboard wrote it before the actions summary existed. */
function actedAlert(user: ReturnType<typeof appUser>) {
  return {
    ...appAlert(user),
    hearingStatus: 'In Progress',
    actions: [
      {
        actionUser: { id: 'orgAdmin', firstName: 'Olga', lastName: 'Admin', email: '' },
        status: 'In Progress',
        comment: 'Called them',
        timestamp: at,
        questionnaire: 'hearing',
      },
    ],
  };
}

const alerts = [appAlert(usersA[1]), actedAlert(usersA[6])];

/** An article as an older writer left it (plain text), and one the editor wrote (HTML). */
const articles = {
  'older-plain': [
    { type: 'title', content: 'Sleep' },
    { type: 'text', content: 'Keep a routine.\nDarken the room.\n\nSleep < 6 h & wake tired?' },
  ],
  'older-html': [{ type: 'text', content: '<p>Already <strong>formatted</strong></p>' }],
};

/** The users of an organisation as stored, for the recount. */
async function storedUsers(organisationId: string): Promise<User[]> {
  const snapshot = await db
    .collection('users')
    .where('organisation.id', '==', organisationId)
    .get();
  return snapshot.docs.map((doc) => ({ ...(timestampsToDates(doc.data()) as User), id: doc.id }));
}

async function usersFilterTotal(): Promise<number> {
  const { total } = await orgAdmin.provider.getList<User>('users', {
    filter: { organisationId: A, role: 'User' },
    sort: { field: 'lowerFirstName', order: 'ASC' },
    pagination: { page: 1, perPage: 25 },
  });
  return total ?? -1;
}

beforeAll(async () => {
  setLogLevel('silent');
  await resetFirestore(PROJECT_ID);
  env = await rulesEnvironment(PROJECT_ID);
  const organisations = {
    [`organisations/${A}`]: organisation(A, 2),
    [`organisations/${B}`]: organisation(B, 1),
  };
  // The two staff accounts the test reads as were made by the dashboard, complete.
  await seedDocuments(
    env,
    { ...organisations, ...identityDocuments([ORG_ADMIN, KYND_ADMIN], organisations) },
    { legacyOrganisations: true },
  );
  const batch = db.batch();
  for (const user of [...usersA, ...usersB]) batch.set(db.doc(`users/${user.id}`), user);
  for (const alert of alerts) batch.set(db.doc(`questionnaireAlerts/${alert.id}`), alert);
  for (const [id, body] of Object.entries(articles)) {
    batch.set(db.doc(`articles/${id}`), { title: id, body, hashtags: ['older'], isActive: true });
  }
  await batch.commit();
  orgAdmin = connectAs(PROJECT_ID, ORG_ADMIN);
  kyndAdmin = connectAs(PROJECT_ID, KYND_ADMIN);
});

afterAll(async () => {
  await orgAdmin?.close();
  await kyndAdmin?.close();
  await env?.cleanup();
  await deleteApp(app);
});

it('migrates an older project: counts first, then the changes, then nothing left to do', async () => {
  // As the older clients left it, the Users list's 'Users' filter finds none of A's app users.
  expect(await usersFilterTotal()).toBe(0);

  const counts = (result: MigrationCount[]) =>
    Object.fromEntries(result.map(({ name, scanned, changed }) => [name, [scanned, changed]]));
  const appUsers = usersA.length + usersB.length;
  const expected = {
    'user roles': [appUsers + 2, appUsers],
    'user lower-case names': [appUsers + 2, appUsers],
    'alert search fields': [alerts.length, alerts.length],
    // A and B, and the Kynd Admin's organisation.
    'organisation lower-case names': [3, 3],
    // A and B, and the Kynd Admin's organisation, none with per-scope score documents yet.
    'organisation score documents': [3, 3],
    // Accounting (A and B): the score documents' calculation summarises it; a dry run cannot
    // know that the migration before would, so it counts it.
    'industry summaries': [1, 0],
    // A and B, and the Kynd Admin's organisation, none with its employee count yet (their lists
    // are empty: the count is of the users who name them). The score documents' calculation
    // counts them (its reconciliation recounts the members); a dry run cannot know that.
    'organisation employee counts': [3, 0],
    // No codes here (organisationSummaries.test.ts migrates some): no summary to write.
    'organisation code summaries': [0, 0],
    'alert action summaries': [alerts.length, alerts.length],
    // The provider's summary: that same calculation writes it.
    'provider summary': [1, 0],
    // A and B, and the Kynd Admin's organisation, none with its division maps yet.
    'organisation division maps': [3, 3],
    // No codes here (organisationSummaries.test.ts renames some).
    'code division names': [0, 0],
    // The app users have no directory entry yet; the two identities of the dashboard have theirs.
    'user directory': [appUsers + 2, appUsers],
    // Both alerts copied the user's phone.
    'alert contact data': [alerts.length, alerts.length],
    // Calculated above in the shape by audience already: nothing to withhold.
    'withheld organisation figures': [3, 0],
    // Accounting's comparison and summary documents, written by that calculation.
    'withheld industry figures': [2, 0],
    'code document ids': [0, 0],
    // A and B, whose divisions' copies of codes go (the Kynd Admin's organisation has none).
    'organisations without codes': [3, 2],
    // The plain-text article; the editor's is HTML already.
    'article text format': [2, 1],
    // Every user: none has its push reach yet (the app users consented to nothing, so false).
    'user push reach': [appUsers + 2, appUsers + 2],
    // Counted by the score documents' calculation above.
    'organisation score counters': [3, 0],
    // Counted from the members by 'organisation employee counts' above; no list over the bound.
    'organisation members': [3, 0],
    // Counted with today's shards (scoresScale.test.ts folds older ones).
    'division counter shards': [3, 0],
    // Counted by the score documents' calculation above.
    'organisation member counts': [3, 0],
    // The app users' e-mails, none with its entry yet (the two identities here have none).
    'user e-mails': [appUsers + 2, appUsers],
  };
  const quiet = { log: () => {} };
  expect(counts(await runMigrations(db, { ...quiet, dryRun: true }))).toEqual({
    ...expected,
    'industry summaries': [1, 1],
    'organisation employee counts': [3, 3],
    'provider summary': [1, 1],
    // Nothing calculated yet in a dry run: no industry document to look at.
    'withheld industry figures': [0, 0],
    'organisation score counters': [3, 3],
    // Nor any count written by the step before.
    'organisation members': [3, 3],
    // Nor any member counted where they are.
    'organisation member counts': [3, 3],
  });
  // A dry run changes nothing.
  expect(await usersFilterTotal()).toBe(0);
  expect((await db.doc(`organisations/${A}/scores/all`).get()).exists).toBe(false);

  expect(counts(await runMigrations(db, quiet))).toEqual(expected);
  const again = counts(await runMigrations(db, { ...quiet, dryRun: true }));
  expect(Object.values(again).map(([, changed]) => changed)).toEqual(
    Object.keys(expected).map(() => 0),
  );
  // Each organisation counts the users who name it (the Org Admin in A), its empty list aside.
  for (const [id, members] of [
    [A, usersA.length + 1],
    [B, usersB.length],
  ] as const) {
    const stored = (await db.doc(`organisations/${id}`).get()).data() ?? {};
    expect(stored.employeeCount).toBe(members);
    expect(stored.employees).toEqual([]);
    expect(stored).not.toHaveProperty('employeesListCapped');
  }
  // The creations find an older user's e-mail, in any letter case (src/domain/userEmails.ts).
  const holders = await db.doc(`userEmails/${emailKey(usersA[1].email.toUpperCase())}`).get();
  expect(holders.get('uids')).toEqual([usersA[1].id]);
  // An alert card's person keeps its e-mail and loses its phone.
  const alertUser = (await db.doc(`questionnaireAlerts/${alerts[0].id}`).get()).get('user');
  expect(alertUser).toMatchObject({ email: usersA[1].email });
  expect(alertUser).not.toHaveProperty('phone');
  // Article text in the one format: paragraphs and line breaks, every character as typed.
  expect((await db.doc('articles/older-plain').get()).get('body')).toEqual([
    { type: 'title', content: 'Sleep' },
    {
      type: 'text',
      content: '<p>Keep a routine.<br>Darken the room.</p><p>Sleep &lt; 6 h &amp; wake tired?</p>',
    },
  ]);
  expect((await db.doc('articles/older-html').get()).get('body')).toEqual(articles['older-html']);
  // What an alert card shows of its history, without reading it.
  const acted = timestampsToDates(
    (await db.doc(`questionnaireAlerts/${alerts[1].id}`).get()).get('actionsSummary'),
  );
  expect(acted).toEqual({
    hearing: { count: 1, latest: timestampsToDates(alerts[1].actions[0]) },
    vision: { count: 0, latest: null },
  });

  // The dashboards: every figure of each organisation and division against a plain recount.
  for (const organisationId of [A, B]) {
    const users = await storedUsers(organisationId);
    expectScreenFigures(await scoresOf(kyndAdmin, organisationId), recount(users));
    // The stale map is gone from the organisation document, its history continued in the document
    // (B, of 5 active users, in its twin: src/domain/withheldFigures.ts).
    expect((await db.doc(`organisations/${organisationId}`).get()).get('scores')).toBeUndefined();
    const scope = organisationId === B ? 'withheldScores' : 'scores';
    const history = (await db.doc(`organisations/${organisationId}/${scope}/all`).get()).get(
      'averageScore.history',
    ) as { averageScore: number; calculatedAt: { toDate(): Date } }[];
    expect(history[0]?.averageScore).toBe(12);
    expect(history[0]?.calculatedAt.toDate().toISOString()).toBe('2025-11-01T08:00:00.000Z');
    expect(history).toHaveLength(2);
  }
  const usersOfA = await storedUsers(A);
  const team = division(A, 1);
  const ofTeam = recount(usersOfA.filter((user) => user.division?.id === team.id));
  expectScreenFigures(await scoresOf(kyndAdmin, A, team.id), ofTeam);
  // A team of 4 active users: its count alone for the Org Admin.
  expect(ofTeam.activeUsers).toBe(4);
  expectWithheld(await scoresOf(orgAdmin, A, team.id), ofTeam.activeUsers);

  // The Users list: every app user of A under 'Users', and a first-name search.
  expect(await usersFilterTotal()).toBe(usersA.length);
  const found = await orgAdmin.provider.getList<User>('users', {
    filter: { organisationId: A, search: { field: 'firstName', term: 'Chl' } },
    sort: { field: 'lowerFirstName', order: 'ASC' },
    pagination: { page: 1, perPage: 25 },
  });
  expect(found.data.map((user) => user.id)).toEqual([usersA[2].id]);

  // The alert search: a piece of the last name.
  const searched = await orgAdmin.provider.getList<QuestionnaireAlert>('questionnaireAlerts', {
    filter: { type: 'All', q: 'older-a6' },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 25 },
  });
  expect(searched.data.map((alert) => alert.id)).toEqual([alerts[1].id]);

  // organisation 'All': the industry's summary, one document, holds what A and B's users imply.
  const summary = await kyndAdmin.provider.getMany<IndustryScores & { id: string }>(
    'industrySummaries',
    { ids: [industryScoresId('Accounting')] },
  );
  expect(summary.data[0]?.organisationsCount).toBe(2);
  expectScreenFigures(
    summary.data[0]?.scores,
    recount([...(await storedUsers(A)), ...(await storedUsers(B))]),
  );
  // A project whose organisations were already scored, but not summarised: the migration
  // summarises, with the same figures.
  await db.doc(`industrySummaries/${industryScoresId('Accounting')}`).delete();
  expect((await createIndustrySummaries(db)).updated).toEqual([industryScoresId('Accounting')]);
  const resummarised = await kyndAdmin.provider.getMany<IndustryScores & { id: string }>(
    'industrySummaries',
    { ids: [industryScoresId('Accounting')] },
  );
  expect(resummarised.data[0]?.scores.averageScore).toEqual(summary.data[0]?.scores.averageScore);

  // The organisation pickers: the start of the name, whatever its case.
  const picked = await kyndAdmin.provider.getList<ChoiceRecord>('organisationChoices', {
    filter: { search: `OLDER ${B}` },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 20 },
  });
  expect(picked.data.map((choice) => choice.id)).toEqual([B]);
}, 180_000);
