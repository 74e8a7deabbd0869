// The Organisations list's server-kept figures (src/domain/organisationSummary.ts), whoever writes
// the documents: onOrganisationWritten keeps `employeeCount` through a creation, an update and the
// callables' arrayUnion and arrayRemove; onCodeWritten keeps `codeSummary` through a code's
// creation, a usage change (the mobile app's sign-up), a move to another organisation and a
// deletion; onOrganisationWritten keeps the division maps and renames a renamed division in its
// codes. The triggers are registered for the stack's project only, so that part writes there;
// the migrations (scripts/migrations) are proven in a project of their own, without triggers, as
// olderProject.test.ts does: what is found afterwards is their work alone.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { codeSummaryEntry } from '../../src/domain/organisationSummary';
import { divisionMaps } from '../../src/domain/divisionMaps';
import { setCodeDivisionNames } from '../../scripts/migrations/setCodeDivisionNames';
import {
  setOrganisationCodeSummaries,
  setOrganisationDivisionMaps,
  setOrganisationEmployeeCounts,
} from '../../scripts/migrations/setOrganisationSummaries';
import { resetFirestore } from '../helpers/reset';
import { currentStack } from '../helpers/stack';

const STACK_PROJECT = currentStack().projectId;
const MIGRATION_PROJECT = 'demo-kynd-organisation-summaries';
/** The triggers answer within seconds here, more on a busy machine. */
const POLL_LIMIT_MS = 50_000;

const triggered = initializeApp({ projectId: STACK_PROJECT }, `summaries-${Date.now()}`);
const migrated = initializeApp({ projectId: MIGRATION_PROJECT }, `summaries-m-${Date.now()}`);
const db = getFirestore(triggered);
const oldDb = getFirestore(migrated);

/** docs/product.md §3 fields only, as the mobile app or another client writes them. */
function organisation(name: string, employees: string[]) {
  return {
    name,
    address: '3 Wharf Street',
    phone: '',
    isActive: true,
    managers: [],
    employees,
    divisions: [{ id: 'd1', name: 'Default division' }],
    industry: 'Retail',
    customQuestionnaires: [],
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };
}

function code(organisationId: string, value: string, currentUsage: number) {
  return {
    code: value,
    divisionId: 'd1',
    divisionName: 'Default division',
    organisationId,
    organisationName: organisationId,
    isActive: true,
    currentUsage,
    maximumUsage: 20,
  };
}

