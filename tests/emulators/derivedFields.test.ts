// Derived fields are the server's job (docs/architecture.md, "Firestore triggers and derived
// fields"): a user and a hearing alert written by another client, with only the fields of
// docs/product.md §3, get the fields the screens query on from the Firestore triggers
// (functions/src/triggers), on the test stack as on npm start's. Then the app's own data provider
// finds them as the screens ask: the user on the Users list by first name and under the 'Users'
// filter, the alert by a piece of the last name. A burst of answers recalculates the
// organisation's scores a few times, not once per answer (src/domain/scoreRecalculation.ts), and
// leaves the figures its users imply; later changes move the figures and the score counters by
// their own difference (src/domain/scoreContributions.ts). The test writes in the project whose
// functions the stack runs (the triggers are registered for that project only). An industry
// written, renamed or deleted is offered (or no longer) by the provider summary the dashboards
// read. A user's e-mail is listed as held (src/domain/userEmails.ts) while the user holds it.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  recalculationStep,
  SCORE_RECALCULATIONS_COLLECTION,
  type ScoreRecalculationMarker,
} from '../../src/domain/scoreRecalculation';
import {
  PROVIDER_SUMMARIES_COLLECTION,
  PROVIDER_SUMMARY_ID,
} from '../../src/domain/providerSummary';
import {
  SCORE_COUNTERS_SUBCOLLECTION,
  scopeCountersOfShards,
} from '../../src/domain/scoreContributions';
import { scopeCountersOf, type ScoredUser } from '../../src/domain/scoring';
import { timestampsToDates } from '../../src/domain/timestamps';
import { USER_EMAILS_COLLECTION } from '../../src/domain/collections';
import { emailKey } from '../../src/domain/userEmails';
import type { QuestionnaireAlert, User } from '../../src/domain/types';
import { resetFirestore } from '../helpers/reset';
import {
  currentStack,
  TEST_RECALCULATION_INTERVAL_MS,
  TRIGGER_TEST_TIMEOUT_MS,
  TRIGGER_WAIT_MS,
  usesTriggers,
} from '../helpers/stack';
import { expectScreenFigures, recount, scoresOf } from './dashboardFigures';
import {
  connectAs,
  identityDocuments,
  rulesEnvironment,
  seedDocuments,
  type Connection,
  type Identity,
} from './providerHarness';

usesTriggers();

const stack = currentStack();
const PROJECT_ID = stack.projectId;
const ORGANISATION_ID = 'org-derived-fields';
const ORG_ADMIN: Identity = {
  uid: 'derived-org-admin',
  role: 'Org Admin',
  organisationId: ORGANISATION_ID,
};

const admin = initializeApp({ projectId: PROJECT_ID }, `derived-fields-${Date.now()}`);
const db = getFirestore(admin);
let env: RulesTestEnvironment;
let orgAdmin: Connection;

