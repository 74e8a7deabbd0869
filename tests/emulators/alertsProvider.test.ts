// The data provider's hearing and vision alerts against the Firestore emulator, under
// firestore.rules: the list filters of docs/product.md §5 run on the
// server and return exactly what the spec's predicate (domain/alerts.ts) says, page by page, at
// one page of reads; appendAlertAction writes an update the rules accept, and is refused for
// another organisation's Org Admin.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_STATUSES, ALERT_TYPES, type AlertStatus } from '../../src/config/constants';
import { alertNameFragments, impliedOverallStatus } from '../../src/domain/alerts';
import type { QuestionnaireAlert } from '../../src/domain/types';
import { DataProviderError } from '../../src/providers/dataProvider';
import type { KyndDataProvider } from '../../src/providers/types';
import {
  connectAs,
  identityDocuments,
  rulesEnvironment,
  seedDocuments,
  type Connection,
  type Identity,
} from './providerHarness';
import { installReadMeter, type ReadMeter } from './readMeter';
import { matchesAlertFilter, type AlertListFilter } from '../helpers/expected';

const PROJECT_ID = 'demo-kynd-alert-provider';

const ORG_ADMIN_A: Identity = { uid: 'orgAdminA', role: 'Org Admin', organisationId: 'A' };
const ORG_ADMIN_B: Identity = { uid: 'orgAdminB', role: 'Org Admin', organisationId: 'B' };
const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const STAFF: Identity = {
  uid: 'staff1',
  role: 'User',
  organisationId: 'K',
  staff: true,
  email: 'staff1@example.com',
};

const NAMES = [
  ['Mereana', 'Te Rangi'],
  ['Tama', 'Rangihuna'],
  ['Ana', 'Smith'],
  ['Oliver', 'Tanaka'],
] as const;
const PANEL_STATES: readonly (AlertStatus | undefined)[] = [undefined, ...ALERT_STATUSES];

function user(id: string, organisationId: string, role: string) {
  return {
    firstName: id,
    lastName: 'Admin',
    lowerFirstName: id.toLowerCase(),
    lowerLastName: 'admin',
    email: `${id}@example.com`,
    role,
    organisation: { id: organisationId, name: `Organisation ${organisationId}` },
    division: { id: `${organisationId}-default`, name: 'Default division' },
    isActive: true,
    createdAt: new Date('2025-01-01T00:00:00Z'),
    updatedAt: new Date('2025-01-01T00:00:00Z'),
  };
}

type StoredAlert = Omit<QuestionnaireAlert, 'id'>;

/** Every combination of hearing and vision states, under each name, in organisation A; a few in B. */
function alerts(): Record<string, StoredAlert> {
  const out: Record<string, StoredAlert> = {};
  let minute = 0;
  const add = (
    organisationId: string,
    name: (typeof NAMES)[number],
    hearing?: AlertStatus,
    vision?: AlertStatus,
  ) => {
    minute += 1;
    const person = { firstName: name[0], lastName: name[1], email: `${name[0]}@example.com` };
    const base = {
      user: person,
      organisation: { id: organisationId, name: `Organisation ${organisationId}` },
      division: { name: 'Default division' },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
      questionnaireAlerts: { hearing: hearing !== undefined, vision: vision !== undefined },
      ...(hearing ? { hearingStatus: hearing } : {}),
      ...(vision ? { visionStatus: vision } : {}),
      actions: [],
      userNameFragments: alertNameFragments(person),
    };
    out[`questionnaireAlerts/${organisationId}-${String(minute).padStart(3, '0')}`] = {
      ...base,
      status: impliedOverallStatus(base),
    };
  };
  NAMES.forEach((name) => {
    for (const hearing of PANEL_STATES)
      for (const vision of PANEL_STATES) add('A', name, hearing, vision);
  });
  add('B', NAMES[0], 'Open', 'Open');
  add('B', NAMES[1], 'In Progress');
  return out;
}

const ALERTS = alerts();

let env: RulesTestEnvironment;
let meter: ReadMeter;
const connections: Connection[] = [];

function as(identity: Identity): KyndDataProvider {
  const connection = connectAs(PROJECT_ID, identity);
  connections.push(connection);
  return connection.provider;
}

/** Ids organisation A's alerts matching the filter, newest first, by the spec's predicate. */
function expectedIds(organisationId: string, filter: AlertListFilter): string[] {
  return Object.entries(ALERTS)
    .filter(
      ([, alert]) => alert.organisation.id === organisationId && matchesAlertFilter(alert, filter),
    )
    .sort(([, a], [, b]) => b.createdAt.getTime() - a.createdAt.getTime())
    .map(([path]) => path.slice('questionnaireAlerts/'.length));
}

beforeAll(async () => {
  setLogLevel('silent');
  env = await rulesEnvironment(PROJECT_ID);
  await env.clearFirestore();
  const users = {
    'users/orgAdminA': user('orgAdminA', 'A', 'Org Admin'),
    'users/orgAdminB': user('orgAdminB', 'B', 'Org Admin'),
    'users/kyndAdmin': user('kyndAdmin', 'K', 'Kynd Admin'),
    'users/staff1': { ...user('staff1', 'K', 'User'), email: 'staff1@example.com' },
  };
  await seedDocuments(env, {
    ...identityDocuments([ORG_ADMIN_A, ORG_ADMIN_B, KYND_ADMIN, STAFF], users),
    ...ALERTS,
  });
  meter = installReadMeter();
});

afterAll(async () => {
  meter?.restore();
  await Promise.all(connections.map((connection) => connection.close()));
  await env?.cleanup();
});

