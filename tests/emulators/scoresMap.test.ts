// Organisations scored before the per-scope score documents existed keep their figures in the
// docs/product.md §3 `scores` map of the organisation document, as the older clients wrote it. The
// data provider serves that map's scope where a scope has no score document, through the rules,
// and reads nothing more for organisations that have their documents.
import { setLogLevel } from 'firebase/firestore/lite';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scoreRecordId, type ScoreRecord } from '../../src/domain/scoreDocuments';
import {
  connectAs,
  rulesEnvironment,
  seedDocuments,
  type Connection,
  type Identity,
} from './providerHarness';
import { installReadMeter, type ReadMeter } from './readMeter';

const PROJECT_ID = 'demo-kynd-scores-map';
const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const MAP_ADMIN: Identity = { uid: 'mapAdmin', role: 'Org Admin', organisationId: 'mapOrg' };
const OTHER_ADMIN: Identity = { uid: 'otherAdmin', role: 'Org Admin', organisationId: 'docOrg' };

const MARCH = new Date('2026-03-01T00:00:00Z');
const FEBRUARY = new Date('2026-02-01T00:00:00Z');

/** A scope's set exactly as docs/product.md §3 describes it, nothing more. */
function storedSet(activeUsers: number, alcohol: { green: number; orange: number; red: number }) {
  const total = alcohol.green + alcohol.orange + alcohol.red;
  return {
    averageScore: {
      activeUsers,
      averageScore: 72,
      body: 64,
      mind: 80,
      life: 71,
      bodyComplete: total,
      mindComplete: 0,
      lifeComplete: 0,
      totalComplete: 0,
      calculatedAt: MARCH,
      history: [
        { averageScore: 70, body: 60, mind: 80, life: 70, activeUsers, calculatedAt: FEBRUARY },
        { averageScore: 72, body: 64, mind: 80, life: 71, activeUsers, calculatedAt: MARCH },
      ],
    },
    body: {
      alcohol: {
        ...alcohol,
        totalUsers: total,
        question: 'Alcohol',
        calculatedAt: MARCH,
        history: [{ green: 1, orange: 1, red: 1, calculatedAt: FEBRUARY }],
      },
    },
    mind: {},
    life: {},
  };
}

/** An organisation document with only docs/product.md §3 fields, as another client writes it. */
function organisation(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    address: '1 Street',
    phone: '',
    isActive: true,
    managers: [],
    employees: [],
    divisions: [
      { id: 'north', name: 'North' },
      { id: 'south', name: 'South' },
    ],
    industry: 'Retail',
    notifications: [],
    customQuestionnaires: [],
    createdAt: new Date('2025-01-01T00:00:00Z'),
    ...extra,
  };
}

const user = (identity: Identity, name: string) => ({
  firstName: name,
  role: identity.role,
  isActive: true,
  organisation: { id: identity.organisationId, name },
});

let env: RulesTestEnvironment;
let meter: ReadMeter;
let admin: Connection;
let mapAdmin: Connection;
let otherAdmin: Connection;

beforeAll(async () => {
  setLogLevel('silent');
  env = await rulesEnvironment(PROJECT_ID);
  await env.clearFirestore();
  await seedDocuments(env, {
    'organisations/K': { name: 'Kynd', isActive: true, industry: 'Health' },
    'users/kyndAdmin': user(KYND_ADMIN, 'Kim'),
    'users/mapAdmin': user(MAP_ADMIN, 'Mia'),
    'users/otherAdmin': user(OTHER_ADMIN, 'Oscar'),
    'organisations/mapOrg': organisation('Map Retail', {
      scores: {
        all: storedSet(12, { green: 5, orange: 3, red: 1 }),
        north: storedSet(7, { green: 4, orange: 1, red: 0 }),
      },
    }),
    // Scored since: its documents are what it shows, whatever its map still says.
    'organisations/docOrg': organisation('Doc Retail', {
      scores: { all: storedSet(99, { green: 9, orange: 9, red: 9 }) },
    }),
    'organisations/docOrg/scores/all': {
      organisationId: 'docOrg',
      scopeId: 'all',
      ...storedSet(20, { green: 2, orange: 0, red: 0 }),
      divisionNames: { north: 'North' },
    },
  });
  meter = installReadMeter();
  admin = connectAs(PROJECT_ID, KYND_ADMIN);
  mapAdmin = connectAs(PROJECT_ID, MAP_ADMIN);
  otherAdmin = connectAs(PROJECT_ID, OTHER_ADMIN);
});

afterAll(async () => {
  meter?.restore();
  await Promise.all([admin?.close(), mapAdmin?.close(), otherAdmin?.close()]);
  await env?.clearFirestore();
  await env?.cleanup();
});

beforeEach(() => meter.reset());

const scores = (connection: Connection, organisationId: string, scopeId?: string) =>
  connection.provider
    .getOne<ScoreRecord & { id: string }>('organisationScores', {
      id: scoreRecordId(organisationId, scopeId),
    })
    .then(({ data }) => data);

describe("an organisation with only the docs/product.md §3 'scores' map", () => {
  it("shows the whole organisation's figures from scores.all, with its divisions to choose", async () => {
    const record = await scores(mapAdmin, 'mapOrg');
    expect(record.document?.averageScore).toMatchObject({
      activeUsers: 12,
      averageScore: 72,
      calculatedAt: MARCH,
    });
    expect(record.document?.body.alcohol).toMatchObject({ green: 5, orange: 3, red: 1 });
    expect(record.document?.body.alcohol?.history).toEqual([
      { green: 1, orange: 1, red: 1, calculatedAt: FEBRUARY },
    ]);
    expect(record.document?.divisionNames).toEqual({ north: 'North', south: 'South' });
    // The score document (absent), then the organisation's map entry and divisions.
    expect(meter.usage().requests).toBe(2);
  });

  it("shows a division's figures from scores.{divisionId}, and none for a division without", async () => {
    const north = await scores(mapAdmin, 'mapOrg', 'north');
    expect(north.document?.averageScore.activeUsers).toBe(7);
    expect(north.document?.body.alcohol).toMatchObject({ green: 4, orange: 1, red: 0 });
    const south = await scores(mapAdmin, 'mapOrg', 'south');
    expect(south).toEqual({
      id: 'mapOrg/south',
      organisationId: 'mapOrg',
      scopeId: 'south',
      document: null,
    });
  });

  it('counts in an industry summary beside organisations with documents, in two requests', async () => {
    const { data } = await admin.provider.getMany<ScoreRecord & { id: string }>(
      'organisationScores',
      { ids: [scoreRecordId('mapOrg'), scoreRecordId('docOrg')] },
    );
    expect(data.map((record) => record.document?.averageScore.activeUsers)).toEqual([12, 20]);
    expect(meter.usage().requests).toBe(2);
  });

  it('reads nothing more for an organisation that has its score documents', async () => {
    const record = await scores(otherAdmin, 'docOrg');
    expect(record.document?.averageScore.activeUsers).toBe(20);
    expect(meter.usage()).toMatchObject({ requests: 1, documentReads: 1 });
  });

  it("stays within the caller's organisation", async () => {
    await expect(scores(otherAdmin, 'mapOrg')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
