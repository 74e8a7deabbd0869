// docs/roles.md "What each role receives", tried as an attacker would: raw REST requests to the
// Firestore emulator and the callables with each role's own ID token, skipping the dashboard. An
// employee signs up through the app's door and leaves answers, health checks, results, contact
// data and a push token; then each role reads what it can and the test compares the fields it
// receives with the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeDocumentId } from '@/domain/codes';
import { DIRECTORY_FIELDS } from '../helpers/expected';
import {
  answerQuestionnaire,
  closeApp,
  completeHealthCheck,
  connectApp,
  raiseAlert,
  setPushSettings,
  signUp,
  submitResults,
  updateProfile,
  type AppClient,
} from '../../scripts/app';
import {
  PASSWORD,
  PROJECT_ID,
  closeClients,
  createAdmin,
  ports,
  resetEmulators,
  setUser,
  signInWithPassword,
} from './functionsHarness';
import { mockIdToken } from './providerHarness';
import { TRIGGER_WAIT_MS, usesTriggers } from '../helpers/stack';

usesTriggers();

const admin = createAdmin('received-fields');
const db = admin.db;
const A = 'org-received-a';
const B = 'org-received-b';
const PROVIDER = 'org-received-provider';
const CODE = 'RECEIVED';
const EMPLOYEE_EMAIL = 'employee.received@example.com';
const BIRTH_DATE = new Date('1988-04-02T00:00:00Z');

