// docs/product.md §5 Import users through the Functions emulator: the demo file of 200 employees
// (scripts/seed/importDemo.csv) imported into a new organisation, a second run, a resumed run,
// who may import what, the password-setup e-mails the Auth emulator records, and the rules of
// the import documents. Admin SDK only for fixtures and for reading the results back.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { USER_IMPORTS_COLLECTION } from '@/domain/collections';
import {
  IMPORT_CHUNK_SIZE,
  USER_IMPORT_ROWS,
  importedUserId,
  type ImportProblem,
  type ImportRow,
  type ImportRowOutcome,
} from '@/domain/userImport';
import { IMPORT_REASONS } from '../../functions/src/importReasons';
import { parseImportCsv } from '@/domain/userImportCsv';
import type { Role } from '@/domain/types';
import {
  PASSWORD,
  PROJECT_ID,
  authHost,
  closeClients,
  createAdmin,
  expectDenied,
  expectRefusal,
  resetEmulators,
  signInWithPassword,
  type Client,
} from './functionsHarness';
import type { Callables } from '../../scripts/app';

const admin = createAdmin('import-users-test');
const adminDb = admin.db;

const DEMO = parseImportCsv(readFileSync('scripts/seed/importDemo.csv', 'utf8')).rows;
const CREATED_AT = new Date('2026-01-10T00:00:00Z');

const ORGANISATIONS: Record<string, { name: string; divisions: string[] }> = {
  orgA: { name: 'Org A', divisions: ['Default division'] },
  orgB: { name: 'Org B', divisions: ['Default division'] },
};

const PEOPLE: { uid: string; role: Role; organisation: string }[] = [
  { uid: 'kyndAdmin', role: 'Kynd Admin', organisation: 'orgA' },
  { uid: 'orgAdminA', role: 'Org Admin', organisation: 'orgA' },
  { uid: 'userA', role: 'User', organisation: 'orgA' },
  { uid: 'clinicianA', role: 'Clinician', organisation: 'orgA' },
];

const emailOf = (uid: string) => `${uid.toLowerCase()}@people.example.com`;

/** An organisation with only the fields of docs/product.md §3, as any client may have written it. */
async function addOrganisation(id: string, name: string, divisions: string[], employees: string[]) {
  await adminDb
    .collection('organisations')
    .doc(id)
    .set({
      name,
      address: '1 Test Street',
      phone: '',
      isActive: true,
      industry: 'Accounting',
      divisions: divisions.map((division, index) => ({ id: `${id}-d${index}`, name: division })),
      managers: [],
      employees,
      customQuestionnaires: [],
      createdAt: CREATED_AT,
    });
}

async function seed(): Promise<void> {
  for (const [id, organisation] of Object.entries(ORGANISATIONS)) {
    const members = PEOPLE.filter((person) => person.organisation === id).map((p) => p.uid);
    await addOrganisation(id, organisation.name, organisation.divisions, members);
  }
  for (const person of PEOPLE) {
    await admin.auth.createUser({
      uid: person.uid,
      email: emailOf(person.uid),
      password: PASSWORD,
      emailVerified: true,
    });
    await adminDb
      .collection('users')
      .doc(person.uid)
      .set({
        id: person.uid,
        firstName: person.uid,
        lastName: 'Test',
        email: emailOf(person.uid),
        role: person.role,
        organisation: { id: person.organisation, name: ORGANISATIONS[person.organisation]?.name },
        division: { id: `${person.organisation}-d0`, name: 'Default division' },
        isActive: true,
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
      });
  }
}

const clients: Record<string, Client> = {};
const callablesOf = (uid: string): Callables => {
  const client = clients[uid];
  if (!client) throw new Error(`No client ${uid}`);
  return client.callables;
};

beforeAll(async () => {
  await resetEmulators();
  await seed();
  for (const person of PEOPLE) clients[person.uid] = await signInWithPassword(emailOf(person.uid));
});

afterAll(async () => {
  await closeClients();
  await admin.close();
});

type Indexed = { index: number; row: ImportRow };
const indexed = (rows: readonly ImportRow[]): Indexed[] =>
  rows.map((row, index) => ({ index, row }));

function chunksOf(rows: readonly Indexed[]): Indexed[][] {
  const result: Indexed[][] = [];
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK_SIZE) {
    result.push(rows.slice(i, i + IMPORT_CHUNK_SIZE));
  }
  return result;
}