async function pollUntil(read: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + POLL_LIMIT_MS;
  while (!(await read())) {
    if (Date.now() > deadline)
      throw new Error(`${what}: not kept within ${POLL_LIMIT_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

const field = async (store: Firestore, path: string, name: string): Promise<unknown> =>
  (await store.doc(path).get()).get(name) as unknown;

const employeeCountIs = (path: string, count: number) =>
  pollUntil(async () => (await field(db, path, 'employeeCount')) === count, `count ${count}`);

const summaryIs = (path: string, expected: Record<string, string>) =>
  pollUntil(
    async () => {
      const summary = ((await field(db, path, 'codeSummary')) ?? {}) as Record<string, string>;
      return (
        JSON.stringify(Object.entries(summary).sort()) ===
        JSON.stringify(Object.entries(expected).sort())
      );
    },
    `summary ${JSON.stringify(expected)}`,
  );

beforeAll(async () => {
  await resetFirestore(STACK_PROJECT);
  await resetFirestore(MIGRATION_PROJECT);
});

afterAll(async () => {
  await deleteApp(triggered);
  await deleteApp(migrated);
});

it('keeps the employee count through a creation, an update, arrayUnion and arrayRemove', async () => {
  const path = 'organisations/summary-count';
  await db.doc(path).set(organisation('Count Ltd', ['u1', 'u2']));
  await employeeCountIs(path, 2);
  await db.doc(path).update({ employees: FieldValue.arrayUnion('u3', 'u4', 'u5') });
  await employeeCountIs(path, 5);
  await db.doc(path).update({ employees: FieldValue.arrayRemove('u1', 'u4') });
  await employeeCountIs(path, 3);
  await db.doc(path).update({ employees: ['u9'] });
  await employeeCountIs(path, 1);
  // A count written wrong is put right.
  await db.doc(path).update({ employeeCount: 40 });
  await employeeCountIs(path, 1);
}, 120_000);

it("keeps an organisation's code summary through a code's creation, usage, move and deletion", async () => {
  const first = 'organisations/summary-codes-a';
  const second = 'organisations/summary-codes-b';
  await db.doc(first).set(organisation('Codes A', []));
  await db.doc(second).set(organisation('Codes B', []));
  const one = code('summary-codes-a', 'SUM-ONE', 0);
  const two = code('summary-codes-a', 'SUM TWO', 4);
  await db.doc('codes/code-sum-one').set(one);
  await db.doc('codes/code-sum-two').set(two);
  await summaryIs(first, { 'code-sum-one': '0 20 1 SUM-ONE', 'code-sum-two': '4 20 1 SUM TWO' });

  // A sign-up with the code (the mobile app's usage), then its deactivation.
  await db.doc('codes/code-sum-one').update({ currentUsage: FieldValue.increment(1) });
  await db.doc('codes/code-sum-one').update({ isActive: false });
  await summaryIs(first, {
    'code-sum-one': codeSummaryEntry({ ...one, currentUsage: 1, isActive: false }),
    'code-sum-two': '4 20 1 SUM TWO',
  });

  // Moved to the other organisation, then deleted.
  await db.doc('codes/code-sum-two').update({ organisationId: 'summary-codes-b' });
  await summaryIs(first, { 'code-sum-one': '1 20 0 SUM-ONE' });
  await summaryIs(second, { 'code-sum-two': '4 20 1 SUM TWO' });
  await db.doc('codes/code-sum-two').delete();
  await summaryIs(second, {});
}, 120_000);

it('backfills the counts and the summaries of an older project, then finds nothing left to do', async () => {
  const batch = oldDb.batch();
  batch.set(oldDb.doc('organisations/old-a'), organisation('Old A', ['u1', 'u2', 'u3']));
  // A summary left stale: a code gone, another's usage behind.
  batch.set(oldDb.doc('organisations/old-b'), {
    ...organisation('Old B', []),
    employeeCount: 0,
    codeSummary: { 'code-gone': '1 20 1 GONE', 'code-old-b': '0 20 1 OLD-B' },
  });
  // No codes and no summary: nothing to write.
  batch.set(oldDb.doc('organisations/old-c'), {
    ...organisation('Old C', ['u4']),
    employeeCount: 1,
  });
  batch.set(oldDb.doc('codes/code-old-a1'), code('old-a', 'OLD-A1', 2));
  batch.set(oldDb.doc('codes/code-old-a2'), code('old-a', 'OLD-A2', 0));
  batch.set(oldDb.doc('codes/code-old-b'), code('old-b', 'OLD-B', 9));
  await batch.commit();

  const dry = { dryRun: true };
  expect((await setOrganisationEmployeeCounts(oldDb, dry)).updated).toEqual(['old-a']);
  expect((await setOrganisationCodeSummaries(oldDb, dry)).updated.sort()).toEqual([
    'old-a',
    'old-b',
  ]);
  expect(await field(oldDb, 'organisations/old-a', 'employeeCount')).toBeUndefined();

  expect(await setOrganisationEmployeeCounts(oldDb)).toEqual({ scanned: 3, updated: ['old-a'] });
  const summaries = await setOrganisationCodeSummaries(oldDb, { pageSize: 2 });
  expect(summaries.scanned).toBe(3);
  expect(summaries.updated.sort()).toEqual(['old-a', 'old-b']);
  expect(await field(oldDb, 'organisations/old-a', 'employeeCount')).toBe(3);
  expect(await field(oldDb, 'organisations/old-a', 'codeSummary')).toEqual({
    'code-old-a1': '2 20 1 OLD-A1',
    'code-old-a2': '0 20 1 OLD-A2',
  });
  expect(await field(oldDb, 'organisations/old-b', 'codeSummary')).toEqual({
    'code-old-b': '9 20 1 OLD-B',
  });
  expect(await field(oldDb, 'organisations/old-c', 'codeSummary')).toBeUndefined();

  expect((await setOrganisationEmployeeCounts(oldDb, dry)).updated).toEqual([]);
  expect((await setOrganisationCodeSummaries(oldDb, dry)).updated).toEqual([]);
}, 120_000);

const mapsAre = (path: string, divisions: readonly { id: string; name: string }[]) =>
  pollUntil(
    async () => {
      const stored = (await db.doc(path).get()).data() ?? {};
      return (
        JSON.stringify([stored.divisionNames, stored.divisionsById]) ===
        JSON.stringify([
          divisionMaps({ divisions }).divisionNames,
          divisionMaps({ divisions }).divisionsById,
        ])
      );
    },
    `division maps of ${divisions.map(({ name }) => name).join(', ')}`,
  );

it('keeps the division maps from the list, and renames a renamed division in its codes', async () => {
  const path = 'organisations/summary-divisions';
  // Written as another client writes it: the list alone.
  await db.doc(path).set(organisation('Divisions Ltd', []));
  await db.doc('codes/code-div-one').set(code('summary-divisions', 'DIV-ONE', 0));
  const base = { id: 'd1', name: 'Default division' };
  await mapsAre(path, [base]);

  const sales = { id: 'd2', name: 'Sales', description: 'Field' };
  await db.doc(path).update({ divisions: [base, sales] });
  await mapsAre(path, [base, sales]);
  // Maps written wrong are put right.
  await db.doc(path).update({ 'divisionNames.d2': 'Wrong', 'divisionsById.ghost': { id: 'x' } });
  await mapsAre(path, [base, sales]);

  await db.doc(path).update({ divisions: [{ ...base, name: 'Head office' }, sales] });
  await mapsAre(path, [{ ...base, name: 'Head office' }, sales]);
  await pollUntil(
    async () => (await field(db, 'codes/code-div-one', 'divisionName')) === 'Head office',
    "the code's division name",
  );
  await db.doc(path).update({ divisions: [sales] });
  await mapsAre(path, [sales]);
}, 120_000);

it("backfills the division maps and the codes' division names of an older project", async () => {
  const batch = oldDb.batch();
  batch.set(oldDb.doc('organisations/old-d'), {
    ...organisation('Old D', []),
    divisions: [
      { id: 'd1', name: 'Head office' },
      { id: 'd2', name: 'Sales', description: 'Field' },
    ],
  });
  // A code named after its division's name before it was renamed, and one already right.
  batch.set(oldDb.doc('codes/code-old-d1'), code('old-d', 'OLD-D1', 0));
  batch.set(oldDb.doc('codes/code-old-d2'), {
    ...code('old-d', 'OLD-D2', 0),
    divisionId: 'd2',
    divisionName: 'Sales',
  });
  await batch.commit();

  expect((await setOrganisationDivisionMaps(oldDb, { dryRun: true })).updated).toContain('old-d');
  expect((await setCodeDivisionNames(oldDb, { dryRun: true })).updated).toEqual(['code-old-d1']);
  expect(await field(oldDb, 'codes/code-old-d1', 'divisionName')).toBe('Default division');

  expect((await setOrganisationDivisionMaps(oldDb)).updated).toContain('old-d');
  expect(await field(oldDb, 'organisations/old-d', 'divisionNames')).toEqual({
    d1: 'Head office',
    d2: 'Sales',
  });
  expect(await field(oldDb, 'organisations/old-d', 'divisionsById')).toEqual({
    d1: { id: 'd1', name: 'Head office' },
    d2: { id: 'd2', name: 'Sales', description: 'Field' },
  });
  expect((await setCodeDivisionNames(oldDb)).updated).toEqual(['code-old-d1']);
  expect(await field(oldDb, 'codes/code-old-d1', 'divisionName')).toBe('Head office');
  expect((await setOrganisationDivisionMaps(oldDb, { dryRun: true })).updated).toEqual([]);
  expect((await setCodeDivisionNames(oldDb, { dryRun: true })).updated).toEqual([]);
});
