// The Organisations list's server-kept figures (src/domain/organisationSummary.ts) and the
// administrators' code summaries (src/domain/codeSummaries.ts), whoever writes the documents:
// the score calculation keeps `employeeCount` as users join, move and leave (the `employees` list aside),
// onOrganisationWritten keeps the division maps, renames a renamed division in its codes and
// takes out any code an older writer left in the document; onCodeWritten keeps
// `codeSummaries/{organisationId}` through a code's creation, a usage change (the mobile app's
// sign-up), a move to another organisation and a deletion. The triggers are registered for the
// stack's project only, so that part writes there; the migrations (scripts/migrations) are proven
// in a project of their own, without triggers, as olderProject.test.ts does: what is found
// afterwards is their work alone.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { codeSummaryEntry } from '../../src/domain/codeSummaries';
import { divisionMaps } from '../../src/domain/divisionMaps';
import { EMPLOYEES_LIST_LIMIT } from '../../src/domain/employeesList';
import { SCORE_CONTRIBUTIONS_COLLECTION } from '../../src/domain/scoreContributions';
import {
  RECALCULATION_LEASE_MS,
  SCORE_RECALCULATIONS_COLLECTION,
  recalculationStep,
  type ScoreRecalculationMarker,
} from '../../src/domain/scoreRecalculation';
import { timestampsToDates } from '../../src/domain/timestamps';
import { calculateNow } from '../../functions/src/scores/scoreRecalculationMarker';
import { countMembers } from '../../scripts/migrations/countMembers';
import { keyCodesByValue } from '../../scripts/migrations/keyCodesByValue';
import { removeCodesFromOrganisations } from '../../scripts/migrations/removeCodesFromOrganisations';
import { setCodeDivisionNames } from '../../scripts/migrations/setCodeDivisionNames';
import { setEmployeeMembership } from '../../scripts/migrations/setEmployeeMembership';
import {
  setOrganisationCodeSummaries,
  setOrganisationDivisionMaps,
  setOrganisationEmployeeCounts,
} from '../../scripts/migrations/setOrganisationSummaries';
import { resetFirestore } from '../helpers/reset';
import {
  currentStack,
  TRIGGER_TEST_TIMEOUT_MS,
  TRIGGER_WAIT_MS,
  usesTriggers,
} from '../helpers/stack';

usesTriggers();

const STACK_PROJECT = currentStack().projectId;
const MIGRATION_PROJECT = 'demo-kynd-organisation-summaries';

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
  const deadline = Date.now() + TRIGGER_WAIT_MS;
  while (!(await read())) {
    if (Date.now() > deadline)
      throw new Error(`${what}: not kept within ${TRIGGER_WAIT_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

const field = async (store: Firestore, path: string, name: string): Promise<unknown> =>
  (await store.doc(path).get()).get(name) as unknown;

const employeeCountIs = (path: string, count: number) =>
  pollUntil(async () => (await field(db, path, 'employeeCount')) === count, `count ${count}`);

/** An organisation's code summary, by division: empty divisions left out. */
async function summaryOf(store: Firestore, organisationId: string) {
  const byDivision = ((await field(store, `codeSummaries/${organisationId}`, 'byDivision')) ??
    {}) as Record<string, Record<string, string>>;
  // Sorted by key, so that two summaries compare as text.
  return Object.fromEntries(
    Object.entries(byDivision)
      .filter(([, entries]) => Object.keys(entries).length > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([division, entries]) => [
        division,
        Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b))),
      ]),
  );
}

async function summaryIs(organisationId: string, expected: Record<string, Record<string, string>>) {
  let last = '';
  await pollUntil(
    async () => {
      last = JSON.stringify(await summaryOf(db, organisationId));
      return last === JSON.stringify(expected);
    },
    `summary ${JSON.stringify(expected)}`,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)} (it is ${last})`);
  });
}

beforeAll(async () => {
  await resetFirestore(STACK_PROJECT);
  await resetFirestore(MIGRATION_PROJECT);
});

