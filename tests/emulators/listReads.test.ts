// What the divisions, codes, orgs-industries and notifications screens read for a page, against
// the Firestore emulator with firestore.rules loaded (docs/benchmarks.md's list budget: the page
// size of documents, one count, 100 KB), on a large case built here: an organisation of 300
// divisions (a code each) and 10,000 employee ids, 60 organisations that list thousands of
// employees, and an organisation with 120 sent notifications. Each screen's reads are the data
// provider calls it makes when it opens and when it goes to the next page.
import { doc, updateDoc } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { alertActionFields } from '../../src/domain/derivedFields';
import { codeSummariesOf } from '../../src/domain/codeSummaries';
import { divisionMaps } from '../../src/domain/divisionMaps';
import { LIST_ROWS_META } from '../../src/providers/dataSpec';
import { data as alertsData } from '../../src/resources/questionnaireAlerts/data';
import { identityDocuments, type Identity } from './providerHarness';
import { providerSuite } from './providerSuite';
import { LIST_PAGE_KB } from '../../scripts/lib/readBudgets';

const PROJECT_ID = 'demo-kynd-list-reads';

const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN_BIG: Identity = { uid: 'orgAdminBig', role: 'Org Admin', organisationId: 'BIG' };

const PER_PAGE = 25;
const DIVISIONS = 300;
const EMPLOYEES = 10_000;
const ORGANISATIONS = 60;
const NOTIFICATIONS = 120;