/** Sends the rows chunk by chunk, as the import screen does; answers every row's outcome. */
async function sendRows(
  callables: Callables,
  importId: string,
  rows: readonly Indexed[],
): Promise<ImportRowOutcome[]> {
  const outcomes: ImportRowOutcome[] = [];
  for (const chunk of chunksOf(rows)) {
    const answer = await callables.importUsers({ action: 'rows', importId, rows: chunk });
    outcomes.push(...answer.outcomes);
  }
  return outcomes;
}

async function importAll(callables: Callables, organisationId: string, rows: readonly ImportRow[]) {
  const { importId } = await callables.importUsers({
    action: 'start',
    organisationId,
    total: rows.length,
  });
  const outcomes = await sendRows(callables, importId, indexed(rows));
  const finished = await callables.importUsers({ action: 'finish', importId });
  return { importId, outcomes, finished };
}

async function usersOf(organisationId: string) {
  const snapshot = await adminDb
    .collection('users')
    .where('organisation.id', '==', organisationId)
    .get();
  return snapshot.docs.map((document) => document.data());
}

function getJson(path: string): Promise<unknown> {
  const [hostname, port] = authHost.split(':');
  return new Promise((resolve, reject) => {
    request({ hostname, port: Number(port), path }, (response) => {
      let body = '';
      response.on('data', (part: Buffer) => (body += part.toString()));
      response.on('end', () => resolve(JSON.parse(body) as unknown));
    })
      .on('error', reject)
      .end();
  });
}

/** The password-reset e-mails the Auth emulator recorded, by address. */
async function passwordEmails(): Promise<string[]> {
  const answer = (await getJson(`/emulator/v1/projects/${PROJECT_ID}/oobCodes`)) as {
    oobCodes?: { email: string; requestType: string }[];
  };
  return (answer.oobCodes ?? [])
    .filter((code) => code.requestType === 'PASSWORD_RESET')
    .map((code) => code.email);
}

const REFUSED: Record<number, ImportProblem> = {
  10: 'email',
  50: 'email',
  90: 'email',
  130: 'email',
  20: 'required',
  60: 'required',
  100: 'required',
  30: 'division',
  70: 'division',
  110: 'division',
  // Duplicates in the file: the first of the e-mail is created by then.
  40: 'emailInUse',
  140: 'emailInUse',
  150: 'unknownRole',
  160: 'unknownRole',
};

/** A refused row's outcome: its problem's code, and its plain words for older screens. */
const refused = (index: number, problem: ImportProblem): ImportRowOutcome => ({
  index,
  status: 'refused',
  reason: IMPORT_REASONS[problem],
  problem,
});

describe('importing the demo file of 200 employees into a new organisation', () => {
  const NEW_ORG = 'newOrg';
  let first: Awaited<ReturnType<typeof importAll>>;

  beforeAll(async () => {
    await addOrganisation(NEW_ORG, 'New Org', ['Default division', 'Operations'], []);
    first = await importAll(callablesOf('kyndAdmin'), NEW_ORG, DEMO);
  }, 600_000);

  it('creates exactly the valid rows and refuses the others with their reasons', async () => {
    expect(DEMO).toHaveLength(200);
    const expected = DEMO.map((_, index): ImportRowOutcome => {
      const problem = REFUSED[index];
      return problem ? refused(index, problem) : { index, status: 'created' };
    });
    expect(first.outcomes).toEqual(expected);
    expect(first.finished).toMatchObject({ status: 'finished', created: 186, refused: 14 });
  });

  it('leaves one audit entry for the import, with its counts, and none per row', async () => {
    const entries = await adminDb
      .collection('auditLog')
      .where('organisationId', '==', NEW_ORG)
      .get();
    const forImport = entries.docs
      .map((entry) => entry.data())
      .filter((entry) => entry.via === 'importUsers');
    expect(forImport).toHaveLength(1);
    expect(forImport[0]).toMatchObject({
      action: 'Imported users',
      actor: { role: 'Kynd Admin' },
      target: { kind: 'users', id: first.importId },
      after: { created: 186, refused: 14 },
    });
    expect(entries.docs.filter((entry) => entry.get('via') === 'createUser')).toEqual([]);
  });

  it('writes the users, their Auth accounts, the employees and the managers together', async () => {
    const users = await usersOf(NEW_ORG);
    expect(users).toHaveLength(186);
    const organisation = (await adminDb.collection('organisations').doc(NEW_ORG).get()).data();
    expect([...(organisation?.employees as string[])].sort()).toEqual(
      users.map((user) => user.id as string).sort(),
    );
    expect((organisation?.managers as { name: string }[]).map((manager) => manager.name)).toEqual([
      'Oliver Thompson',
      'Amelia Young',
    ]);
    const aroha = users.find((user) => user.email === 'aroha.smith.1@import.example.com');
    expect(aroha).toMatchObject({
      firstName: 'Aroha',
      lowerFirstName: 'aroha',
      role: 'User',
      division: { id: `${NEW_ORG}-d1`, name: 'Operations' },
      isActive: true,
    });
    const account = await admin.auth.getUser(aroha?.id as string);
    expect(account.email).toBe('aroha.smith.1@import.example.com');
    // No password was made: the user sets one through the e-mail.
    expect(account.providerData.map((provider) => provider.providerId)).not.toContain('password');
  });

  it('sends one password-setup e-mail per created user', async () => {
    const sent = (await passwordEmails()).filter((email) => email.endsWith('@import.example.com'));
    expect(sent.sort()).toEqual(
      (await usersOf(NEW_ORG)).map((user) => user.email as string).sort(),
    );
  });

  it('records the import and its counts for the organisation', async () => {
    const job = (
      await adminDb.collection(USER_IMPORTS_COLLECTION).doc(first.importId).get()
    ).data();
    expect(job).toMatchObject({
      organisationId: NEW_ORG,
      createdBy: { id: 'kyndAdmin' },
      total: 200,
      status: 'finished',
      created: 186,
      refused: 14,
    });
  });

  it('creates nobody on a second run of the same file', async () => {
    const second = await importAll(callablesOf('kyndAdmin'), NEW_ORG, DEMO);
    expect(second.finished).toMatchObject({ created: 0, refused: 200 });
    const inUse = second.outcomes.filter((outcome) => outcome.problem === 'emailInUse');
    expect(inUse).toHaveLength(188);
    expect(await usersOf(NEW_ORG)).toHaveLength(186);
  });

  it('refuses rows for a finished import', async () => {
    await expectRefusal(
      callablesOf('kyndAdmin').importUsers({
        action: 'rows',
        importId: first.importId,
        rows: indexed(DEMO.slice(0, 1)),
      }),
      'failed-precondition',
    );
  });
});

