// The demo dataset (README, "Demo data and accounts"; npm run seed): counts, accounts and their claims, the inactive and
// Subscriptions organisations, scores computed by the shared calculation, content for every
// screen, and idempotence (a second run leaves exactly the same documents and accounts). Then,
// on that data, the dashboards' numbers and the bulk actions (demoDatasetChecks.ts).
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import {
  ALERT_STATUSES,
  ANSWER_TYPES,
  CUSTOM_OPTIONS_MAX,
  CUSTOM_OPTIONS_MIN,
  DEFAULT_DIVISION_NAME,
  MESSAGE_FREQUENCY_DAYS,
} from '../../src/config/constants';
import { DEMO_PROJECT_ID, DEV_SUBSCRIPTIONS_ORGANISATION_ID } from '../../src/config/environment';
import { parsePortOffset, stackPorts } from '../../src/config/ports';
import { claimsFor } from '../../src/domain/claims';
import { MEASUREMENTS } from '../../src/domain/measurements';
import { codeDocumentId } from '../../src/domain/codes';
import { codeSummariesOf } from '../../src/domain/codeSummaries';
import { userDerivedFields } from '../../src/domain/derivedFields';
import { classifyMeasurement } from '../../src/domain/scoreRanges';
import { SCORES_SUBCOLLECTION } from '../../src/domain/scoreDocuments';
import { WITHHELD_SCORES_SUBCOLLECTION } from '../../src/domain/withheldFigures';
import { aggregateScores, RECENT_HISTORY_LIMIT, type ScoredUser } from '../../src/domain/scoring';
import { ALLOWED_STAFF_EMAILS } from '../../src/domain/staff';
import { isDatabaseEmpty, seedDemoData, DEMO_PASSWORD } from '../../scripts/seed';
import { createClock } from '../../scripts/seed/clock';
import { resetAuth, resetFirestore } from '../helpers/reset';
import { demoDatasetChecks } from './demoDatasetChecks';
import { buildDataset } from '../../scripts/seed/dataset';
import { assertEmulatorEnv, connectToEmulators } from '../../scripts/seed/emulators';

// The stack's own project: the Auth emulator signs in with a password only in its default project.
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
const OFFSET = parsePortOffset(process.env.KYND_PORT_OFFSET);
const PORTS = stackPorts(OFFSET);
// A fixed day keeps the expected dates of this test independent of when it runs.
const NOW = new Date('2026-03-18T05:30:00Z');
const CLOCK = createClock(NOW);
const quiet = () => undefined;