afterAll(async () => {
  await deleteApp(triggered);
  await deleteApp(migrated);
});

/** A users document naming an organisation: a member of it. */
const member = (organisationId: string) => ({
  firstName: 'Ann',
  lastName: 'Member',
  organisation: { id: organisationId, name: organisationId },
  isActive: true,
});

it(
  'counts the members who join, move and leave, whatever the employees list holds',
  async () => {
    const path = 'organisations/summary-count';
    await db.doc(path).set(organisation('Count Ltd', ['listed-1', 'listed-2']));
    await db.doc('organisations/summary-count-b').set(organisation('Count B', []));
    await db.doc('users/count-u1').set(member('summary-count'));
    await db.doc('users/count-u2').set(member('summary-count'));
    await employeeCountIs(path, 2);
    // Three at once, as an import's chunk commits them.
    const batch = db.batch();
    for (const id of ['count-u3', 'count-u4', 'count-u5']) {
      batch.set(db.doc(`users/${id}`), member('summary-count'));
    }
    await batch.commit();
    await employeeCountIs(path, 5);
    await db.doc('users/count-u1').update({ organisation: { id: 'summary-count-b', name: 'B' } });
    await employeeCountIs(path, 4);
    await employeeCountIs('organisations/summary-count-b', 1);
    await db.doc('users/count-u2').delete();
    await employeeCountIs(path, 3);
    // The list is not membership: changing it changes no count.
    await db.doc(path).update({ employees: FieldValue.arrayUnion('u7', 'u8', 'u9') });
    await db.doc('users/count-u6').set(member('summary-count'));
    await employeeCountIs(path, 4);
    // A member who is not active is a member too.
    await db.doc('users/count-u6').update({ isActive: false });
    await db.doc('users/count-u7').set({ ...member('summary-count'), isActive: false });
    await employeeCountIs(path, 5);
    // A member of an organisation that no longer exists counts nowhere, and no document is made
    // for it; once they move to one that exists, they count there.
    await db.doc('users/count-u8').set(member('summary-gone'));
    await db.doc('users/count-u8').update({ organisation: { id: 'summary-count-b', name: 'B' } });
    await employeeCountIs('organisations/summary-count-b', 2);
    expect((await db.doc('organisations/summary-gone').get()).exists).toBe(false);
    await employeeCountIs(path, 5);
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it(
  "counts a callable's change again after a calculation under the lease that read the counters before it",
  async () => {
    const path = 'organisations/summary-lease';
    await db.doc(path).set(organisation('Lease Ltd', []));
    await db.doc('users/lease-u1').set(member('summary-lease'));
    await db.doc('users/lease-u2').set(member('summary-lease'));
    await employeeCountIs(path, 2);
    const marker = db.doc(`${SCORE_RECALCULATIONS_COLLECTION}/summary-lease`);
    await pollUntil(async () => {
      const data = timestampsToDates((await marker.get()).data()) as ScoreRecalculationMarker;
      return recalculationStep(data, new Date()) === 'idle';
    }, 'no calculation under way');
    // A calculation takes the lease and reads the counters; then a callable syncs a change and
    // calculates at once; the calculation under the lease stores the count it read, and ends.
    const startedAt = new Date();
    await marker.update({ startedAt, leaseUntil: new Date(Date.now() + RECALCULATION_LEASE_MS) });
    await calculateNow(db, 'summary-lease');
    await db.doc(path).update({ employeeCount: 3 });
    await marker.update({ calculatedFrom: startedAt, leaseUntil: FieldValue.delete() });
    await employeeCountIs(path, 2);
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it(
  "keeps an organisation's code summary through a code's creation, usage, move and deletion",
  async () => {
    await db.doc('organisations/summary-codes-a').set(organisation('Codes A', []));
    await db.doc('organisations/summary-codes-b').set(organisation('Codes B', []));
    const one = code('summary-codes-a', 'SUM-ONE', 0);
    const two = code('summary-codes-a', 'SUM TWO', 4);
    await db.doc('codes/code-sum-one').set(one);
    await db.doc('codes/code-sum-two').set(two);
    await summaryIs('summary-codes-a', {
      d1: { 'code-sum-one': '0 20 1 SUM-ONE', 'code-sum-two': '4 20 1 SUM TWO' },
    });

    // A sign-up with the code (the mobile app's usage), then its deactivation.
    await db.doc('codes/code-sum-one').update({ currentUsage: FieldValue.increment(1) });
    await db.doc('codes/code-sum-one').update({ isActive: false });
    await summaryIs('summary-codes-a', {
      d1: {
        'code-sum-one': codeSummaryEntry({ ...one, currentUsage: 1, isActive: false }),
        'code-sum-two': '4 20 1 SUM TWO',
      },
    });

    // Moved to the other organisation, then deleted.
    await db.doc('codes/code-sum-two').update({ organisationId: 'summary-codes-b' });
    await summaryIs('summary-codes-a', { d1: { 'code-sum-one': '1 20 0 SUM-ONE' } });
    await summaryIs('summary-codes-b', { d1: { 'code-sum-two': '4 20 1 SUM TWO' } });
    await db.doc('codes/code-sum-two').delete();
    await summaryIs('summary-codes-b', {});
    // The organisations' own documents, which every member reads, hold none of it.
    for (const id of ['summary-codes-a', 'summary-codes-b']) {
      const stored = JSON.stringify((await db.doc(`organisations/${id}`).get()).data());
      expect(stored).not.toContain('SUM');
    }
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it(
  'takes out the codes an older writer leaves in an organisation document',
  async () => {
    const path = 'organisations/summary-old-writer';
    // As an older dashboard or a script wrote it: a copy of the codes in a division, and the code
    // summary an older version kept in the document.
    await db.doc(path).set({
      ...organisation('Old Writer', []),
      divisions: [
        {
          id: 'd1',
          name: 'Default division',
          codes: [{ id: 'code-oldw', code: 'OLDW', organisationId: 'x', maximumUsage: 5 }],
        },
      ],
      codeSummary: { 'code-oldw': '0 5 1 OLDW' },
    });
    await pollUntil(async () => {
      const stored = (await db.doc(path).get()).data() ?? {};
      return (
        !JSON.stringify(stored).includes('OLDW') &&
        JSON.stringify(stored.divisions) ===
          JSON.stringify([{ id: 'd1', name: 'Default division' }])
      );
    }, 'the organisation without its codes');
    expect((await db.doc(path).get()).data()?.divisionsById).toEqual({
      d1: { id: 'd1', name: 'Default division' },
    });
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it(
  'backfills the counts and the summaries of an older project, then finds nothing left to do',
  async () => {
    const batch = oldDb.batch();
    // The members: three of old-a, one of old-c (whose lists happen to name them).
    for (const [id, organisationId] of [
      ['u1', 'old-a'],
      ['u2', 'old-a'],
      ['u3', 'old-a'],
      ['u4', 'old-c'],
    ]) {
      batch.set(oldDb.doc(`users/${id}`), member(organisationId));
    }
    batch.set(oldDb.doc('organisations/old-a'), organisation('Old A', ['u1', 'u2', 'u3']));
    batch.set(oldDb.doc('organisations/old-b'), { ...organisation('Old B', []), employeeCount: 0 });
    // A summary left stale: a code gone, another's usage behind.
    batch.set(oldDb.doc('codeSummaries/old-b'), {
      byDivision: { d1: { 'code-gone': '1 20 1 GONE', 'code-old-b': '0 20 1 OLD-B' } },
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
    expect(summaries.scanned).toBe(2);
    expect(summaries.updated.sort()).toEqual(['old-a', 'old-b']);
    expect(await field(oldDb, 'organisations/old-a', 'employeeCount')).toBe(3);
    expect(await summaryOf(oldDb, 'old-a')).toEqual({
      d1: { 'code-old-a1': '2 20 1 OLD-A1', 'code-old-a2': '0 20 1 OLD-A2' },
    });
    expect(await summaryOf(oldDb, 'old-b')).toEqual({ d1: { 'code-old-b': '9 20 1 OLD-B' } });
    expect((await oldDb.doc('codeSummaries/old-c').get()).exists).toBe(false);

    expect((await setOrganisationEmployeeCounts(oldDb, dry)).updated).toEqual([]);
    expect((await setOrganisationCodeSummaries(oldDb, dry)).updated).toEqual([]);
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it(
  'marks an older list over the bound capped, and counts its members, once',
  async () => {
    const listed = Array.from({ length: EMPLOYEES_LIST_LIMIT + 1 }, (_, index) => `old-${index}`);
    await oldDb.doc('organisations/old-big').set(organisation('Old Big', listed));
    await oldDb.doc('organisations/old-small').set({
      ...organisation('Old Small', ['s1']),
      employeeCount: 1,
    });
    await oldDb.doc('users/s1').set(member('old-small'));
    await oldDb.doc('users/big1').set(member('old-big'));

    const dry = await setEmployeeMembership(oldDb, { dryRun: true });
    expect(dry.updated).toContain('old-big');
    expect(dry.updated).not.toContain('old-small');
    expect(await field(oldDb, 'organisations/old-big', 'employeesListCapped')).toBeUndefined();

    expect((await setEmployeeMembership(oldDb)).updated).toContain('old-big');
    const big = (await oldDb.doc('organisations/old-big').get()).data() ?? {};
    expect(big.employeesListCapped).toBe(true);
    expect(big.employeeCount).toBe(1);
    // The list itself is left as it is.
    expect(big.employees).toHaveLength(EMPLOYEES_LIST_LIMIT + 1);
    expect(await field(oldDb, 'organisations/old-small', 'employeesListCapped')).toBeUndefined();
    expect((await setEmployeeMembership(oldDb, { dryRun: true })).updated).toEqual([]);
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

it(
  'counts the members of an older project as the triggers keep them, then finds nothing left to do',
  async () => {
    const batch = oldDb.batch();
    // Counted by an older version: all three members, one of them not active, whose
    // contribution older versions did not record.
    batch.set(oldDb.doc('organisations/old-members'), {
      ...organisation('Old Members', []),
      employeeCount: 3,
      employeeCountAt: new Date('2026-01-01T00:00:00Z'),
    });
    batch.set(oldDb.doc('users/m1'), member('old-members'));
    batch.set(oldDb.doc('users/m2'), member('old-members'));
    batch.set(oldDb.doc('users/m3'), { ...member('old-members'), isActive: false });
    await batch.commit();

    expect((await countMembers(oldDb, { dryRun: true })).updated).toContain('old-members');
    expect(await field(oldDb, 'organisations/old-members', 'employeeCountAt')).toBeDefined();
    expect((await countMembers(oldDb)).updated).toContain('old-members');
    const counted = (await oldDb.doc('organisations/old-members').get()).data() ?? {};
    expect(counted.employeeCount).toBe(3);
    expect(counted).not.toHaveProperty('employeeCountAt');
    const contributions = await oldDb
      .collection(SCORE_CONTRIBUTIONS_COLLECTION)
      .where('organisationId', '==', 'old-members')
      .get();
    expect(contributions.docs.map((doc) => doc.id).sort()).toEqual(['m1', 'm2', 'm3']);
    expect((await countMembers(oldDb, { dryRun: true })).updated).toEqual([]);
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

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

it(
  'keeps the division maps from the list, and renames a renamed division in its codes',
  async () => {
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
  },
  TRIGGER_TEST_TIMEOUT_MS,
);

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

it('moves older codes to the id derived from their value, and reports what it must leave', async () => {
  const stamp = { lastChangedBy: 'someone', lastChangedAt: new Date('2026-01-02T00:00:00Z') };
  const batch = oldDb.batch();
  // Stored under an automatic id, with its summary entry and the stamp of its last editor.
  batch.set(oldDb.doc('codes/autoMove'), { ...code('old-e', 'MOVE-ME', 2), ...stamp });
  batch.set(oldDb.doc('codeSummaries/old-e'), {
    byDivision: { d1: { autoMove: '2 20 1 MOVE-ME' } },
  });
  // One value, two codes in two organisations: which one is right is not the migration's to say.
  batch.set(oldDb.doc('codes/twiceE'), code('old-e', 'TWICE', 0));
  batch.set(oldDb.doc('codes/twiceF'), code('old-f', 'TWICE', 0));
  // Its derived id holds a code whose value is not stored as codes are (no sign-up finds it).
  batch.set(oldDb.doc('codes/autoTaken'), code('old-e', 'TAKEN', 0));
  batch.set(oldDb.doc('codes/code-taken'), code('old-e', 'taken ', 0));
  // Already where it belongs.
  batch.set(oldDb.doc('codes/code-fine'), code('old-e', 'FINE', 0));
  await batch.commit();

  const dry = await keyCodesByValue(oldDb, { dryRun: true });
  expect(dry.updated).toEqual(['autoMove']);
  expect(await field(oldDb, 'codes/autoMove', 'code')).toBe('MOVE-ME');
  const report = dry.report?.join('\n') ?? '';
  expect(report).toContain(
    'TWICE is held by 2 codes, codes/twiceE (organisation old-e), codes/twiceF (organisation old-f)',
  );
  expect(report).toContain(
    'codes/autoTaken (organisation old-e): its id codes/code-taken holds another code',
  );
  expect(report).toContain(
    'codes/code-taken (organisation old-e): its value "taken " is not a stored code',
  );

  expect((await keyCodesByValue(oldDb)).updated).toEqual(['autoMove']);
  expect((await oldDb.doc('codes/autoMove').get()).exists).toBe(false);
  // Moved whole, seats included, without the stamp (the move is nobody's edit).
  expect((await oldDb.doc('codes/code-move-me').get()).data()).toEqual(code('old-e', 'MOVE-ME', 2));
  expect(await summaryOf(oldDb, 'old-e')).toEqual({ d1: { 'code-move-me': '2 20 1 MOVE-ME' } });
  for (const id of ['twiceE', 'twiceF', 'autoTaken', 'code-taken', 'code-fine']) {
    expect((await oldDb.doc(`codes/${id}`).get()).exists).toBe(true);
  }
  const again = await keyCodesByValue(oldDb, { dryRun: true });
  expect(again.updated).toEqual([]);
  expect(again.report).toHaveLength(3);
});

it('takes the codes out of the organisation documents of an older project', async () => {
  const copy = { id: 'code-g', code: 'GEE', organisationId: 'old-g', maximumUsage: 20 };
  const divisions = [
    { id: 'd1', name: 'Default division', codes: [copy] },
    { id: 'd2', name: 'Sales', codes: [] },
  ];
  await oldDb.doc('organisations/old-g').set({
    ...organisation('Old G', []),
    divisions,
    ...divisionMaps({ divisions: [] }),
    divisionsById: { d1: divisions[0], d2: divisions[1] },
    divisionNames: { d1: 'Default division', d2: 'Sales' },
    codeSummary: { 'code-g': '0 20 1 GEE' },
  });
  expect((await removeCodesFromOrganisations(oldDb, { dryRun: true })).updated).toEqual(['old-g']);
  expect(await field(oldDb, 'organisations/old-g', 'codeSummary')).toBeDefined();

  expect((await removeCodesFromOrganisations(oldDb)).updated).toEqual(['old-g']);
  const stored = (await oldDb.doc('organisations/old-g').get()).data() ?? {};
  expect(JSON.stringify(stored)).not.toContain('GEE');
  expect(stored.divisions).toEqual([
    { id: 'd1', name: 'Default division' },
    { id: 'd2', name: 'Sales' },
  ]);
  expect(stored.divisionsById).toEqual({
    d1: { id: 'd1', name: 'Default division' },
    d2: { id: 'd2', name: 'Sales' },
  });
  expect(stored).not.toHaveProperty('codeSummary');
  expect((await removeCodesFromOrganisations(oldDb, { dryRun: true })).updated).toEqual([]);
});