describe('resuming an import', () => {
  it('creates nobody twice when the chunks are sent again with the same import id', async () => {
    const ORG = 'resumeOrg';
    await addOrganisation(ORG, 'Resume Org', ['Default division'], []);
    const rows: ImportRow[] = Array.from({ length: 60 }, (_, index) => ({
      firstName: `Resume${index}`,
      lastName: 'Person',
      email: `resume.${index}@resume.example.com`,
      division: 'Default division',
      role: '',
    }));
    const kynd = callablesOf('kyndAdmin');
    const { importId } = await kynd.importUsers({
      action: 'start',
      organisationId: ORG,
      total: 60,
    });
    // A partial run: the first half, then the tab is closed.
    const partial = await sendRows(kynd, importId, indexed(rows).slice(0, 30));
    expect(partial.every((outcome) => outcome.status === 'created')).toBe(true);
    expect(await usersOf(ORG)).toHaveLength(30);

    // Started again with the same import: every row, answered or created once.
    const again = await sendRows(kynd, importId, indexed(rows));
    expect(again).toEqual(rows.map((_, index) => ({ index, status: 'created' })));
    const finished = await kynd.importUsers({ action: 'finish', importId });
    expect(finished).toMatchObject({ created: 60, refused: 0 });
    expect(await usersOf(ORG)).toHaveLength(60);
    const organisation = (await adminDb.collection('organisations').doc(ORG).get()).data();
    expect(organisation?.employees).toHaveLength(60);
    const sent = (await passwordEmails()).filter((email) => email.endsWith('@resume.example.com'));
    expect(sent).toHaveLength(60);
  });
});