async function pollUntil<T>(read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + TRIGGER_WAIT_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not derived within ${TRIGGER_WAIT_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

beforeAll(async () => {
  setLogLevel('silent');
  await resetFirestore(PROJECT_ID);
  env = await rulesEnvironment(PROJECT_ID);
  const organisation = {
    name: 'Derived Fields Ltd',
    isActive: true,
    managers: [{ id: ORG_ADMIN.uid, name: 'Derived Admin' }],
    employees: [],
    divisions: [{ id: `${ORGANISATION_ID}-default`, name: 'Default division' }],
    industry: '',
    customQuestionnaires: ['hearing-v2'],
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };
  await seedDocuments(env, {
    [`organisations/${ORGANISATION_ID}`]: organisation,
    ...identityDocuments([ORG_ADMIN], { [`organisations/${ORGANISATION_ID}`]: organisation }),
  });
  orgAdmin = connectAs(PROJECT_ID, ORG_ADMIN);
});

afterAll(async () => {
  await orgAdmin?.close();
  await env?.cleanup();
  await deleteApp(admin);
});

it(
  "gives another client's user and hearing alert their derived fields, and the screens find them",
  async () => {
    const created = Timestamp.fromDate(new Date('2026-02-01T09:00:00Z'));
    const organisation = { id: ORGANISATION_ID, name: 'Derived Fields Ltd' };
    const division = { id: `${ORGANISATION_ID}-default`, name: 'Default division' };
    // docs/product.md §3 fields only, as the mobile app writes them: no lower-case names, no role,
    // no push reach.
    await db.doc('users/app-user-wiremu').set({
      id: 'app-user-wiremu',
      firstName: 'Wiremu',
      lastName: 'Haumaha-Kerr',
      email: 'wiremu@example.com',
      sex: 'male',
      organisation,
      division,
      isActive: true,
      isSubscriptionUser: false,
      isReceivingPushNotifications: true,
      deviceToken: 'wiremu-device',
      createdAt: created,
      updatedAt: created,
    });
    await db.doc('questionnaireAlerts/app-alert-wiremu').set({
      id: 'app-alert-wiremu',
      user: {
        firstName: 'Wiremu',
        lastName: 'Haumaha-Kerr',
        email: 'wiremu@example.com',
        phone: '',
        division: division.name,
        organisation: organisation.name,
      },
      organisation,
      division: { name: division.name },
      createdAt: created,
      questionnaireAlerts: { hearing: true },
      hearingStatus: 'Open',
      status: 'Open',
      actions: [],
    });

    const user = await pollUntil(async () => {
      const data = (await db.doc('users/app-user-wiremu').get()).data();
      return data?.lowerFirstName !== undefined && data.role !== undefined ? data : undefined;
    });
    expect(user).toMatchObject({
      lowerFirstName: 'wiremu',
      lowerLastName: 'haumaha-kerr',
      role: 'User',
      isPushReachable: true,
      // The trigger adds; it does not touch what the client wrote.
      updatedAt: created,
    });
    const alert = await pollUntil(async () => {
      const data = (await db.doc('questionnaireAlerts/app-alert-wiremu').get()).data();
      return data?.userNameFragments !== undefined ? data : undefined;
    });
    expect(alert.userNameFragments).toContain('haumaha');

    // The Users list: search by first name (a prefix, lower-cased), and the 'Users' filter.
    const found = await orgAdmin.provider.getList<User>('users', {
      filter: { organisationId: ORGANISATION_ID, search: { field: 'firstName', term: 'Wir' } },
      sort: { field: 'lowerFirstName', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(found.data.map((record) => record.id)).toEqual(['app-user-wiremu']);
    const users = await orgAdmin.provider.getList<User>('users', {
      filter: { organisationId: ORGANISATION_ID, role: 'User' },
      sort: { field: 'lowerFirstName', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(users.data.map((record) => record.id)).toEqual(['app-user-wiremu']);
    expect(users.total).toBe(1);

    // The Hearing Vision Alerts search: a piece of the last name, any case.
    const alerts = await orgAdmin.provider.getList<QuestionnaireAlert>('questionnaireAlerts', {
      filter: { type: 'All', q: 'MAHA-K' },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(alerts.data.map((record) => record.id)).toEqual(['app-alert-wiremu']);

    // The app withdraws consent: the push reach follows.
    await db.doc('users/app-user-wiremu').update({ isReceivingPushNotifications: false });
    await pollUntil(async () =>
      (await db.doc('users/app-user-wiremu').get()).get('isPushReachable') === false
        ? true
        : undefined,
    );
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it(
  'recalculates the organisation after a burst of answers at most once an interval, rather than once per answer',
  async () => {
    const organisation = { id: ORGANISATION_ID, name: 'Derived Fields Ltd' };
    const division = { id: `${ORGANISATION_ID}-default`, name: 'Default division' };
    const answers = 20;
    const marker = db.doc(`${SCORE_RECALCULATIONS_COLLECTION}/${ORGANISATION_ID}`);
    const before = Number((await marker.get()).get('calculations') ?? 0);
    const started = Date.now();
    // One answer after another, as app users answering the same questionnaire at once.
    for (let index = 0; index < answers; index += 1) {
      await db.doc(`users/burst-${index}`).set({
        firstName: `Burst${index}`,
        lastName: 'Answerer',
        organisation,
        division,
        isActive: true,
        scores: {
          body: {
            weight: {
              colour: index % 3 === 0 ? 'red' : 'green',
              calculatedAt: Timestamp.fromDate(new Date('2026-02-02T00:00:00Z')),
            },
          },
        },
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    }
    // Settled: every request served, no calculation running.
    const settled = await pollUntil(async () => {
      const data = timestampsToDates((await marker.get()).data()) as
        ScoreRecalculationMarker | undefined;
      if (!data?.calculatedFrom || data.leaseUntil) return undefined;
      if (recalculationStep(data, new Date()) !== 'idle') return undefined;
      const scores = await scoresOf(orgAdmin, ORGANISATION_ID);
      return scores?.averageScore.activeUsers === answers + 2 ? data : undefined;
    });
    // The first test's user, the Org Admin and the burst, counted from their documents.
    const stored = await db
      .collection('users')
      .where('organisation.id', '==', ORGANISATION_ID)
      .get();
    const users = stored.docs.map((doc) => ({
      ...(timestampsToDates(doc.data()) as User),
      id: doc.id,
    }));
    expectScreenFigures(await scoresOf(orgAdmin, ORGANISATION_ID), recount(users));
    // A calculation starts no sooner than the interval after the one before, taking every
    // change made meanwhile: at most one an interval, however slowly the events came.
    const intervals = Math.floor((Date.now() - started) / TEST_RECALCULATION_INTERVAL_MS);
    const calculations = Number(settled.calculations) - before;
    expect(calculations).toBeGreaterThanOrEqual(1);
    expect(calculations).toBeLessThanOrEqual(1 + intervals);
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it(
  'moves the figures with each later change by the change alone, as a recount of the users finds them',
  async () => {
    const burst = (index: number) => db.doc(`users/burst-${index}`);
    const answeredAt = Timestamp.fromDate(new Date('2026-02-03T00:00:00Z'));
    await burst(0).update({ isActive: false });
    await burst(1).update({
      'scores.body.weight': { colour: 'orange', calculatedAt: answeredAt },
      'scores.mind.sleep': { colour: 'green', calculatedAt: answeredAt },
    });
    await burst(2).update({ organisation: { id: 'org-derived-elsewhere', name: 'Elsewhere Ltd' } });
    await burst(3).delete();
    await burst(4).update({ division: { id: 'org-derived-fields-second', name: 'Second' } });

    const members = async (organisationId: string) =>
      (await db.collection('users').where('organisation.id', '==', organisationId).get()).docs.map(
        (doc) => ({ ...(timestampsToDates(doc.data()) as User), id: doc.id }),
      );
    const shown = async () => {
      const expected = recount(await members(ORGANISATION_ID));
      try {
        expectScreenFigures(await scoresOf(orgAdmin, ORGANISATION_ID), expected);
        return true;
      } catch {
        return undefined;
      }
    };
    await pollUntil(shown);
    expectScreenFigures(
      await scoresOf(orgAdmin, ORGANISATION_ID),
      recount(await members(ORGANISATION_ID)),
    );

    // The counters the calculation read hold each scope's recount, the organisation moved to too.
    for (const organisationId of [ORGANISATION_ID, 'org-derived-elsewhere']) {
      const shards = await db
        .collection('organisations')
        .doc(organisationId)
        .collection(SCORE_COUNTERS_SUBCOLLECTION)
        .get();
      const counted = scopeCountersOfShards(shards.docs.map((doc) => doc.data()));
      const expected = scopeCountersOf((await members(organisationId)) as ScoredUser[]);
      for (const [scope, counters] of expected) expect(counted.get(scope) ?? {}).toEqual(counters);
    }
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it(
  "offers a new industry on a provider admin's dashboards: the trigger keeps the provider summary",
  async () => {
    const summary = db.collection(PROVIDER_SUMMARIES_COLLECTION).doc(PROVIDER_SUMMARY_ID);
    const industries = async () => ((await summary.get()).get('industries') ?? []) as string[];
    const industry = db.collection('industries').doc('derived-industry');
    await industry.set({ name: 'Derived Mining', createdAt: Timestamp.now() });
    expect(
      await pollUntil(async () =>
        (await industries()).includes('Derived Mining') ? true : undefined,
      ),
    ).toBe(true);
    await industry.update({ name: 'Derived Quarrying' });
    await pollUntil(async () => {
      const names = await industries();
      return names.includes('Derived Quarrying') && !names.includes('Derived Mining')
        ? true
        : undefined;
    });
    await industry.delete();
    await pollUntil(async () =>
      (await industries()).includes('Derived Quarrying') ? undefined : true,
    );
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it(
  "keeps who holds each e-mail as another client writes, changes and deletes a user's",
  async () => {
    // What the creations read to refuse an e-mail in use (src/domain/userEmails.ts).
    const holders = async (email: string) => {
      const entry = await db.doc(`${USER_EMAILS_COLLECTION}/${emailKey(email)}`).get();
      return entry.exists ? (entry.get('uids') as string[]) : [];
    };
    const until = (check: () => Promise<boolean>) =>
      pollUntil(async () => ((await check()) ? true : undefined));
    const at = Timestamp.fromDate(new Date('2026-02-03T09:00:00Z'));
    // docs/product.md §3 fields only, the e-mail as typed on the phone.
    await db.doc('users/app-user-aroha').set({
      id: 'app-user-aroha',
      firstName: 'Aroha',
      lastName: "O'Neill",
      email: 'Aroha.ONeill@Example.com',
      organisation: { id: ORGANISATION_ID, name: 'Derived Fields Ltd' },
      division: { id: `${ORGANISATION_ID}-default`, name: 'Default division' },
      isActive: true,
      isSubscriptionUser: false,
      createdAt: at,
      updatedAt: at,
    });
    await until(async () => (await holders('aroha.oneill@example.com')).includes('app-user-aroha'));

    await db.doc('users/app-user-aroha').update({ email: 'aroha@example.com' });
    await until(async () => (await holders('aroha@example.com')).includes('app-user-aroha'));
    await until(async () => (await holders('aroha.oneill@example.com')).length === 0);

    await db.doc('users/app-user-aroha').delete();
    await until(async () => (await holders('aroha@example.com')).length === 0);
  },
  TRIGGER_TEST_TIMEOUT_MS,
);
