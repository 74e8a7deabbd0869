// The dashboards' small reads against the emulator with the rules loaded: a few fields of a
// document (field masks and projections, src/providers/firestoreRest.ts), the session check's one
// request, the selectors' lists, lists that skip their count when the page holds everything, and
// the scores of organisations that have only the docs/product.md §3 `scores` map.
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OWN_ORGANISATIONS_PARAMS } from '../../src/dashboards/useDashboardChoices';
import { DataProviderError } from '../../src/providers/dataProvider';
import type { ChoiceRecord } from '../../src/domain/organisationChoice';
import type { IndustryCount } from '../../src/providers/dataProvider/scores';
import { createSessionStatusReader } from '../../src/providers/sessionStatus';
import {
  scoreRecordId,
  scoreSetOfDocument,
  type ScoreRecord,
} from '../../src/domain/scoreDocuments';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  connectAs,
  rulesEnvironment,
  seedDocuments,
  type Connection,
  type Identity,
} from './providerHarness';
import { installReadMeter, type ReadMeter } from './readMeter';
import { storedOrganisation, storedScoreSet } from '../helpers/storedScores';

const PROJECT_ID = 'demo-kynd-dashboard-reads';
const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN_A: Identity = { uid: 'orgAdminA', role: 'Org Admin', organisationId: 'A' };
const MAP_ADMIN: Identity = { uid: 'mapAdmin', role: 'Org Admin', organisationId: 'M' };