describe('a chunk interrupted or sent twice', () => {
  const people = (org: string, count: number): ImportRow[] =>
    Array.from({ length: count }, (_, index) => ({
      firstName: `Again${index}`,
      lastName: 'Person',
      email: `again.${index}@${org.toLowerCase()}.example.com`,
      division: 'Default division',
      role: index === 0 ? 'Org Admin' : '',
    }));

  /** Every row made once: one users document per e-mail, with the row's own uid. */
  async function expectEachOnce(org: string, importId: string, rows: readonly ImportRow[]) {
    const users = await usersOf(org);
    expect(users.map((user) => user.email as string).sort()).toEqual(
      rows.map((row) => row.email).sort(),
    );
    for (const [index, row] of rows.entries()) {
      const account = await admin.auth.getUserByEmail(row.email);
      expect(account.uid).toBe(importedUserId(importId, index));
      expect(users.find((user) => user.email === row.email)?.id).toBe(account.uid);
    }
    const organisation = (await adminDb.collection('organisations').doc(org).get()).data();
    expect([...(organisation?.employees as string[])].sort()).toEqual(
      users.map((user) => user.id as string).sort(),
    );
    expect(organisation?.managers).toEqual([
      { id: importedUserId(importId, 0), name: 'Again0 Person' },
    ]);
  }

  it('takes up the accounts a call made before it failed, and creates nobody twice', async () => {
    const ORG = 'interruptedOrg';
    await addOrganisation(ORG, 'Interrupted Org', ['Default division'], []);
    const rows = people(ORG, 12);
    const kynd = callablesOf('kyndAdmin');
    const { importId } = await kynd.importUsers({
      action: 'start',
      organisationId: ORG,
      total: 12,
    });
    // What a call leaves when it fails after half of its accounts, before its transaction:
    // accounts with the rows' uids, no users documents, no row outcomes.
    for (const index of [0, 1, 2, 3, 4, 5]) {
      await admin.auth.createUser({
        uid: importedUserId(importId, index),
        email: rows[index]?.email,
      });
    }
    const answer = await kynd.importUsers({ action: 'rows', importId, rows: indexed(rows) });
    expect(answer.outcomes).toEqual(rows.map((_, index) => ({ index, status: 'created' })));
    const again = await kynd.importUsers({ action: 'rows', importId, rows: indexed(rows) });
    expect(again.outcomes).toEqual(answer.outcomes);
    expect(await kynd.importUsers({ action: 'finish', importId })).toMatchObject({
      created: 12,
      refused: 0,
    });
    await expectEachOnce(ORG, importId, rows);
    const sent = (await passwordEmails()).filter((email) =>
      email.endsWith(`@${ORG.toLowerCase()}.example.com`),
    );
    expect(sent.sort()).toEqual(rows.map((row) => row.email).sort());
  });

  it('creates nobody twice when the same chunk is sent twice at once', async () => {
    const ORG = 'twiceOrg';
    await addOrganisation(ORG, 'Twice Org', ['Default division'], []);
    const rows = people(ORG, 20);
    const kynd = callablesOf('kyndAdmin');
    const { importId } = await kynd.importUsers({
      action: 'start',
      organisationId: ORG,
      total: 20,
    });
    const chunk = { action: 'rows' as const, importId, rows: indexed(rows) };
    const answers = await Promise.allSettled([kynd.importUsers(chunk), kynd.importUsers(chunk)]);
    expect(answers.some((answer) => answer.status === 'fulfilled')).toBe(true);
    // Sent once more, as the screen does after a failure: every row answered as created.
    const again = await kynd.importUsers(chunk);
    expect(again.outcomes).toEqual(rows.map((_, index) => ({ index, status: 'created' })));
    expect(await kynd.importUsers({ action: 'finish', importId })).toMatchObject({
      created: 20,
      refused: 0,
    });
    await expectEachOnce(ORG, importId, rows);
  });
});

describe('who may import what', () => {
  const row = (overrides: Partial<ImportRow>): ImportRow => ({
    firstName: 'Rua',
    lastName: 'Test',
    email: 'rua@scope.example.com',
    division: 'Default division',
    role: 'User',
    ...overrides,
  });

  it('lets an Org Admin import Users and Org Admins into its own organisation only', async () => {
    const orgAdmin = callablesOf('orgAdminA');
    const result = await importAll(orgAdmin, 'orgA', [
      row({ email: 'rua.user@scope.example.com' }),
      row({ email: 'rua.admin@scope.example.com', role: 'Org Admin' }),
      row({ email: 'rua.kynd@scope.example.com', role: 'Kynd Admin' }),
      row({ email: 'rua.clinician@scope.example.com', role: 'Clinician' }),
    ]);
    expect(result.outcomes).toEqual([
      { index: 0, status: 'created' },
      { index: 1, status: 'created' },
      refused(2, 'role'),
      refused(3, 'role'),
    ]);
    const roles = (await usersOf('orgA')).filter((user) =>
      String(user.email).endsWith('@scope.example.com'),
    );
    expect(roles.map((user) => user.role).sort()).toEqual(['Org Admin', 'User']);

    await expectRefusal(
      orgAdmin.importUsers({ action: 'start', organisationId: 'orgB', total: 1 }),
      'permission-denied',
    );
  });

  it("refuses an Org Admin another organisation's import", async () => {
    const { importId } = await callablesOf('kyndAdmin').importUsers({
      action: 'start',
      organisationId: 'orgB',
      total: 1,
    });
    const orgAdmin = callablesOf('orgAdminA');
    await expectRefusal(
      orgAdmin.importUsers({ action: 'rows', importId, rows: indexed([row({})]) }),
      'permission-denied',
    );
    await expectRefusal(orgAdmin.importUsers({ action: 'finish', importId }), 'permission-denied');
    expect(await usersOf('orgB')).toEqual([]);
    // The same answer as for an import nobody started: it tells nothing of what orgB runs.
    const answer = (id: string) =>
      orgAdmin.importUsers({ action: 'finish', importId: id }).then(
        () => undefined,
        (error: { code?: unknown; message?: unknown }) => [error.code, error.message],
      );
    expect(await answer(importId)).toEqual(await answer('no-such-import'));
  });

  it('refuses users and clinicians', async () => {
    for (const uid of ['userA', 'clinicianA']) {
      await expectRefusal(
        callablesOf(uid).importUsers({ action: 'start', organisationId: 'orgA', total: 1 }),
        'permission-denied',
      );
    }
  });

  it('refuses rows outside the import and oversized chunks', async () => {
    const kynd = callablesOf('kyndAdmin');
    const { importId } = await kynd.importUsers({
      action: 'start',
      organisationId: 'orgB',
      total: 2,
    });
    await expectRefusal(
      kynd.importUsers({ action: 'rows', importId, rows: [{ index: 2, row: row({}) }] }),
      'invalid-argument',
    );
    const many = Array.from({ length: IMPORT_CHUNK_SIZE + 1 }, (_, index) => ({
      index,
      row: row({}),
    }));
    await expectRefusal(
      kynd.importUsers({ action: 'rows', importId, rows: many }),
      'invalid-argument',
    );
  });
});

