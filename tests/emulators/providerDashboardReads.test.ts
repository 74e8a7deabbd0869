// What the dashboards read when they open, against the emulator with the rules loaded, on data
// larger than any budget: a Kynd Admin's Summary (the provider summary for the industries, the
// industry's first organisation, its `all` document) and Industry 'All' (the industry's summary)
// stay within 6 documents and 150 KB whatever the number of organisations, and so does the Summary
// of the Org Admin of an organisation of 300 divisions, whose divisions are read only when asked
// for. The reads are made as the hooks of src/dashboards make them (same resources, same params).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { divisionMaps } from '../../src/domain/divisionMaps';
import { organisationChoicesParams } from '../../src/dashboards/useDashboardChoices';
import { DIVISIONS_META } from '../../src/shared/useOrganisationChoice';
import { INDUSTRIES_QUERY, industryNamesOf } from '../../src/shared/useIndustries';
import { FIRST_MATCHES_META } from '../../src/providers/dataSpec';
import { industryScoresId, type IndustryScores } from '../../src/domain/industryScores';
import {
  PROVIDER_SUMMARIES_COLLECTION,
  PROVIDER_SUMMARY_ID,
  type ProviderSummary,
} from '../../src/domain/providerSummary';
import {
  scoreRecordId,
  scoreSetOfDocument,
  type ScoreRecord,
} from '../../src/domain/scoreDocuments';
import type { Industry } from '../../src/domain/types';
import type { ChoiceRecord } from '../../src/domain/organisationChoice';
import { createSessionStatusReader } from '../../src/providers/sessionStatus';
import { calculateIndustryScores } from '../../functions/src/scores/calculateIndustryScores';
import { createProviderSummary } from '../../scripts/migrations/createProviderSummary';
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

const PROJECT_ID = 'demo-kynd-provider-reads';
const BIG = 'org-divisions';
const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN: Identity = { uid: 'orgAdmin', role: 'Org Admin', organisationId: BIG };
const BUDGET = { documents: 6, bytes: 150 * 1024 };
/** Many more organisations in one industry than the budget's documents. */
const RETAILERS = 56;
const DIVISIONS = 300;
const INDUSTRIES = [
  'Accounting',
  'Construction',
  'Education',
  'Healthcare',
  'Hospitality',
  'Manufacturing',
  'Retail',
  'Transport',
];
const MARCH = SCORED_IN.march;

const app = initializeApp({ projectId: PROJECT_ID }, `provider-reads-${Date.now()}`);
const db = getFirestore(app);
let env: RulesTestEnvironment;
let meter: ReadMeter;
let kyndAdmin: Connection;
let orgAdmin: Connection;

