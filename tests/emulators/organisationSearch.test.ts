// The organisation pickers find by typing (docs/product.md §2): an organisation written by another
// client with only the fields of docs/product.md §3 gets its lower-case name from
// onOrganisationWritten (functions/src/triggers), and the prefix search then finds it, whatever
// the case typed. A picker's answer is one bounded page whatever the number of organisations.
// The test writes in the project whose functions the stack runs (the triggers are registered for
// that project only).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organisationDerivedFields } from '../../src/domain/derivedFields';
import type { Organisation } from '../../src/domain/types';
import type { ChoiceRecord } from '../../src/domain/organisationChoice';
import { resetFirestore } from '../helpers/reset';
import {
  currentStack,
  TRIGGER_TEST_TIMEOUT_MS,
  TRIGGER_WAIT_MS,
  usesTriggers,
} from '../helpers/stack';
import {
  connectAs,
  identityDocuments,
  rulesEnvironment,
  seedDocuments,
  type Connection,
  type Identity,
} from './providerHarness';
import { installReadMeter, type ReadMeter } from './readMeter';

usesTriggers();

const stack = currentStack();
const PROJECT_ID = stack.projectId;
const KYND_ADMIN: Identity = { uid: 'search-kynd-admin', role: 'Kynd Admin', organisationId: 'K' };
const ORG_ADMIN: Identity = { uid: 'search-org-admin', role: 'Org Admin', organisationId: 'org-a' };
/** More organisations than a picker shows, all matching the same typed prefix. */
const MANY = 45;
const PICKER_PAGE = 20;

const admin = initializeApp({ projectId: PROJECT_ID }, `organisation-search-${Date.now()}`);
const db = getFirestore(admin);
let env: RulesTestEnvironment;
let kyndAdmin: Connection;
let orgAdmin: Connection;
let meter: ReadMeter;

function organisation(name: string, industry: string) {
  return {
    name,
    ...organisationDerivedFields({ name }),
    address: '1 Queen Street',
    phone: '',
    isActive: true,
    managers: [],
    employees: [],
    divisions: [],
    industry,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };
}

beforeAll(async () => {
  setLogLevel('silent');
  await resetFirestore(PROJECT_ID);
  env = await rulesEnvironment(PROJECT_ID);
  const own = organisation('Aroha Accounting', 'Accounting');
  await seedDocuments(env, {
    'organisations/org-a': own,
    ...Object.fromEntries(
      Array.from({ length: MANY }, (_, index) => [
        `organisations/org-many-${String(index).padStart(2, '0')}`,
        organisation(`Manyfold ${String(index).padStart(2, '0')}`, 'Retail'),
      ]),
    ),
    ...identityDocuments([KYND_ADMIN, ORG_ADMIN], { 'organisations/org-a': own }),
  });
  meter = installReadMeter();
  kyndAdmin = connectAs(PROJECT_ID, KYND_ADMIN);
  orgAdmin = connectAs(PROJECT_ID, ORG_ADMIN);
});

afterAll(async () => {
  meter?.restore();
  await kyndAdmin?.close();
  await orgAdmin?.close();
  await env?.cleanup();
  await deleteApp(admin);
});

it(
  "finds another client's organisation by the start of its name once its trigger has run",
  async () => {
    // docs/product.md §3 fields only: no lower-case name.
    await db.doc('organisations/org-app-written').set({
      name: 'Whānau Health Trust',
      address: '2 Marine Parade',
      phone: '',
      isActive: true,
      managers: [],
      employees: [],
      divisions: [],
      industry: 'Healthcare',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const deadline = Date.now() + TRIGGER_WAIT_MS;
    while ((await db.doc('organisations/org-app-written').get()).get('lowerName') === undefined) {
      if (Date.now() > deadline) throw new Error('lowerName not derived');
      await new Promise((done) => setTimeout(done, 250));
    }
    expect((await db.doc('organisations/org-app-written').get()).get('lowerName')).toBe(
      'whānau health trust',
    );

    // The pickers' read (projected choices) and the organisations resource's name search.
    const choices = await kyndAdmin.provider.getList<ChoiceRecord>('organisationChoices', {
      filter: { search: 'WHĀNAU h' },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: PICKER_PAGE },
    });
    expect(choices.data.map((choice) => choice.id)).toEqual(['org-app-written']);
    const inIndustry = await kyndAdmin.provider.getList<ChoiceRecord>('organisationChoices', {
      filter: { industry: 'Healthcare', search: 'wh' },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: PICKER_PAGE },
    });
    expect(inIndustry.data.map((choice) => choice.name)).toEqual(['Whānau Health Trust']);
    const organisations = await kyndAdmin.provider.getList<Organisation>('organisations', {
      filter: { search: { field: 'name', term: 'whā' } },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: PICKER_PAGE },
    });
    expect(organisations.data.map((item) => item.id)).toEqual(['org-app-written']);

    // A renamed organisation is found by its new name.
    await db.doc('organisations/org-app-written').update({ name: 'Tōtara Health Trust' });
    while (
      (await db.doc('organisations/org-app-written').get()).get('lowerName') !==
      'tōtara health trust'
    ) {
      if (Date.now() > deadline) throw new Error('lowerName not derived after the rename');
      await new Promise((done) => setTimeout(done, 250));
    }
    const renamed = await kyndAdmin.provider.getList<ChoiceRecord>('organisationChoices', {
      filter: { search: 'tōt' },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: PICKER_PAGE },
    });
    expect(renamed.data.map((choice) => choice.id)).toEqual(['org-app-written']);
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it("answers a picker's search with at most a page of documents, however many match", async () => {
  meter.reset();
  const found = await kyndAdmin.provider.getList<ChoiceRecord>('organisationChoices', {
    filter: { search: 'many' },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: PICKER_PAGE },
  });
  const usage = meter.usage();
  expect(found.data).toHaveLength(PICKER_PAGE);
  expect(found.data[0]?.name).toBe('Manyfold 00');
  expect(found.total).toBe(MANY);
  expect(usage.documentReads).toBeLessThanOrEqual(PICKER_PAGE);
  expect(usage.aggregations).toBeLessThanOrEqual(1);
  // Only the choice's fields: never the employees or divisions.
  expect(Object.keys(found.data[0] ?? {}).sort()).toEqual(['id', 'industry', 'isActive', 'name']);
});

it("narrows an Org Admin's own organisation by the same rule, without reading any other", async () => {
  const hit = await orgAdmin.provider.getList<ChoiceRecord>('organisationChoices', {
    filter: { search: 'aro' },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: PICKER_PAGE },
  });
  expect(hit.data.map((choice) => choice.id)).toEqual(['org-a']);
  const miss = await orgAdmin.provider.getList<ChoiceRecord>('organisationChoices', {
    filter: { search: 'many' },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: PICKER_PAGE },
  });
  expect(miss.data).toEqual([]);
});