/** node:http rather than fetch: fetch refuses some ports an offset stack may use (10080). */
function http(
  method: string,
  port: number,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          Authorization: 'Bearer owner',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown>;
          try {
            json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            json = { text };
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function clearProject(): Promise<void> {
  await Promise.all([resetFirestore(PROJECT_ID), resetAuth(PROJECT_ID)]);
}

async function signIn(email: string, password: string) {
  const { status, json } = await http(
    'POST',
    PORTS.auth,
    '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
    { email, password, returnSecureToken: true },
  );
  if (status !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(json)}`);
  const token = String(json.idToken);
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return { uid: String(json.localId), claims: payload as Record<string, unknown> };
}

const toDates = (value: unknown): unknown => {
  if (value && typeof value === 'object' && 'toDate' in value) {
    return (value as { toDate(): Date }).toDate();
  }
  if (Array.isArray(value)) return value.map(toDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toDates(inner)]));
  }
  return value;
};

const canonical = (value: unknown): unknown => {
  if (value && typeof value === 'object' && 'toDate' in value) {
    return (value as { toDate(): Date }).toDate().toISOString();
  }
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
};

const COLLECTIONS = [
  'industries',
  'organisations',
  'users',
  'codes',
  'codeSummaries',
  'questions',
  'articles',
  'initialMessages',
  'questionnaireAlerts',
  'organisationsScoresHistories',
  // The figures of the divisions of too few active users (src/domain/withheldFigures.ts).
  'withheldOrganisationsScoresHistories',
] as const;

/** A fingerprint of every seeded document and account, to compare two runs. */
async function fingerprint(db: Firestore, auth: Auth): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const paths = [
    ...COLLECTIONS.map((name) => db.collection(name)),
    db.collectionGroup('notifications'),
    db.collectionGroup(SCORES_SUBCOLLECTION),
    db.collectionGroup(WITHHELD_SCORES_SUBCOLLECTION),
  ];
  for (const query of paths) {
    const snapshot = await query.get();
    const hash = createHash('sha256');
    for (const doc of [...snapshot.docs].sort((a, b) => a.ref.path.localeCompare(b.ref.path))) {
      hash.update(doc.ref.path + JSON.stringify(canonical(doc.data())));
    }
    result[snapshot.docs[0]?.ref.parent.id ?? 'empty'] = `${snapshot.size}:${hash.digest('hex')}`;
  }
  const accounts = await auth.listUsers(1000);
  result.auth = `${accounts.users.length}:${createHash('sha256')
    .update(
      JSON.stringify(
        accounts.users
          .map((user) => [user.uid, user.email, user.phoneNumber, user.customClaims])
          .sort(),
      ),
    )
    .digest('hex')}`;
  return result;
}

describe('demo dataset (npm run seed)', () => {
  let db: Firestore;
  let auth: Auth;
  let firstRun: Record<string, string>;
  let emptyBefore: boolean;
  const data: Record<string, { id: string; data: DocumentData }[]> = {};

  beforeAll(async () => {
    ({ db, auth } = connectToEmulators(PROJECT_ID, OFFSET));
    await clearProject();
    emptyBefore = await isDatabaseEmpty({ projectId: PROJECT_ID, offset: OFFSET });
    await seedDemoData({ projectId: PROJECT_ID, offset: OFFSET, now: NOW, log: quiet });
    firstRun = await fingerprint(db, auth);
    for (const name of COLLECTIONS) {
      const snapshot = await db.collection(name).get();
      data[name] = snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
    }
    for (const doc of (await db.collectionGroup(SCORES_SUBCOLLECTION).get()).docs) {
      const organisationId = doc.ref.parent.parent?.id ?? '';
      scoreDocuments.set(organisationId, {
        ...scoreDocuments.get(organisationId),
        [doc.id]: doc.data(),
      });
    }
  }, 600_000);

  const docs = (name: (typeof COLLECTIONS)[number]) => data[name];
  /** organisations/{id}/scores/{scope}, by organisation then scope. */
  const scoreDocuments = new Map<string, Record<string, DocumentData>>();
  const organisation = (id: string) => {
    const found = docs('organisations').find((doc) => doc.id === id);
    if (!found) throw new Error(`organisation ${id} missing`);
    return found.data;
  };
  const userDoc = (id: string) => {
    const found = docs('users').find((doc) => doc.id === id);
    if (!found) throw new Error(`user ${id} missing`);
    return found.data;
  };

  it('refuses to run without emulator hosts', () => {
    expect(() => assertEmulatorEnv({})).toThrow(/Refusing to seed/);
    expect(() =>
      assertEmulatorEnv({
        FIRESTORE_EMULATOR_HOST: 'firestore.googleapis.com:443',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      }),
    ).toThrow(/not a local emulator host/);
  });

  it('builds the same dataset from the same day, whatever the time of day', () => {
    const morning = buildDataset(createClock(new Date('2026-03-18T00:00:01Z')));
    const evening = buildDataset(createClock(new Date('2026-03-18T23:59:59Z')));
    expect(JSON.stringify(evening)).toBe(JSON.stringify(morning));
  });

  it('reports an empty database before seeding and a seeded one after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty({ projectId: PROJECT_ID, offset: OFFSET })).toBe(false);
  });

  it('has at least 6 industries, and Accounting has at least 2 organisations', () => {
    const industries = docs('industries').map((doc) => doc.data);
    expect(industries.length).toBeGreaterThanOrEqual(6);
    for (const industry of industries) {
      expect(industry.createdAt).toBeDefined();
      expect(industry.updatedAt).toBeDefined();
    }
    const accounting = docs('organisations').filter((doc) => doc.data.industry === 'Accounting');
    expect(accounting.length).toBeGreaterThanOrEqual(2);
  });

  it('has at least 10 organisations, one inactive, plus Subscriptions under the development id', () => {
    const organisations = docs('organisations');
    const others = organisations.filter((doc) => doc.id !== DEV_SUBSCRIPTIONS_ORGANISATION_ID);
    expect(others.length).toBeGreaterThanOrEqual(10);
    expect(
      organisations.filter((doc) => doc.data.isActive === false).length,
    ).toBeGreaterThanOrEqual(1);
    expect(organisation(DEV_SUBSCRIPTIONS_ORGANISATION_ID).name).toBe('Subscriptions');
    const subscribers = docs('users').filter(
      (doc) => doc.data.organisation.id === DEV_SUBSCRIPTIONS_ORGANISATION_ID,
    );
    expect(subscribers.length).toBeGreaterThan(0);
    expect(subscribers.every((doc) => doc.data.isSubscriptionUser === true)).toBe(true);
  });

  it('gives every organisation a Default division, codes, managers and its employees', () => {
    for (const { id, data: org } of docs('organisations')) {
      const divisions = org.divisions as { id: string; name: string }[];
      expect(divisions.map((division) => division.name)).toContain(DEFAULT_DIVISION_NAME);
      const codes = docs('codes').filter((code) => code.data.organisationId === id);
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) {
        expect(code.data.code).toBe(String(code.data.code).toUpperCase());
        expect(divisions.map((division) => division.id)).toContain(code.data.divisionId);
        expect(code.data.currentUsage).toBeLessThanOrEqual(code.data.maximumUsage);
      }
      expect((org.managers as unknown[]).length).toBeGreaterThan(0);
      const members = docs('users')
        .filter((user) => user.data.organisation.id === id)
        .map((user) => user.id)
        .sort();
      expect([...(org.employees as string[])].sort()).toEqual(members);
      // The figures the triggers keep (src/domain/organisationSummary.ts), written by the seed.
      expect(org.employeeCount).toBe(members.length);
      // No code in the document every member reads; the administrators' summary holds them
      // (src/domain/codeSummaries.ts), each under the id derived from its value.
      expect(JSON.stringify(org)).not.toMatch(/"codes?"|codeSummary/);
      const [summary] = docs('codeSummaries').filter((document) => document.id === id);
      expect(summary?.data).toEqual(
        codeSummariesOf(codes.map((code) => ({ ...code.data, id: code.id }))).get(id),
      );
      for (const code of codes) expect(code.id).toBe(codeDocumentId(String(code.data.code)));
      for (const member of docs('users').filter((user) => user.data.organisation.id === id)) {
        expect(divisions.map((division) => division.id)).toContain(member.data.division.id);
      }
    }
    const codes = docs('codes').map((code) => code.data.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has at least 300 users with the fields of docs/product.md and never a password', () => {
    const users = docs('users');
    expect(users.length).toBeGreaterThanOrEqual(300);
    for (const { data: user } of users) {
      expect(user).not.toHaveProperty('password');
      expect(user.lowerFirstName).toBe(String(user.firstName).toLowerCase());
      expect(user.lowerLastName).toBe(String(user.lastName).toLowerCase());
      expect(user.isPushReachable).toBe(userDerivedFields(user).isPushReachable);
      expect(user.email ?? user.phone).toBeTruthy();
      expect(['male', 'female']).toContain(user.sex);
      expect(user.organisation.name).toBe(organisation(user.organisation.id).name);
      expect(typeof user.isActive).toBe('boolean');
      expect(user.birthDate).toBeDefined();
      expect(user.createdAt).toBeDefined();
    }
    expect(users.some((user) => user.data.isActive === false)).toBe(true);
    expect(users.some((user) => user.data.deviceToken)).toBe(true);
    expect(users.some((user) => !user.data.email && user.data.phone)).toBe(true);
  });

  it('gives varied results for every scored measurement, coloured by the shared score ranges', () => {
    const users = docs('users').map((doc) => toDates(doc.data) as DocumentData);
    for (const measurement of MEASUREMENTS) {
      const field = measurement.category.toLowerCase();
      const results = users
        .map((user) => ({ user, result: user.scores?.[field]?.[measurement.key] }))
        .filter(({ result }) => result !== undefined);
      expect(results.length, measurement.key).toBeGreaterThan(20);
      // Some users have not done it.
      expect(results.length, measurement.key).toBeLessThan(users.length);
      const colours = new Set(results.map(({ result }) => result.colour));
      if (measurement.key !== 'height') expect(colours.size, measurement.key).toBeGreaterThan(1);
      for (const { user, result } of results) {
        expect(result.calculatedAt).toBeInstanceOf(Date);
        // Colours that depend only on the value and sex are recomputed here.
        if (['smoking', 'hba1c', 'weight'].includes(measurement.key)) continue;
        expect(classifyMeasurement(measurement.key, result.value, { sex: user.sex })).toBe(
          result.colour,
        );
      }
    }
  });

  it('computes organisation scores with the shared calculation, with 12 months of history', () => {
    const users = docs('users').map(
      (doc) => ({ id: doc.id, ...(toDates(doc.data) as object) }) as ScoredUser & DocumentData,
    );
    const reds: number[] = [];
    for (const { id, data: org } of docs('organisations')) {
      // The organisation document carries no scores: each scope has its own document.
      expect(org, id).not.toHaveProperty('scores');
      const scores = toDates(scoreDocuments.get(id) ?? {}) as Record<string, DocumentData>;
      const members = users.filter((user) => user.organisation.id === id);
      const expected = aggregateScores(members, CLOCK.anchor);
      const all = scores.all;
      expect(all.averageScore.averageScore, id).toBe(expected.averageScore.averageScore);
      expect(all.averageScore.activeUsers, id).toBe(expected.averageScore.activeUsers);
      // The last two calculations (the change arrows); the twelve months are in the histories.
      expect(all.averageScore.history, id).toHaveLength(RECENT_HISTORY_LIMIT);
      expect(all.averageScore.history.at(-1).calculatedAt).toEqual(CLOCK.anchor);
      expect(all.averageScore.calculatedAt).toEqual(CLOCK.anchor);
      for (const category of ['body', 'mind', 'life'] as const) {
        for (const [key, score] of Object.entries(expected[category])) {
          const { green, orange, red, totalUsers } = all[category][key];
          expect({ green, orange, red, totalUsers }, `${id} ${key}`).toEqual({
            green: score.green,
            orange: score.orange,
            red: score.red,
            totalUsers: score.totalUsers,
          });
        }
      }
      for (const division of org.divisions as { id: string }[]) {
        expect(scores[division.id], `${id} ${division.id}`).toBeDefined();
      }
      const body = Object.values(all.body as Record<string, { red: number; totalUsers: number }>);
      const total = body.reduce((sum, score) => sum + score.totalUsers, 0);
      reds.push(body.reduce((sum, score) => sum + score.red, 0) / Math.max(1, total));
    }
    // Organisations differ: the least and the most at-risk are far apart.
    expect(Math.max(...reds) - Math.min(...reds)).toBeGreaterThan(0.1);

    const history = docs('organisationsScoresHistories').find(
      (doc) => doc.id === 'org-harbour-accounting_all_sleep',
    );
    expect(history).toBeDefined();
    const entries = (toDates(history?.data.history) as Record<string, { calculatedAt: Date }[]>)
      .sleep;
    expect(entries.map((entry) => entry.calculatedAt)).toEqual(CLOCK.snapshots);
  });

  it('creates the demo accounts with the password, their custom claims and their organisations', async () => {
    const provider = await signIn('provider.admin@example.com', DEMO_PASSWORD);
    expect(provider.claims.role).toBe('Kynd Admin');

    const orgAdmin = await signIn('org.admin@example.com', DEMO_PASSWORD);
    expect(orgAdmin.claims.role).toBe('Org Admin');
    const orgAdminUser = userDoc(orgAdmin.uid);
    expect(orgAdminUser.phone).toBe('+64210000001');
    expect((await auth.getUser(orgAdmin.uid)).phoneNumber).toBe('+64210000001');
    const demoOrganisation = organisation(orgAdminUser.organisation.id);
    expect(orgAdmin.claims.organisationId).toBe(orgAdminUser.organisation.id);
    expect(demoOrganisation.isActive).toBe(true);
    expect(demoOrganisation.industry).toBe('Accounting');
    expect(demoOrganisation.customQuestionnaires).toEqual(
      expect.arrayContaining(['hearing-v2', 'vision-v2']),
    );
    expect(demoOrganisation.managers).toContainEqual({
      id: orgAdmin.uid,
      name: `${orgAdminUser.firstName} ${orgAdminUser.lastName}`,
    });

    const inactiveAdmin = await signIn('inactive.org.admin@example.com', DEMO_PASSWORD);
    expect(inactiveAdmin.claims.role).toBe('Org Admin');
    const inactiveOrganisation = organisation(userDoc(inactiveAdmin.uid).organisation.id);
    expect(inactiveOrganisation.isActive).toBe(false);
    expect(inactiveOrganisation.managers.map((manager: { id: string }) => manager.id)).toContain(
      inactiveAdmin.uid,
    );

    const clinician = await signIn('clinician@example.com', DEMO_PASSWORD);
    expect(clinician.claims.role).toBe('Clinician');
    const allowed = userDoc(clinician.uid).allowedOrganisationsIds as string[];
    expect(allowed).toHaveLength(2);
    for (const id of allowed) expect(organisation(id)).toBeDefined();

    const appUser = await signIn('app.user@example.com', DEMO_PASSWORD);
    expect(appUser.claims.role).toBe('User');

    expect(ALLOWED_STAFF_EMAILS).toHaveLength(5);
    for (const email of ALLOWED_STAFF_EMAILS) {
      const staff = await signIn(email, DEMO_PASSWORD);
      expect(staff.claims.role).toBe('User');
      expect(staff.claims.staff).toBe(true);
      expect(organisation(userDoc(staff.uid).organisation.id).isActive).toBe(true);
    }

    for (const account of [provider, orgAdmin, inactiveAdmin, clinician, appUser]) {
      const expected = claimsFor(userDoc(account.uid));
      expect(account.claims).toMatchObject({ ...expected });
    }
  });

  it('gives every other user an account with its claims and no password', async () => {
    const sample = docs('users')
      .filter((doc) => !doc.id.startsWith('demo-'))
      .slice(0, 25);
    const { users, notFound } = await auth.getUsers(sample.map((doc) => ({ uid: doc.id })));
    expect(notFound).toHaveLength(0);
    for (const account of users) {
      const user = userDoc(account.uid);
      expect(account.customClaims).toEqual({ ...claimsFor(user) });
      expect(account.passwordHash).toBeUndefined();
    }
  });

  it('has questions for every questionnaire, in every answer type', () => {
    const questions = docs('questions').map((doc) => doc.data);
    const questionnaires = [...new Set(questions.map((question) => question.questionnaire))];
    for (const measurement of MEASUREMENTS)
      expect(questionnaires).toContain(measurement.questionnaire);
    for (const name of ['Hearing Survey', 'Hearing Check', 'Vision Check', 'Eyesight Survey']) {
      expect(questionnaires).toContain(name);
    }
    expect(questions.map((question) => question.section)).toContain('Job Health Hazards');
    expect(new Set(questions.map((question) => question.type))).toEqual(new Set(ANSWER_TYPES));
    for (const question of questions) {
      expect(['Body', 'Mind', 'Life']).toContain(question.category);
      expect(question.order).toBeGreaterThanOrEqual(1);
      if (question.type === 'Custom options') {
        expect(question.answers.length).toBeGreaterThanOrEqual(CUSTOM_OPTIONS_MIN);
        expect(question.answers.length).toBeLessThanOrEqual(CUSTOM_OPTIONS_MAX);
      }
      if (question.unit !== undefined) expect(question.type).toBe('Number');
    }
  });

  it('has public and hidden articles using every body block type', () => {
    const articles = docs('articles').map((doc) => doc.data);
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(articles.some((article) => article.isActive === true)).toBe(true);
    expect(articles.some((article) => article.isActive === false)).toBe(true);
    const types = new Set(
      articles.flatMap((article) => article.body.map((block: { type: string }) => block.type)),
    );
    expect(types).toEqual(new Set(['title', 'text', 'video', 'image']));
    // Text blocks in the one article text format (docs/app-contract.md "Article text").
    const texts = articles.flatMap((article) =>
      article.body
        .filter((block: { type: string }) => block.type === 'text')
        .map((block: { content: string }) => block.content),
    );
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/^<p>[^<]*(?:<br>[^<]*)*<\/p>$/);
    for (const article of articles) {
      expect(article.hashtags.length).toBeGreaterThan(0);
      expect(article.categories.length).toBeGreaterThan(0);
      expect(article.publishedAt).toBeDefined();
    }
  });

  it('has an initial message template per category and measurement, with the three levels', () => {
    const messages = docs('initialMessages').map((doc) => doc.data);
    expect(messages).toHaveLength(MEASUREMENTS.length);
    for (const measurement of MEASUREMENTS) {
      const template = messages.find(
        (message) =>
          message.category === measurement.category && message.measurement === measurement.label,
      );
      expect(template, measurement.key).toBeDefined();
      for (const level of ['red', 'orange', 'green'] as const) {
        expect(typeof template?.[level].isActive).toBe('boolean');
        expect(MESSAGE_FREQUENCY_DAYS).toContain(template?.[level].frequency);
        expect(template?.[level].subject).toBeTruthy();
        expect(template?.[level].message).toContain('<br>');
        expect(template?.[level].message).not.toContain('\n');
      }
    }
  });

  it('has sent notifications under active organisations', async () => {
    const notifications = await db.collectionGroup('notifications').get();
    expect(notifications.size).toBeGreaterThan(0);
    for (const doc of notifications.docs) {
      const notification = doc.data();
      expect(notification.title).toBeTruthy();
      expect(notification.body).toBeTruthy();
      expect(Array.isArray(notification.color)).toBe(true);
      expect(notification.createdAt).toBeDefined();
    }
  });

  it('has hearing and vision alerts in every status, with consistent overall status', () => {
    const alerts = docs('questionnaireAlerts').map((doc) => doc.data);
    for (const status of ALERT_STATUSES) {
      expect(
        alerts.some((alert) => alert.hearingStatus === status),
        `hearing ${status}`,
      ).toBe(true);
      expect(
        alerts.some((alert) => alert.visionStatus === status),
        `vision ${status}`,
      ).toBe(true);
    }
    for (const alert of alerts) {
      const settled = (status: string | undefined) => status === undefined || status === 'Resolved';
      expect(alert.status).toBe(
        settled(alert.hearingStatus) && settled(alert.visionStatus) ? 'Resolved' : 'Open',
      );
      const offered = organisation(alert.organisation.id).customQuestionnaires as string[];
      expect(offered.some((key) => key === 'hearing-v2' || key === 'vision-v2')).toBe(true);
      for (const action of alert.actions) {
        expect(ALERT_STATUSES).toContain(action.status);
        expect(['hearing', 'vision']).toContain(action.questionnaire);
        expect(action.actionUser.firstName).toBeTruthy();
      }
    }
    const demoAlerts = alerts.filter((alert) => alert.organisation.id === 'org-harbour-accounting');
    expect(new Set(demoAlerts.map((alert) => alert.hearingStatus).filter(Boolean)).size).toBe(3);
    expect(new Set(demoAlerts.map((alert) => alert.visionStatus).filter(Boolean)).size).toBe(3);
  });

  it('leaves exactly the same documents and accounts when run again', async () => {
    await seedDemoData({ projectId: PROJECT_ID, offset: OFFSET, now: NOW, log: quiet });
    expect(await fingerprint(db, auth)).toEqual(firstRun);
  }, 600_000);
});

// On the data the second run left.
demoDatasetChecks();

afterAll(async () => {
  await clearProject();
});