const employees = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-user-${String(index).padStart(5, '0')}`);

function division(index: number) {
  const id = `${BIG}-d${String(index + 1).padStart(3, '0')}`;
  return {
    id,
    name: `Team ${index + 1}`,
    description: `Team ${index + 1} of the warehouse`,
    codes: [
      {
        id: `code-${id}`,
        code: `BIG-${String(index + 1).padStart(3, '0')}`,
        organisationId: BIG,
        organisationName: 'Big Builders',
        maximumUsage: 100,
      },
    ],
  };
}

function organisation(name: string, industry: string, index: number, count = 1) {
  const divisions =
    count > 1
      ? Array.from({ length: count }, (_, at) => division(at))
      : [{ id: `${industry}-${index}-d1`, name: 'Default division' }];
  return {
    name,
    address: '1 Street',
    phone: '',
    isActive: index % 7 !== 3,
    industry,
    // What makes an organisation document large: every employee and every division.
    employees: employees(`${industry}-${index}`, count > 1 ? 6000 : 1500),
    divisions,
    // Its divisions by id, as the server keeps them (src/domain/divisionMaps.ts).
    ...divisionMaps({ divisions }),
    managers: [],
    customQuestionnaires: [],
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };
}

const retailers = Array.from(
  { length: RETAILERS },
  (_, index) => `retail-${String(index).padStart(2, '0')}`,
);

beforeAll(async () => {
  setLogLevel('silent');
  await resetFirestore(PROJECT_ID);
  env = await rulesEnvironment(PROJECT_ID);
  const organisations: Record<string, object> = {
    ...Object.fromEntries(
      retailers.map((id, index) => [
        `organisations/${id}`,
        // Named out of id order: the first by name is not the first written.
        organisation(`Retailer ${String(RETAILERS - index).padStart(2, '0')}`, 'Retail', index),
      ]),
    ),
    [`organisations/${BIG}`]: organisation('Big Builders', 'Construction', 0, DIVISIONS),
    'organisations/K': { name: 'Kynd', isActive: true, industry: '' },
  };
  const bigDivisions = Object.fromEntries(
    Array.from({ length: DIVISIONS }, (_, at) => [division(at).id, division(at).name]),
  );
  await seedDocuments(env, {
    ...organisations,
    ...Object.fromEntries(
      retailers.map((id, index) => [
        `organisations/${id}/scores/all`,
        storedAllScores(id, index, {}),
      ]),
    ),
    [`organisations/${BIG}/scores/all`]: storedAllScores(BIG, 1, bigDivisions),
    ...Object.fromEntries(
      INDUSTRIES.map((name, index) => [
        `industries/i${index}`,
        { name, createdAt: MARCH, updatedAt: MARCH },
      ]),
    ),
    ...identityDocuments([KYND_ADMIN, ORG_ADMIN], organisations),
  });
  for (const industry of ['Retail', 'Construction']) {
    await calculateIndustryScores(db, industry, { now: MARCH });
  }
  meter = installReadMeter();
  kyndAdmin = connectAs(PROJECT_ID, KYND_ADMIN);
  orgAdmin = connectAs(PROJECT_ID, ORG_ADMIN);
}, 120_000);

afterAll(async () => {
  meter?.restore();
  await kyndAdmin?.close();
  await orgAdmin?.close();
  await env?.cleanup();
  await deleteApp(app);
});

beforeEach(() => meter.reset());

const withinBudget = () => {
  const usage = meter.usage();
  expect(usage.documentReads + usage.aggregations).toBeLessThanOrEqual(BUDGET.documents);
  expect(usage.bytes).toBeLessThanOrEqual(BUDGET.bytes);
  return usage;
};

describe("a Kynd Admin's dashboards", () => {
  it('open the Summary on the first industry and its first organisation within budget', async () => {
    // The session check, as the frame mounts.
    await createSessionStatusReader(kyndAdmin.rest)({
      id: KYND_ADMIN.uid,
      organisation: { id: 'K', name: 'Kynd' },
    });
    const summary = await kyndAdmin.provider.getOne<ProviderSummary & { id: string }>(
      'providerSummaries',
      { id: PROVIDER_SUMMARY_ID },
    );
    const industry = 'Retail';
    const first = await kyndAdmin.provider.getList<ChoiceRecord>('organisationChoices', {
      ...organisationChoicesParams(industry),
      pagination: { page: 1, perPage: 1 },
      meta: FIRST_MATCHES_META,
    });
    const chosen = first.data[0];
    if (!chosen) throw new Error('no organisation');
    const record = await kyndAdmin.provider.getOne<ScoreRecord & { id: string }>(
      'organisationScores',
      { id: scoreRecordId(chosen.id) },
    );
    withinBudget();

    // The same choices and figures as the whole lists the screen used to read.
    const industries = await kyndAdmin.provider.getList<Industry & { id: string }>(
      'industries',
      INDUSTRIES_QUERY,
    );
    expect(summary.data.industries).toEqual(industryNamesOf(industries.data));
    const all = await kyndAdmin.provider.getList<ChoiceRecord>(
      'organisationChoices',
      organisationChoicesParams(industry),
    );
    expect(all.data).toHaveLength(RETAILERS);
    expect(chosen).toEqual(all.data[0]);
    expect(chosen.name).toBe('Retailer 01');
    const index = retailers.indexOf(chosen.id);
    expect(record.data.document?.averageScore.activeUsers).toBe(3 + (index % 5));
    expect(scoreSetOfDocument(record.data.document)?.body.alcohol).toMatchObject({
      green: index % 4,
      orange: index % 3,
      red: index % 2,
    });
  });

  it("shows Industry 'All' from one document within budget", async () => {
    const summary = await kyndAdmin.provider.getMany<IndustryScores & { id: string }>(
      'industrySummaries',
      { ids: [industryScoresId('Retail')] },
    );
    withinBudget();
    expect(summary.data[0]?.organisationsCount).toBe(RETAILERS);
    const expected = retailers.reduce((sum, _, index) => sum + 3 + (index % 5), 0);
    expect(summary.data[0]?.scores.averageScore.activeUsers).toBe(expected);
  });

  it('is the only reader of the provider summary, which follows the industries', async () => {
    await expect(
      orgAdmin.provider.getOne('providerSummaries', { id: PROVIDER_SUMMARY_ID }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    // An older project: no summary until its migration, which a second run leaves alone.
    const reference = db.collection(PROVIDER_SUMMARIES_COLLECTION).doc(PROVIDER_SUMMARY_ID);
    await reference.delete();
    await db.collection('industries').doc('i-new').set({ name: 'Mining', createdAt: MARCH });
    expect((await createProviderSummary(db, { dryRun: true })).updated).toEqual(['all']);
    expect((await reference.get()).exists).toBe(false);
    expect((await createProviderSummary(db)).updated).toEqual(['all']);
    expect((await createProviderSummary(db)).updated).toEqual([]);
    expect((await reference.get()).get('industries')).toEqual([...INDUSTRIES, 'Mining'].sort());
  });
});

describe('the Org Admin of an organisation of 300 divisions', () => {
  it('opens the Summary within budget, the divisions read only when asked for', async () => {
    await createSessionStatusReader(orgAdmin.rest)({
      id: ORG_ADMIN.uid,
      organisation: { id: BIG, name: 'Big Builders' },
    });
    const choices = await orgAdmin.provider.getList<ChoiceRecord>(
      'organisationChoices',
      organisationChoicesParams(undefined),
    );
    const record = await orgAdmin.provider.getOne<ScoreRecord & { id: string }>(
      'organisationScores',
      { id: scoreRecordId(BIG) },
    );
    withinBudget();
    expect(choices.data.map((choice) => choice.id)).toEqual([BIG]);
    expect(Object.keys(record.data.document?.divisionNames ?? {})).toHaveLength(DIVISIONS);

    // Opening the Division selector: the names of the organisation's divisions, not its list.
    meter.reset();
    const details = await orgAdmin.provider.getOne<ChoiceRecord>('organisationChoices', {
      id: BIG,
      meta: DIVISIONS_META,
    });
    expect(details.data.divisions).toHaveLength(DIVISIONS);
    expect(meter.usage().documentReads).toBe(1);
    // Some 25 KB for 300 names (the list with their codes: some 400 KB).
    expect(meter.usage().bytes / 1024).toBeLessThan(40);
  });
});