const employees = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-user-${String(index).padStart(5, '0')}`);

function organisation(id: string, name: string, industry: string, isActive = true) {
  return {
    name,
    address: '1 Street',
    phone: '',
    isActive,
    industry,
    // What makes an organisation document large: every employee and every division.
    employees: employees(id, 2000),
    divisions: [{ id: `${id}-d1`, name: 'Default division' }],
    managers: [],
    customQuestionnaires: [],
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };
}

const MARCH = new Date('2026-03-01T00:00:00Z');
const FEBRUARY = new Date('2026-02-01T00:00:00Z');

/** A scope's set as the older clients wrote it, with an alcohol result and an earlier calculation. */
const storedSet = (activeUsers: number, alcohol: { green: number; orange: number; red: number }) =>
  storedScoreSet({
    activeUsers,
    score: 72,
    calculatedAt: MARCH,
    measurement: { category: 'body', key: 'alcohol', question: 'Alcohol', ...alcohol },
    previous: { calculatedAt: FEBRUARY, score: 70, green: 1, orange: 1, red: 1 },
  });

let env: RulesTestEnvironment;
let meter: ReadMeter;
let admin: Connection;
let orgAdmin: Connection;
let mapAdmin: Connection;

beforeAll(async () => {
  setLogLevel('silent');
  env = await rulesEnvironment(PROJECT_ID);
  await env.clearFirestore();
  await seedDocuments(env, {
    'organisations/A': organisation('A', 'Acme Accounting', 'Accounting'),
    'organisations/B': organisation('B', 'Beta Books', 'Accounting', false),
    'organisations/C': organisation('C', 'Crane Co', 'Construction'),
    // The provider's own organisation: the rules judge a caller by its organisation's isActive.
    'organisations/K': { name: 'Kynd', isActive: true, industry: 'Health' },
    'users/orgAdminA': {
      firstName: 'Olga',
      role: 'Org Admin',
      isActive: true,
      organisation: { id: 'A', name: 'Acme Accounting' },
    },
    'users/kyndAdmin': {
      firstName: 'Kim',
      role: 'Kynd Admin',
      isActive: true,
      organisation: { id: 'K', name: 'Kynd' },
    },
    'users/mapAdmin': {
      firstName: 'Mia',
      role: 'Org Admin',
      isActive: true,
      organisation: { id: 'M', name: 'Map Retail' },
    },
    // Scored before the score documents existed: only the docs/product.md §3 map, nothing else.
    'organisations/M': storedOrganisation('Map Retail', 'Retail', {
      all: storedSet(12, { green: 5, orange: 3, red: 1 }),
      north: storedSet(7, { green: 4, orange: 1, red: 0 }),
    }),
    // Scored since: its documents are what it shows, whatever its map still says.
    'organisations/D': {
      ...organisation('D', 'Doc Retail', 'Retail'),
      scores: { all: storedSet(99, { green: 9, orange: 9, red: 9 }) },
    },
    'organisations/D/scores/all': {
      organisationId: 'D',
      scopeId: 'all',
      ...storedSet(20, { green: 2, orange: 0, red: 0 }),
      divisionNames: { 'D-d1': 'Default division' },
    },
    'industryScores/Accounting': { industry: 'Accounting', organisationsCount: 1, scores: {} },
    'industryScores/Construction': { industry: 'Construction', organisationsCount: 1, scores: {} },
    'organisations/A/scores/all': {
      organisationId: 'A',
      scopeId: 'all',
      averageScore: { activeUsers: 7, calculatedAt: new Date('2026-01-02T00:00:00Z'), history: [] },
      body: {},
      mind: {},
      life: {},
      divisionNames: { 'A-d1': 'Default division' },
    },
    ...Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [
        `industries/i${index}`,
        { name: `Industry ${index}`, createdAt: new Date(), updatedAt: new Date() },
      ]),
    ),
  });
  meter = installReadMeter();
  admin = connectAs(PROJECT_ID, KYND_ADMIN);
  orgAdmin = connectAs(PROJECT_ID, ORG_ADMIN_A);
  mapAdmin = connectAs(PROJECT_ID, MAP_ADMIN);
});

afterAll(async () => {
  meter?.restore();
  await admin?.close();
  await orgAdmin?.close();
  await mapAdmin?.close();
  await env?.clearFirestore();
  await env?.cleanup();
});

beforeEach(() => meter.reset());

describe('reads of a few fields', () => {
  it('reads only the masked fields of documents, with missing ones left undefined', async () => {
    const [found, missing] = await admin.rest.getFields(
      ['organisations/A', 'organisations/nope'],
      ['name', 'isActive'],
    );
    expect(found).toEqual({
      id: 'A',
      path: 'organisations/A',
      data: { name: 'Acme Accounting', isActive: true },
    });
    expect(missing).toBeUndefined();
    expect(meter.usage()).toMatchObject({ requests: 1, documentReads: 1 });
  });

  it('shares a read for a few seconds with the same fields of the same user', async () => {
    const first = await orgAdmin.rest.getFields(['organisations/A'], ['name', 'industry']);
    const second = await orgAdmin.rest.getFields(['organisations/A'], ['industry', 'name']);
    expect(second).toEqual(first);
    expect(meter.usage().requests).toBe(1);
    // Other fields are another read.
    await orgAdmin.rest.getFields(['organisations/A'], ['isActive']);
    expect(meter.usage().requests).toBe(2);
  });

  it('is judged by the rules like any read: an Org Admin cannot read another organisation', async () => {
    await expect(orgAdmin.rest.getFields(['organisations/C'], ['name'])).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(orgAdmin.rest.getFields(['organisations/C'], ['name'])).rejects.toBeInstanceOf(
      DataProviderError,
    );
  });

  it('queries with a projection, a filter and an order', async () => {
    const found = await admin.rest.query('organisations', {
      where: [{ field: 'industry', op: '==', value: 'Accounting' }],
      orderBy: [{ field: 'name', direction: 'DESC' }],
      select: ['name'],
      limit: 10,
    });
    expect(found.map((document) => [document.id, document.data])).toEqual([
      ['B', { name: 'Beta Books' }],
      ['A', { name: 'Acme Accounting' }],
    ]);
  });
});

describe('the session check', () => {
  it("reads both flags in one small request, and shares the organisation's with the dashboard", async () => {
    const read = createSessionStatusReader(orgAdmin.rest);
    await expect(
      read({ id: 'orgAdminA', organisation: { id: 'A', name: 'Acme Accounting' } }),
    ).resolves.toEqual({ userIsActive: true, organisationIsActive: true });
    const usage = meter.usage();
    expect(usage).toMatchObject({ requests: 1, documentReads: 2 });

    // The dashboard's own list, with the managers the Users list's rules take from it.
    const choices = await orgAdmin.provider.getList<ChoiceRecord>(
      'organisationChoices',
      OWN_ORGANISATIONS_PARAMS,
    );
    expect(choices.data).toEqual([
      { id: 'A', name: 'Acme Accounting', industry: 'Accounting', isActive: true, managers: [] },
    ]);
    expect(meter.usage().requests).toBe(1);
  });

  it('reports an inactive organisation, and an unknown status when nothing can be read', async () => {
    const read = createSessionStatusReader(admin.rest);
    await expect(
      read({ id: 'kyndAdmin', organisation: { id: 'B', name: 'Beta Books' } }),
    ).resolves.toEqual({ userIsActive: true, organisationIsActive: false });
    const denied = createSessionStatusReader(orgAdmin.rest);
    await expect(
      denied({ id: 'orgAdminA', organisation: { id: 'C', name: 'Crane Co' } }),
    ).resolves.toEqual({ userIsActive: undefined, organisationIsActive: undefined });
  });
});

describe("the dashboards' lists", () => {
  it("lists an industry's organisations for a provider admin without their employees", async () => {
    const { data, total } = await admin.provider.getList<ChoiceRecord>('organisationChoices', {
      filter: { industry: 'Accounting' },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(data).toEqual([
      { id: 'A', name: 'Acme Accounting', industry: 'Accounting', isActive: true },
      { id: 'B', name: 'Beta Books', industry: 'Accounting', isActive: false },
    ]);
    expect(total).toBe(2);
    // Two organisations of 2,000 employees each, in a few hundred bytes and without a count.
    expect(meter.usage()).toMatchObject({ requests: 1, aggregations: 0, documentReads: 2 });
  });

  it('lists the industry counts, projected', async () => {
    const { data } = await orgAdmin.provider.getList<IndustryCount>('industryCounts', {
      filter: {},
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'industry', order: 'ASC' },
    });
    expect(data).toEqual([
      { id: 'Accounting', industry: 'Accounting', organisationsCount: 1 },
      { id: 'Construction', industry: 'Construction', organisationsCount: 1 },
    ]);
  });

  it('serves a scope without scores yet as an empty record', async () => {
    const { data } = await orgAdmin.provider.getOne<ScoreRecord & { id: string }>(
      'organisationScores',
      { id: scoreRecordId('A', 'A-d1') },
    );
    expect(data).toEqual({ id: 'A/A-d1', organisationId: 'A', scopeId: 'A-d1', document: null });
    const all = await orgAdmin.provider.getOne<ScoreRecord & { id: string }>('organisationScores', {
      id: scoreRecordId('A'),
    });
    expect(all.data.document?.averageScore.activeUsers).toBe(7);
    expect(all.data.document?.averageScore.calculatedAt).toEqual(new Date('2026-01-02T00:00:00Z'));
  });

  it('skips the count when the page holds the whole list, and counts when it may not', async () => {
    const whole = await admin.provider.getList('industries', {
      filter: {},
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(whole.total).toBe(8);
    expect(meter.usage().aggregations).toBe(0);

    meter.reset();
    const first = await admin.provider.getList('industries', {
      filter: {},
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(first.total).toBe(8);
    expect(meter.usage().aggregations).toBe(1);

    // The last page, reached from the previous one, comes back short: no count needed.
    meter.reset();
    const last = await admin.provider.getList('industries', {
      filter: {},
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(last.data).toHaveLength(3);
    expect(last.total).toBe(8);
    expect(meter.usage().aggregations).toBe(0);
  });
});

const scores = (connection: Connection, organisationId: string, scopeId?: string) =>
  connection.provider
    .getOne<ScoreRecord & { id: string }>('organisationScores', {
      id: scoreRecordId(organisationId, scopeId),
    })
    .then(({ data }) => data);

describe("an organisation with only the docs/product.md §3 'scores' map", () => {
  it("shows the whole organisation's figures from scores.all, with its divisions to choose", async () => {
    const record = await scores(mapAdmin, 'M');
    expect(record.document?.averageScore).toMatchObject({
      activeUsers: 12,
      averageScore: 72,
      calculatedAt: MARCH,
    });
    expect(scoreSetOfDocument(record.document)?.body.alcohol).toMatchObject({
      green: 5,
      orange: 3,
      red: 1,
    });
    expect(scoreSetOfDocument(record.document)?.body.alcohol?.history).toEqual([
      { green: 1, orange: 1, red: 1, calculatedAt: FEBRUARY },
    ]);
    expect(record.document?.divisionNames).toEqual({ north: 'North', south: 'South' });
    // The score document (absent), then the organisation's map entry and divisions.
    expect(meter.usage().requests).toBe(2);
  });

  it("shows a division's figures from scores.{divisionId}, and none for a division without", async () => {
    const north = await scores(mapAdmin, 'M', 'north');
    expect(north.document?.averageScore.activeUsers).toBe(7);
    expect(scoreSetOfDocument(north.document)?.body.alcohol).toMatchObject({
      green: 4,
      orange: 1,
      red: 0,
    });
    const south = await scores(mapAdmin, 'M', 'south');
    expect(south).toEqual({
      id: 'M/south',
      organisationId: 'M',
      scopeId: 'south',
      document: null,
    });
  });

  it('counts in an industry summary beside organisations with documents, in two requests', async () => {
    const { data } = await admin.provider.getMany<ScoreRecord & { id: string }>(
      'organisationScores',
      { ids: [scoreRecordId('M'), scoreRecordId('D')] },
    );
    expect(data.map((record) => record.document?.averageScore.activeUsers)).toEqual([12, 20]);
    expect(meter.usage().requests).toBe(2);
  });

  it('reads nothing more for an organisation that has its score documents', async () => {
    const record = await scores(admin, 'A');
    expect(record.document?.averageScore.activeUsers).toBe(7);
    expect(meter.usage()).toMatchObject({ requests: 1, documentReads: 1 });
  });

  it("stays within the caller's organisation", async () => {
    await expect(scores(orgAdmin, 'M')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