const DOCUMENTS = `http://127.0.0.1:${ports.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

interface Caller {
  name: string;
  token: () => Promise<string>;
}

async function passwordCaller(email: string): Promise<Caller> {
  const client = await signInWithPassword(email);
  return {
    name: email,
    token: async () => {
      const user = client.auth.currentUser;
      if (!user) throw new Error(`${email} is not signed in`);
      return user.getIdToken();
    },
  };
}

/** A REST get: the document's top-level field names, or the HTTP status when refused. */
async function getFields(caller: Caller, path: string): Promise<string[] | number> {
  const response = await fetch(`${DOCUMENTS}/${path}`, {
    headers: { Authorization: `Bearer ${await caller.token()}` },
  });
  if (!response.ok) return response.status;
  const document = (await response.json()) as { fields?: Record<string, unknown> };
  return Object.keys(document.fields ?? {}).sort();
}

/** A REST get of a map field's own field names. */
async function mapFields(caller: Caller, path: string, field: string): Promise<string[]> {
  const response = await fetch(`${DOCUMENTS}/${path}`, {
    headers: { Authorization: `Bearer ${await caller.token()}` },
  });
  expect(response.ok).toBe(true);
  const document = (await response.json()) as {
    fields: Record<string, { mapValue?: { fields?: Record<string, unknown> } }>;
  };
  return Object.keys(document.fields[field]?.mapValue?.fields ?? {}).sort();
}

/**
 * A REST query of a collection where `field` equals `value`: each document's field names, or the
 * HTTP status when the rules refuse the query.
 */
async function listFields(
  caller: Caller,
  collection: string,
  field: string,
  value: string,
): Promise<string[][] | number> {
  const response = await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await caller.token()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: {
          fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
        },
      },
    }),
  });
  if (!response.ok) return response.status;
  const rows = (await response.json()) as { document?: { fields?: Record<string, unknown> } }[];
  return rows.flatMap((row) =>
    row.document ? [Object.keys(row.document.fields ?? {}).sort()] : [],
  );
}

let employee: AppClient;
let employeeId = '';
const callers: Record<'orgAdmin' | 'kyndAdmin' | 'staff' | 'colleague', Caller> = {} as never;
let clinician: Caller;

async function fixtures(): Promise<void> {
  const division = (id: string) => ({ id: `${id}-default`, name: 'Default division' });
  const organisation = (id: string, name: string, questionnaires: string[] = []) => ({
    name,
    address: '1 Quay Street',
    phone: '+6495550101',
    isActive: true,
    managers: [],
    employees: [],
    divisions: [division(id)],
    industry: 'Accounting',
    customQuestionnaires: questionnaires,
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  const batch = db.batch();
  batch.set(db.doc(`organisations/${A}`), organisation(A, 'Received A', ['hearing-v2']));
  batch.set(db.doc(`organisations/${B}`), organisation(B, 'Received B'));
  batch.set(db.doc(`organisations/${PROVIDER}`), organisation(PROVIDER, 'Provider'));
  batch.set(db.doc(`codes/${codeDocumentId(CODE)}`), {
    code: CODE,
    divisionId: `${A}-default`,
    divisionName: 'Default division',
    organisationId: A,
    organisationName: 'Received A',
    isActive: true,
    currentUsage: 0,
    maximumUsage: 10,
  });
  const staffMember = (
    id: string,
    email: string,
    role: string,
    organisationId: string,
    extra: Record<string, unknown> = {},
  ) => {
    setUser(batch, db, id, {
      firstName: id,
      lastName: 'Staff',
      email,
      role,
      organisation: { id: organisationId, name: organisationId },
      division: division(organisationId),
      isActive: true,
      createdAt: new Date('2025-01-01T00:00:00Z'),
      ...extra,
    });
    return admin.auth.createUser({ uid: id, email, password: PASSWORD, emailVerified: true });
  };
  const accounts = [
    staffMember('receivedOrgAdmin', 'received.orgadmin@example.com', 'Org Admin', A),
    staffMember('receivedColleague', 'received.colleague@example.com', 'User', A),
    staffMember('receivedKynd', 'received.kynd@example.com', 'Kynd Admin', PROVIDER),
    // An allow-listed staff e-mail (src/domain/staff.ts) with the role User.
    staffMember('receivedStaff', 'staff4@example.com', 'User', PROVIDER),
    staffMember('receivedClinician', 'received.clinician@example.com', 'Clinician', PROVIDER, {
      allowedOrganisationsIds: [A],
    }),
  ];
  await batch.commit();
  await Promise.all(accounts);
}

beforeAll(async () => {
  await resetEmulators();
  await fixtures();
  // The employee, as the mobile app makes and uses an account (docs/app-contract.md).
  employee = connectApp({ projectId: PROJECT_ID });
  employeeId = (
    await signUp(employee, {
      email: EMPLOYEE_EMAIL,
      password: PASSWORD,
      code: CODE,
      firstName: 'José',
      lastName: "O'Brien",
    })
  ).uid;
  await updateProfile(employee, { sex: 'male', birthDate: BIRTH_DATE, gender: 'man' });
  await setPushSettings(employee, { enabled: true, deviceToken: 'device-token-received' });
  await answerQuestionnaire(employee, 'hearingSurvey', { q1: 'Often' });
  await completeHealthCheck(employee, 'check-1', {
    date: new Date(),
    values: { weight: 82, height: 176 },
  });
  await submitResults(employee, { category: 'body', values: { weight: 82, height: 176 } });
  await raiseAlert(employee, 'hearing');

  callers.orgAdmin = await passwordCaller('received.orgadmin@example.com');
  callers.kyndAdmin = await passwordCaller('received.kynd@example.com');
  callers.staff = await passwordCaller('staff4@example.com');
  callers.colleague = await passwordCaller('received.colleague@example.com');
  // A clinician signs in by phone (docs/product.md §6); the Firestore emulator takes its token as
  // the Auth emulator would sign it.
  clinician = {
    name: 'clinician',
    token: async () =>
      mockIdToken(PROJECT_ID, {
        uid: 'receivedClinician',
        role: 'Clinician',
        organisationId: PROVIDER,
      }),
  };
  // The sign-up writes the directory entry with the user, in one transaction.
  expect((await db.doc(`userDirectory/${employeeId}`).get()).exists).toBe(true);
}, 120_000);

afterAll(async () => {
  await closeApp(employee);
  await closeClients();
  await admin.close();
});

const PRIVATE_FIELDS = [
  'answers',
  'healthChecks',
  'ongoingHealthCheck',
  'scores',
  'birthDate',
  'deviceToken',
  'email',
  'phone',
  'sex',
  'gender',
  'notifications',
  'updatedAt',
];

describe("an employee's own record (users/{uid})", () => {
  it('reaches the employee and the provider whole', async () => {
    const own = {
      name: 'employee',
      token: async () => (await employee.auth.currentUser?.getIdToken()) ?? '',
    };
    for (const caller of [own, callers.kyndAdmin, callers.staff]) {
      const fields = await getFields(caller, `users/${employeeId}`);
      expect(fields, caller.name).toEqual(
        expect.arrayContaining(['answers', 'healthChecks', 'scores', 'birthDate', 'deviceToken']),
      );
    }
  });

  it('is refused to the Org Admin, a colleague and a clinician, by get and by list', async () => {
    for (const caller of [callers.orgAdmin, callers.colleague, clinician]) {
      expect(await getFields(caller, `users/${employeeId}`), caller.name).toBe(403);
      expect(await listFields(caller, 'users', 'organisation.id', A), caller.name).toBe(403);
    }
  });
});

describe('the directory entry (userDirectory/{uid})', () => {
  it('gives the Org Admin and the clinician the names, role, division and status only', async () => {
    for (const caller of [callers.orgAdmin, clinician]) {
      const fields = await getFields(caller, `userDirectory/${employeeId}`);
      expect(fields, caller.name).toEqual(
        ['createdAt', 'division', 'firstName', 'id', 'isActive', 'lastName', 'lowerFirstName']
          .concat(['lowerLastName', 'organisation', 'role'])
          .sort(),
      );
      const listed = await listFields(caller, 'userDirectory', 'organisation.id', A);
      expect(Array.isArray(listed) && listed.length >= 3, caller.name).toBe(true);
      for (const document of listed as string[][]) {
        for (const field of document) {
          expect(DIRECTORY_FIELDS as readonly string[]).toContain(field);
        }
        expect(document.filter((field) => PRIVATE_FIELDS.includes(field))).toEqual([]);
      }
    }
  });

  it(
    'follows a change the app makes of the name',
    async () => {
      await updateProfile(employee, { firstName: 'Josie' });
      // The trigger serves this write after the file's earlier events, a score calculation's
      // interval included.
      await expect
        .poll(async () => (await db.doc(`userDirectory/${employeeId}`).get()).get('firstName'), {
          timeout: TRIGGER_WAIT_MS,
        })
        .toBe('Josie');
    },
    TRIGGER_WAIT_MS + 10_000,
  );

  it("is refused to a colleague and to another organisation's reader", async () => {
    expect(await getFields(callers.colleague, `userDirectory/${employeeId}`)).toBe(403);
    expect(await listFields(callers.colleague, 'userDirectory', 'organisation.id', A)).toBe(403);
    expect(await listFields(clinician, 'userDirectory', 'organisation.id', B)).toBe(403);
  });
});

describe("the employee's alert", () => {
  it('gives the Org Admin the e-mail its card shows, and no phone or health data', async () => {
    const path = `questionnaireAlerts/${A}_${employeeId}`;
    expect(await mapFields(callers.orgAdmin, path, 'user')).toEqual(
      ['division', 'email', 'firstName', 'id', 'lastName', 'organisation'].sort(),
    );
    const fields = await getFields(callers.orgAdmin, path);
    expect(
      Array.isArray(fields) && fields.filter((field) => PRIVATE_FIELDS.includes(field)),
    ).toEqual([]);
  });
});

describe("the audit trail of the employee's organisation", () => {
  it("holds no entry with the employee's contact or health data", async () => {
    const response = await fetch(`${DOCUMENTS}:runQuery`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await callers.orgAdmin.token()}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'auditLog' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'organisationId' },
              op: 'EQUAL',
              value: { stringValue: A },
            },
          },
        },
      }),
    });
    expect(response.ok).toBe(true);
    const text = await response.text();
    expect(text).toContain('Signed up with a code');
    expect(text).not.toContain(EMPLOYEE_EMAIL);
    expect(text).not.toContain('device-token-received');
    for (const field of ['answers', 'healthChecks', 'birthDate', 'deviceToken', 'phone']) {
      expect(text).not.toContain(`"${field}"`);
    }
  });
});
