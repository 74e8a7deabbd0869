// The dashboards' small reads against the emulator with the rules loaded: a few fields of a
// document (field masks and projections, src/providers/firestoreRest.ts), the session check's one
// request, the selectors' lists, and lists that skip their count when the page holds everything.
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DataProviderError } from '../../src/providers/dataProvider';
import type { IndustryCount, OrganisationChoice } from '../../src/providers/dataProvider/scores';
import { createSessionStatusReader } from '../../src/providers/sessionStatus';
import { scoreRecordId, type ScoreRecord } from '../../src/domain/scoreDocuments';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  connectAs,
  rulesEnvironment,
  seedDocuments,
  type Connection,
  type Identity,
} from './providerHarness';
import { installReadMeter, type ReadMeter } from './readMeter';

const PROJECT_ID = 'demo-kynd-dashboard-reads';
const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN_A: Identity = { uid: 'orgAdminA', role: 'Org Admin', organisationId: 'A' };

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

let env: RulesTestEnvironment;
let meter: ReadMeter;
let admin: Connection;
let orgAdmin: Connection;

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
});

afterAll(async () => {
  meter?.restore();
  await admin?.close();
  await orgAdmin?.close();
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

    const choices = await orgAdmin.provider.getList<OrganisationChoice>('organisationChoices', {
      filter: {},
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(choices.data).toEqual([
      { id: 'A', name: 'Acme Accounting', industry: 'Accounting', isActive: true },
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
    const { data, total } = await admin.provider.getList<OrganisationChoice>(
      'organisationChoices',
      {
        filter: { industry: 'Accounting' },
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'name', order: 'ASC' },
      },
    );
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
