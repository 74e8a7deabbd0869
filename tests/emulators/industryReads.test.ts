// The dashboards' organisation 'All' (docs/product.md §2) reads one summary document whatever the
// number of organisations in the industry: the score calculation keeps it
// (functions/src/scores/calculateIndustryScores.ts) as the combination of every organisation's
// `all` document, inactive and not yet scored ones included, which is what the screen used to
// combine from one read per organisation. Only those who read every organisation may read it.
// Two calculations of one industry: the one whose reads began later keeps its figures.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  INDUSTRY_SCORES_COLLECTION,
  INDUSTRY_SUMMARIES_COLLECTION,
  industryScoresId,
  type IndustryScores,
} from '../../src/domain/industryScores';
import { scoreRecordId, type ScoreRecord } from '../../src/domain/scoreDocuments';
import { calculateIndustryScores } from '../../functions/src/scores/calculateIndustryScores';
import { resetFirestore } from '../helpers/reset';
import { SCORED_IN, storedAllScores } from '../helpers/storedScores';
import {
  connectAs,
  identityDocuments,
  rulesEnvironment,
  seedDocuments,
  type Connection,
  type Identity,
} from './providerHarness';
import { installReadMeter, type ReadMeter } from './readMeter';
import { industryScoreSet } from '../helpers/expected';

const PROJECT_ID = 'demo-kynd-industry-reads';
const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN: Identity = { uid: 'orgAdmin', role: 'Org Admin', organisationId: 'org-00' };
/** Many more organisations than the budget's documents. */
const ORGANISATIONS = 60;
const BUDGET_DOCUMENTS = 6;
const MARCH = SCORED_IN.march;

const ids = Array.from(
  { length: ORGANISATIONS },
  (_, index) => `org-${String(index).padStart(2, '0')}`,
);
const app = initializeApp({ projectId: PROJECT_ID }, `industry-reads-${Date.now()}`);
const db = getFirestore(app);
let env: RulesTestEnvironment;
let meter: ReadMeter;
let kyndAdmin: Connection;
let orgAdmin: Connection;

function organisation(index: number) {
  return {
    name: `Retailer ${index}`,
    address: '1 Street',
    phone: '',
    // Some inactive: the summary lists them, as organisation 'All' does.
    isActive: index % 7 !== 3,
    industry: 'Retail',
    employees: [],
    divisions: [],
    managers: [],
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };
}

beforeAll(async () => {
  setLogLevel('silent');
  await resetFirestore(PROJECT_ID);
  env = await rulesEnvironment(PROJECT_ID);
  const organisations = Object.fromEntries(
    ids.map((id, index) => [`organisations/${id}`, organisation(index)]),
  );
  await seedDocuments(env, {
    ...organisations,
    // Every organisation but the last scored: one not calculated yet adds nothing.
    ...Object.fromEntries(
      ids
        .slice(0, -1)
        .map((id, index) => [`organisations/${id}/scores/all`, storedAllScores(id, index, {})]),
    ),
    ...identityDocuments([KYND_ADMIN, ORG_ADMIN], organisations),
  });
  await calculateIndustryScores(db, 'Retail', { now: MARCH });
  meter = installReadMeter();
  kyndAdmin = connectAs(PROJECT_ID, KYND_ADMIN);
  orgAdmin = connectAs(PROJECT_ID, ORG_ADMIN);
});

afterAll(async () => {
  meter?.restore();
  await kyndAdmin?.close();
  await orgAdmin?.close();
  await env?.cleanup();
  await deleteApp(app);
});

it("shows organisation 'All' from one document, with the figures of every organisation's own", async () => {
  meter.reset();
  const summary = await kyndAdmin.provider.getMany<IndustryScores & { id: string }>(
    'industrySummaries',
    { ids: [industryScoresId('Retail')] },
  );
  const usage = meter.usage();
  expect(usage.documentReads).toBeLessThanOrEqual(BUDGET_DOCUMENTS);
  expect(usage.requests).toBe(1);
  expect(summary.data).toHaveLength(1);
  expect(summary.data[0]?.organisationsCount).toBe(ORGANISATIONS);

  // What the screen combined before, one read per organisation: the same figures.
  const documents = await kyndAdmin.provider.getMany<ScoreRecord & { id: string }>(
    'organisationScores',
    { ids: ids.map((id) => scoreRecordId(id)) },
  );
  const combined = industryScoreSet(documents.data.map((item) => item.document));
  const scores = summary.data[0]?.scores;
  expect(scores?.averageScore.activeUsers).toBe(combined.averageScore.activeUsers);
  expect(scores?.averageScore.averageScore).toBe(combined.averageScore.averageScore);
  expect(scores?.averageScore.body).toBe(combined.averageScore.body);
  expect(scores?.body.alcohol).toMatchObject({
    green: combined.body.alcohol?.green,
    orange: combined.body.alcohol?.orange,
    red: combined.body.alcohol?.red,
    totalUsers: combined.body.alcohol?.totalUsers,
  });
  expect(scores?.averageScore.activeUsers).toBeGreaterThan(0);
});

it("refuses the summary to an Org Admin, who may not read the industry's organisations", async () => {
  await expect(
    orgAdmin.provider.getMany('industrySummaries', { ids: [industryScoresId('Retail')] }),
  ).rejects.toMatchObject({ code: 'permission-denied' });
});

it('leaves figures read after its own reads began, and writes over older ones', async () => {
  const id = industryScoresId('Retail');
  const scoresRef = db.collection(INDUSTRY_SCORES_COLLECTION).doc(id);
  const summaryRef = db.collection(INDUSTRY_SUMMARIES_COLLECTION).doc(id);
  const activeCount = async () => (await scoresRef.get()).get('organisationsCount') as number;
  const before = await activeCount();
  // A calculation of the same industry that read later has written: this one's figures (an
  // organisation inactivated since) must not replace them.
  const later = new Date(Date.now() + 60 * 60 * 1000);
  await summaryRef.update({ readAt: later });
  await db.doc(`organisations/${ids[0]}`).update({ isActive: false });
  await calculateIndustryScores(db, 'Retail', { now: MARCH });
  expect(await activeCount()).toBe(before);
  expect((await summaryRef.get()).get('readAt').toMillis()).toBe(later.getTime());

  await summaryRef.update({ readAt: new Date(Date.now() - 60 * 60 * 1000) });
  await calculateIndustryScores(db, 'Retail', { now: MARCH });
  expect(await activeCount()).toBe(before - 1);
  expect((await summaryRef.get()).get('readAt').toMillis()).toBeLessThanOrEqual(Date.now());
});