const employeesOf = (id: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${id}-employee-${String(i).padStart(5, '0')}`);

const division = (i: number) => `BIG-d${String(i).padStart(3, '0')}`;

const bigDivisions = Array.from({ length: DIVISIONS }, (_, i) => ({
  id: division(i),
  name: `Division ${String(i).padStart(3, '0')}`,
  description: 'A division of the big organisation',
}));

/**
 * The organisation of 300 divisions and 10,000 employee ids; with its division maps, as the server
 * keeps them (onOrganisationWritten). Its codes, one a division, are in `codes` and in the
 * administrators' summary (src/domain/codeSummaries.ts), never in this document.
 */
const bigOrganisation = {
  name: 'Big Organisation',
  lowerName: 'big organisation',
  address: '1 Long Road',
  phone: '+6400000',
  isActive: true,
  managers: [{ id: 'orgAdminBig', name: 'Olga Admin' }],
  employees: employeesOf('BIG', EMPLOYEES),
  divisions: bigDivisions,
  ...divisionMaps({ divisions: bigDivisions }),
  industry: 'Retail',
  customQuestionnaires: [],
  createdAt: new Date('2025-01-01T00:00:00Z'),
};

/** The codes of the big organisation, one per division. */
const codes = Object.fromEntries(
  Array.from({ length: DIVISIONS }, (_, i) => [
    `codes/code-${i}`,
    {
      code: `BIG${String(i).padStart(3, '0')}`,
      divisionId: division(i),
      divisionName: `Division ${String(i).padStart(3, '0')}`,
      organisationId: 'BIG',
      organisationName: 'Big Organisation',
      isActive: true,
      currentUsage: i % 7,
      maximumUsage: 100,
      createdAt: new Date('2025-01-02T00:00:00Z'),
    },
  ]),
);

/** Organisations that each list 2,000 employees (what a row of orgs-industries never shows). */
const organisations = Object.fromEntries(
  Array.from({ length: ORGANISATIONS }, (_, i) => {
    const id = `org-${String(i).padStart(2, '0')}`;
    return [
      `organisations/${id}`,
      {
        name: `Company ${String(i).padStart(2, '0')}`,
        lowerName: `company ${String(i).padStart(2, '0')}`,
        address: '2 Short Street',
        phone: '+6411111',
        isActive: true,
        managers: [],
        employees: employeesOf(id, 2_000),
        divisions: [{ id: `${id}-default`, name: 'Default division' }],
        industry: i % 2 === 0 ? 'Accounting' : 'Retail',
        customQuestionnaires: [],
        createdAt: new Date('2025-02-01T00:00:00Z'),
      },
    ];
  }),
);

/** 120 notifications sent to the first organisation by name ('Big Organisation'). */
const notifications = Object.fromEntries(
  Array.from({ length: NOTIFICATIONS }, (_, i) => [
    `organisations/BIG/notifications/n${String(i).padStart(3, '0')}`,
    {
      title: `Notice ${i}`,
      body: 'Time to check in with the app and see how your week went.',
      measurement: 'Alcohol',
      color: ['red'],
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
    },
  ]),
);

const ALERTS = 24;
const ACTIONS_PER_ALERT = 30;

/** Alerts of the big organisation, each with a long history (30 actions on its hearing panel). */
const alerts = Object.fromEntries(
  Array.from({ length: ALERTS }, (_, i) => {
    const firstName = `Pat${String(i).padStart(2, '0')}`;
    const actions = Array.from({ length: ACTIONS_PER_ALERT }, (_, n) => ({
      actionUser: { id: 'orgAdminBig', firstName: 'Olga', lastName: 'Admin' },
      status: 'In Progress',
      comment: `Called and left a message, attempt ${n}. `.repeat(4),
      timestamp: new Date(Date.UTC(2026, 0, 1) + (i * ACTIONS_PER_ALERT + n) * 60_000),
      questionnaire: 'hearing',
    }));
    const alert = {
      user: {
        firstName,
        lastName: 'Listener',
        email: `${firstName.toLowerCase()}@big.example.com`,
        phone: '',
        division: 'Division 000',
        organisation: 'Big Organisation',
      },
      organisation: { id: 'BIG', name: 'Big Organisation' },
      division: { name: 'Division 000' },
      createdAt: new Date(Date.UTC(2026, 1, 1) + i * 3_600_000),
      questionnaireAlerts: { hearing: true, vision: i % 2 === 0 },
      hearingStatus: 'In Progress',
      ...(i % 2 === 0 ? { visionStatus: 'Open' } : {}),
      status: 'Open',
      actions,
      userNameFragments: [firstName.toLowerCase()],
    };
    // As the server keeps it (onQuestionnaireAlertWritten).
    return [
      `questionnaireAlerts/alert-${String(i).padStart(2, '0')}`,
      { ...alert, ...alertActionFields(alert) },
    ];
  }),
);

const fixtures = {
  'organisations/BIG': bigOrganisation,
  ...alerts,
  ...organisations,
  ...codes,
  // What onCodeWritten keeps of them.
  ...Object.fromEntries(
    [
      ...codeSummariesOf(
        Object.entries(codes).map(([path, code]) => ({ ...code, id: path.slice('codes/'.length) })),
      ),
    ].map(([id, summary]) => [`codeSummaries/${id}`, summary]),
  ),
  ...notifications,
};
const baseData = { ...fixtures, ...identityDocuments([KYND_ADMIN, ORG_ADMIN_BIG], fixtures) };

const suite = providerSuite(PROJECT_ID, baseData);

/** Within the list budget: the page size of documents, one count, 100 KB. */
function expectWithinPageBudget(pageSize: number) {
  const usage = suite.meter.usage();
  expect(usage.documentReads).toBeLessThanOrEqual(pageSize);
  expect(usage.aggregations).toBeLessThanOrEqual(1);
  expect(usage.documentReads + usage.aggregations).toBeLessThanOrEqual(pageSize + 1);
  expect(usage.bytes / 1024).toBeLessThan(LIST_PAGE_KB);
}

/** The bytes of the whole organisation document of 300 divisions, as `identity` reads it. */
async function wholeOrganisationBytes(identity: Identity): Promise<number> {
  suite.meter.reset();
  await suite.as(identity).getOne('organisations', { id: 'BIG' });
  const { bytes } = suite.meter.usage();
  // Its employee ids alone are several times a list page's budget.
  expect(bytes / 1024).toBeGreaterThan(3 * LIST_PAGE_KB);
  return bytes;
}

describe.each([
  ['an Org Admin', ORG_ADMIN_BIG],
  ['a Kynd Admin', KYND_ADMIN],
])('the divisions and codes of the organisation of 300 divisions, for %s', (_, identity) => {
  // The divisions live in one list of the organisation document, which a field mask cannot cut;
  // its maps (src/domain/divisionMaps.ts) can: a page reads every name, then its own entries.
  it('reads a page of divisions: the names, then its 25 entries, within 100 KB', async () => {
    const provider = suite.as(identity);
    const whole = await wholeOrganisationBytes(identity);
    const seen: string[] = [];
    for (const page of [1, 2]) {
      suite.meter.reset();
      const { data, total } = await provider.getList('divisions', {
        pagination: { page, perPage: PER_PAGE },
        sort: { field: 'name', order: 'ASC' },
        filter: { organisationId: 'BIG' },
      });
      expect(total).toBe(DIVISIONS);
      expect(data).toHaveLength(PER_PAGE);
      // Each row as the list holds it: its description too.
      expect(data[0]).toMatchObject({
        description: 'A division of the big organisation',
        organisationId: 'BIG',
      });
      // Its codes, from the code summary: the page's divisions' entries only (DivisionTable).
      const pageCodes = await provider.getCodeSummaries(
        ['BIG'],
        data.map((record) => String(record.id)),
      );
      expect(pageCodes.map((code) => code.divisionId).sort()).toEqual(
        data.map((record) => String(record.id)).sort(),
      );
      // The same document twice (its names, then the page's entries), and the summary's entries.
      expect(suite.meter.usage()).toMatchObject({ documentReads: 3, aggregations: 0 });
      expectWithinPageBudget(PER_PAGE);
      expect(suite.meter.usage().bytes).toBeLessThan(whole / 10);
      seen.push(...data.map((record) => String(record.name)));
    }
    expect(seen).toEqual(
      Array.from({ length: 2 * PER_PAGE }, (_, i) => `Division ${String(i).padStart(3, '0')}`),
    );
  });

  it('reads a page of codes alone, each naming its division: 25 codes and one count', async () => {
    const provider = suite.as(identity);
    for (const page of [1, 2]) {
      suite.meter.reset();
      // What CodeTable asks for: the page; the division is the code's own divisionName.
      const { data, total } = await provider.getList('codes', {
        pagination: { page, perPage: PER_PAGE },
        sort: { field: 'code', order: 'ASC' },
        filter: { organisationId: 'BIG' },
      });
      expect(total).toBe(DIVISIONS);
      expect(data.map((code) => [code.code, code.divisionName])).toEqual(
        Array.from({ length: PER_PAGE }, (_, i) => {
          const n = String((page - 1) * PER_PAGE + i).padStart(3, '0');
          return [`BIG${n}`, `Division ${n}`];
        }),
      );
      expectWithinPageBudget(PER_PAGE);
    }
  });

  it('offers the 300 divisions to a selector: one document of their names, a tenth of the list', async () => {
    const whole = await wholeOrganisationBytes(identity);
    suite.meter.reset();
    const { data } = await suite
      .as(identity)
      .getOne('organisationChoices', { id: 'BIG', meta: { details: true } });
    expect(data.divisions).toHaveLength(DIVISIONS);
    expect(data.divisions[0]).toEqual({ id: division(0), name: 'Division 000' });
    expect(suite.meter.usage()).toMatchObject({ documentReads: 1, aggregations: 0 });
    // Some 26 KB: 300 names and ids as the REST API answers them (the list: some 400 KB).
    expectWithinPageBudget(PER_PAGE);
    expect(suite.meter.usage().bytes).toBeLessThan(whole / 10);
  });
});

describe('orgs-industries, for a Kynd Admin', () => {
  it('reads a page of organisations with only their name and industry: 25 documents, one count, within 100 KB', async () => {
    const provider = suite.as(KYND_ADMIN);
    const meta = { fields: ['name', 'industry'] };
    const seen: string[] = [];
    for (const page of [1, 2]) {
      suite.meter.reset();
      const { data, total } = await provider.getList('organisations', {
        pagination: { page, perPage: PER_PAGE },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
        meta,
      });
      // BIG, the 60 companies and the Kynd Admin's own organisation.
      expect(total).toBe(ORGANISATIONS + 2);
      expect(data).toHaveLength(PER_PAGE);
      expectWithinPageBudget(PER_PAGE);
      for (const record of data) {
        // And the sort field, lowerName (the name's sort), which the cursor needs.
        expect(Object.keys(record).sort()).toEqual(['id', 'industry', 'lowerName', 'name']);
      }
      seen.push(...data.map((record) => String(record.name)));
    }
    expect(seen.slice(0, 3)).toEqual(['Big Organisation', 'Company 00', 'Company 01']);
    expect(new Set(seen).size).toBe(2 * PER_PAGE);

    // Whole documents of the same page: far over the budget.
    suite.meter.reset();
    await provider.getList('organisations', {
      pagination: { page: 1, perPage: PER_PAGE },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(suite.meter.usage().bytes / 1024).toBeGreaterThan(2 * LIST_PAGE_KB);
  });
});

describe('sent notifications, for a Kynd Admin', () => {
  it('reads the first organisation by name (one projected document) and a page of its notifications: 25 documents and one count, within 100 KB', async () => {
    const provider = suite.as(KYND_ADMIN);
    // What the screen asks for with no organisation chosen yet (useOrganisationChoice, by search).
    const first = await provider.getList('organisationChoices', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { count: false },
    });
    expect(first.data.map((choice) => choice.id)).toEqual(['BIG']);
    // A picker's answer (at most 20 documents and 20 KB): one, without the employee ids.
    const lookup = suite.meter.usage();
    expect(lookup).toMatchObject({ documentReads: 1, aggregations: 0 });
    expect(lookup.bytes / 1024).toBeLessThan(2);

    const seen: string[] = [];
    for (const page of [1, 2]) {
      suite.meter.reset();
      const { data, total } = await provider.getList('notifications', {
        pagination: { page, perPage: PER_PAGE },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { organisationId: 'BIG' },
      });
      // docs/product.md §9: the newest 100.
      expect(total).toBe(100);
      expect(data).toHaveLength(PER_PAGE);
      expectWithinPageBudget(PER_PAGE);
      seen.push(...data.map((record) => String(record.title)));
    }
    expect(seen).toEqual(
      Array.from({ length: 2 * PER_PAGE }, (_, i) => `Notice ${NOTIFICATIONS - 1 - i}`),
    );
  });
});

const ALERTS_PER_PAGE = 10;

describe.each([
  ['an Org Admin', ORG_ADMIN_BIG],
  ['a Kynd Admin', KYND_ADMIN],
])(
  'hearing and vision alerts, for %s',
  (_, identity) => {
    it('reads a page of alert cards without their histories: 10 documents, one count, within 100 KB', async () => {
      const provider = suite.as(identity);
      const request = (page: number, meta?: unknown) =>
        provider.getList('questionnaireAlerts', {
          pagination: { page, perPage: ALERTS_PER_PAGE },
          sort: { field: 'createdAt', order: 'DESC' },
          filter: { type: 'All', ...(identity === KYND_ADMIN ? { organisationId: 'BIG' } : {}) },
          meta,
        });
      const seen: string[] = [];
      for (const page of [1, 2]) {
        suite.meter.reset();
        const { data, total } = await request(page, LIST_ROWS_META);
        expect(total).toBe(ALERTS);
        expect(data).toHaveLength(ALERTS_PER_PAGE);
        expectWithinPageBudget(ALERTS_PER_PAGE);
        for (const record of data) {
          expect(record).not.toHaveProperty('actions');
          expect(
            Object.keys(record).filter((key) => ![...alertsData.listFields, 'id'].includes(key)),
          ).toEqual([]);
        }
        // What a card shows of a panel's history: its count and latest action.
        expect(data[0]?.actionsSummary).toMatchObject({
          hearing: {
            count: ACTIONS_PER_ALERT,
            latest: { comment: expect.stringContaining('attempt 29') },
          },
          vision: { count: 0, latest: null },
        });
        seen.push(...data.map((record) => String(record.id)));
      }
      expect(seen).toEqual(
        Array.from(
          { length: 2 * ALERTS_PER_PAGE },
          (_, i) => `alert-${String(ALERTS - 1 - i).padStart(2, '0')}`,
        ),
      );

      // The same page with the histories: over the budget.
      suite.meter.reset();
      const whole = await request(1);
      expect((whole.data[0]?.actions as unknown[]).length).toBe(ACTIONS_PER_ALERT);
      expect(suite.meter.usage().bytes / 1024).toBeGreaterThan(LIST_PAGE_KB);
    });
  },
  60_000,
);

describe("an alert's actions summary", () => {
  it('moves one step with an appended action, read at once by the list, and cannot be forged', async () => {
    const connection = suite.connect(ORG_ADMIN_BIG);
    const id = 'alert-22';
    await connection.provider.appendAlertAction(id, ORG_ADMIN_BIG.uid, {
      questionnaire: 'vision',
      status: 'In Progress',
      comment: 'Booked an eye test',
    });
    const { data } = await connection.provider.getList('questionnaireAlerts', {
      pagination: { page: 1, perPage: ALERTS_PER_PAGE },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { type: 'All' },
      meta: LIST_ROWS_META,
    });
    expect(data.find((record) => record.id === id)?.actionsSummary).toMatchObject({
      hearing: { count: ACTIONS_PER_ALERT },
      vision: { count: 1, latest: { comment: 'Booked an eye test', status: 'In Progress' } },
    });

    // A client cannot write the summary of its own.
    const stored = alerts[`questionnaireAlerts/${id}`] as { actionsSummary: object };
    await expect(
      updateDoc(doc(connection.db, 'questionnaireAlerts', id), {
        actionsSummary: { ...stored.actionsSummary, hearing: { count: 0, latest: null } },
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