describe('the rules of the import documents', () => {
  let importA: string;
  let importB: string;

  beforeAll(async () => {
    const kynd = callablesOf('kyndAdmin');
    ({ importId: importA } = await importAll(kynd, 'orgA', [
      {
        firstName: 'Rule',
        lastName: 'A',
        email: 'rule.a@rules.example.com',
        division: 'Default division',
        role: '',
      },
    ]));
    ({ importId: importB } = await importAll(kynd, 'orgB', [
      {
        firstName: 'Rule',
        lastName: 'B',
        email: 'rule.b@rules.example.com',
        division: 'Default division',
        role: '',
      },
    ]));
  });

  const dbOf = (uid: string) => {
    const client = clients[uid];
    if (!client) throw new Error(`No client ${uid}`);
    return client.db;
  };
  const jobRef = (uid: string, id: string) => doc(dbOf(uid), USER_IMPORTS_COLLECTION, id);
  const rowsOf = (uid: string, id: string) =>
    collection(dbOf(uid), USER_IMPORTS_COLLECTION, id, USER_IMPORT_ROWS);

  it('lets a Kynd Admin read every import and its rows', async () => {
    expect((await getDoc(jobRef('kyndAdmin', importB))).get('organisationId')).toBe('orgB');
    expect((await getDocs(rowsOf('kyndAdmin', importB))).size).toBe(1);
  });

  it("lets an Org Admin read its own organisation's imports, not another's", async () => {
    expect((await getDoc(jobRef('orgAdminA', importA))).get('status')).toBe('finished');
    expect((await getDocs(rowsOf('orgAdminA', importA))).size).toBe(1);
    const own = query(
      collection(dbOf('orgAdminA'), USER_IMPORTS_COLLECTION),
      where('organisationId', '==', 'orgA'),
    );
    expect((await getDocs(own)).size).toBeGreaterThan(0);
    await expectDenied(getDoc(jobRef('orgAdminA', importB)));
    await expectDenied(getDocs(rowsOf('orgAdminA', importB)));
    await expectDenied(getDocs(collection(dbOf('orgAdminA'), USER_IMPORTS_COLLECTION)));
  });

  it('refuses users and clinicians', async () => {
    for (const uid of ['userA', 'clinicianA']) {
      await expectDenied(getDoc(jobRef(uid, importA)));
      await expectDenied(getDocs(rowsOf(uid, importA)));
    }
  });

  it('refuses every client write, whatever the role', async () => {
    for (const uid of ['kyndAdmin', 'orgAdminA']) {
      await expectDenied(
        setDoc(doc(dbOf(uid), USER_IMPORTS_COLLECTION, `forged-${uid}`), {
          organisationId: 'orgA',
          status: 'running',
        }),
      );
      await expectDenied(updateDoc(jobRef(uid, importA), { status: 'running' }));
      await expectDenied(deleteDoc(jobRef(uid, importA)));
      await expectDenied(setDoc(doc(rowsOf(uid, importA), '5'), { index: 5, status: 'created' }));
      await expectDenied(deleteDoc(doc(rowsOf(uid, importA), '0')));
    }
  });
});