describe('the alert list (docs/product.md §5)', () => {
  it('returns exactly the alerts of each status, type and search, for an Org Admin', async () => {
    const provider = as(ORG_ADMIN_A);
    for (const type of ALERT_TYPES) {
      for (const status of [undefined, ...ALERT_STATUSES]) {
        for (const search of [undefined, 'RANG', ' ana', 'a t', 'zzz']) {
          const filter = { type, ...(status ? { status } : {}), ...(search ? { q: search } : {}) };
          const { data, total } = await provider.getList('questionnaireAlerts', {
            filter,
            pagination: { page: 1, perPage: 100 },
            sort: { field: 'createdAt', order: 'DESC' },
          });
          const expected = expectedIds('A', { type, status, search });
          const label = JSON.stringify(filter);
          expect(
            data.map((record) => record.id),
            label,
          ).toEqual(expected);
          expect(total, label).toBe(expected.length);
        }
      }
    }
  });

  it('pages on the server, one page of reads and one count per page', async () => {
    const provider = as(KYND_ADMIN);
    const filter = { organisationId: 'A', type: 'All', q: 'an' };
    const expected = expectedIds('A', { type: 'All', search: 'an' });
    expect(expected.length).toBeGreaterThan(10);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 5); page += 1) {
      meter.reset();
      const { data, total } = await provider.getList('questionnaireAlerts', {
        filter,
        pagination: { page, perPage: 5 },
        sort: { field: 'createdAt', order: 'DESC' },
      });
      expect(total).toBe(expected.length);
      expect(meter.usage().documentReads).toBeLessThanOrEqual(5);
      expect(meter.usage().aggregations).toBe(1);
      seen.push(...data.map((record) => record.id as string));
    }
    expect(seen).toEqual(expected);
  });

  it("keeps an Org Admin to their organisation's alerts, and lets the staff read any", async () => {
    const empty = await as(ORG_ADMIN_A).getList('questionnaireAlerts', {
      filter: { organisationId: 'B' },
    });
    expect(empty).toEqual({ data: [], total: 0 });
    const own = await as(ORG_ADMIN_B).getList('questionnaireAlerts', {});
    expect(own.data.map((record) => record.id)).toEqual(expectedIds('B', {}));
    const staff = await as(STAFF).getList('questionnaireAlerts', {
      filter: { organisationId: 'B' },
    });
    expect(staff.total).toBe(2);
  });

  it('refuses filters it does not know, and plain writes', async () => {
    const provider = as(KYND_ADMIN);
    await expect(
      provider.getList('questionnaireAlerts', { filter: { status: 'Closed' } }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      provider.getList('questionnaireAlerts', { filter: { hearingStatus: 'Open' } }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      provider.update('questionnaireAlerts', {
        id: 'A-001',
        data: { status: 'Resolved' },
        previousData: { id: 'A-001' },
      }),
    ).rejects.toBeInstanceOf(DataProviderError);
  });
});

describe('appendAlertAction (docs/product.md §4)', () => {
  const id = 'A-007';

  it('appends the action by the caller and sets the statuses, as the rules accept', async () => {
    const stored = ALERTS[`questionnaireAlerts/${id}`];
    expect(stored).toMatchObject({ hearingStatus: 'Open', visionStatus: 'In Progress' });
    const provider = as(ORG_ADMIN_A);
    const written = await provider.appendAlertAction(id, 'orgAdminA', {
      questionnaire: 'hearing',
      status: 'Resolved',
      comment: 'Hearing test normal.',
    });
    expect(written).toMatchObject({
      hearingStatus: 'Resolved',
      visionStatus: 'In Progress',
      status: 'Open',
    });
    const afterVision = await as(KYND_ADMIN).appendAlertAction(id, 'kyndAdmin', {
      questionnaire: 'vision',
      status: 'Resolved',
      comment: 'New glasses.',
    });
    expect(afterVision).toMatchObject({ visionStatus: 'Resolved', status: 'Resolved' });
    const { data } = await provider.getOne('questionnaireAlerts', { id });
    expect(data).toMatchObject({
      hearingStatus: 'Resolved',
      visionStatus: 'Resolved',
      status: 'Resolved',
    });
    expect(data.actions).toEqual([
      expect.objectContaining({
        questionnaire: 'hearing',
        status: 'Resolved',
        comment: 'Hearing test normal.',
        actionUser: {
          id: 'orgAdminA',
          firstName: 'orgAdminA',
          lastName: 'Admin',
          email: 'orgAdminA@example.com',
          organisation: { id: 'A', name: 'Organisation A' },
          division: { id: 'A-default', name: 'Default division' },
        },
      }),
      expect.objectContaining({
        questionnaire: 'vision',
        actionUser: expect.objectContaining({ id: 'kyndAdmin' }),
      }),
    ]);
  });

  it("is refused for another organisation's Org Admin and for the read-only staff", async () => {
    const input = { questionnaire: 'vision', status: 'In Progress', comment: '' } as const;
    await expect(
      as(ORG_ADMIN_B).appendAlertAction('A-002', 'orgAdminB', input),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(as(STAFF).appendAlertAction('A-002', 'staff1', input)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('refuses a questionnaire the alert does not flag before writing', async () => {
    // A-002 flags vision only (hearing absent, vision Open).
    expect(ALERTS['questionnaireAlerts/A-002']?.questionnaireAlerts).toEqual({
      hearing: false,
      vision: true,
    });
    await expect(
      as(ORG_ADMIN_A).appendAlertAction('A-002', 'orgAdminA', {
        questionnaire: 'hearing',
        status: 'Open',
        comment: '',
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
