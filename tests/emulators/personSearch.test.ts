// The people pickers (docs/product.md §2: Manage clinicians, Change user organisation) ask the
// server, at each pause in the typing, for the first matches of a first or last name, with the
// requests of src/shared/personSearch.ts (usePersonSearch's): an answer is at most PERSON_MATCHES
// documents, no count, and PICKER_KB however many users match and however much each user's
// document holds (only the fields an option shows are read), and "first last" is found among one
// page of first-name matches.
import { setLogLevel } from 'firebase/firestore/lite';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userDerivedFields } from '../../src/domain/derivedFields';
import type { User } from '../../src/domain/types';
import { PERSON_MATCHES, personSearchQueries } from '../../src/shared/personSearch';
import { resetFirestore } from '../helpers/reset';
import {
  connectAs,
  identityDocuments,
  rulesEnvironment,
  seedDocuments,
  usersOf,
  type Connection,
  type Identity,
} from './providerHarness';
import { installReadMeter, type ReadMeter } from './readMeter';
import { PICKER_KB } from '../../scripts/lib/readBudgets';

const PROJECT_ID = 'demo-kynd-person-search';
const KYND_ADMIN: Identity = { uid: 'kyndAdmin', role: 'Kynd Admin', organisationId: 'K' };
/** Far more users than a picker's answer, many of them matching the same start. */
const USERS = 120;
const CLINICIANS = 45;

/** What a mobile-app user's document holds beyond what a picker shows: answers (kilobytes). */
function answers(index: number) {
  return {
    answers: Object.fromEntries(
      Array.from({ length: 30 }, (_, question) => [
        `question${question}`,
        { value: `${'answer '.repeat(20)}${index}`, answeredAt: new Date('2026-01-01T00:00:00Z') },
      ]),
    ),
  };
}

let env: RulesTestEnvironment;
let meter: ReadMeter;
let admin: Connection;

function clinician(index: number) {
  const firstName = index === 0 ? 'Priya' : `Pri${String(index).padStart(2, '0')}`;
  const lastName = index === 0 ? 'Sharma' : 'Many';
  return {
    firstName,
    lastName,
    ...userDerivedFields({ firstName, lastName, role: 'Clinician' }),
    email: `clinician${index}@example.com`,
    organisation: { id: 'K', name: 'Kynd' },
    isActive: true,
    allowedOrganisationsIds: [],
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  };
}

/** The picker's requests for what is typed (usePersonSearch's), and what they read. */
async function pick(typed: string, options: Parameters<typeof personSearchQueries>[1] = {}) {
  const { firstName, lastName } = personSearchQueries(typed.trim(), options);
  meter.reset();
  const pages = await Promise.all(
    [firstName, lastName]
      .filter((query) => query !== undefined)
      .map((query) => admin.provider.getList<User>('users', query)),
  );
  return { users: pages.flatMap((answer) => answer.data), usage: meter.usage() };
}

beforeAll(async () => {
  setLogLevel('silent');
  await resetFirestore(PROJECT_ID);
  env = await rulesEnvironment(PROJECT_ID);
  await seedDocuments(env, {
    ...usersOf('A', USERS, (index) => ({
      // Every one starts the same: the search must stop at a page.
      firstName: `Pri${index}`,
      lowerFirstName: `pri${index}`,
      ...answers(index),
    })),
    ...Object.fromEntries(
      Array.from({ length: CLINICIANS }, (_, index) => [
        `users/clinician-${index}`,
        clinician(index),
      ]),
    ),
    ...identityDocuments([KYND_ADMIN]),
  });
  meter = installReadMeter();
  admin = connectAs(PROJECT_ID, KYND_ADMIN);
});

afterAll(async () => {
  meter?.restore();
  await admin?.close();
  await env?.cleanup();
});

it('answers a typed start with at most a page of users, however many match', async () => {
  const { users, usage } = await pick('pri');
  // Half a page of first-name matches (no last name starts so).
  expect(users).toHaveLength(PERSON_MATCHES / 2);
  expect(usage.documentReads).toBeLessThanOrEqual(PERSON_MATCHES);
  expect(usage.aggregations).toBe(0);
  expect(usage.bytes / 1024).toBeLessThan(PICKER_KB);
  // An option's fields, as stored, and nothing else: neither the answers nor the division.
  expect(users[0]).toMatchObject({ organisation: { id: 'A' } });
  expect(users[0]).toHaveProperty('email');
  expect(users[0]).not.toHaveProperty('answers');
  expect(users[0]).not.toHaveProperty('division');

  // The same answer of whole documents is over the budget: the field mask is what keeps it.
  meter.reset();
  await admin.provider.getList<User>('users', {
    filter: { search: { field: 'firstName', term: 'pri' } },
    sort: { field: 'lowerFirstName', order: 'ASC' },
    pagination: { page: 1, perPage: PERSON_MATCHES / 2 },
  });
  expect(meter.usage().bytes / 1024).toBeGreaterThan(PICKER_KB);
});

it('finds a clinician by "first last" among one page of first-name matches', async () => {
  // Manage clinicians also reads the chosen one's organisations (ClinicianPicker).
  const clinicianSearch = { filter: { role: 'Clinician' }, fields: ['allowedOrganisationsIds'] };
  const { users, usage } = await pick('priya sharma', clinicianSearch);
  expect(users.map((user) => user.id)).toContain('clinician-0');
  expect(users.every((user) => user.id.startsWith('clinician-'))).toBe(true);
  expect(users.find((user) => user.id === 'clinician-0')).toMatchObject({
    allowedOrganisationsIds: [],
  });
  expect(usage.documentReads).toBeLessThanOrEqual(PERSON_MATCHES);
  expect(usage.bytes / 1024).toBeLessThan(PICKER_KB);
  const byLastName = await pick('sharm', clinicianSearch);
  expect(byLastName.users.map((user) => user.id)).toEqual(['clinician-0']);
  expect(byLastName.usage.documentReads).toBeLessThanOrEqual(PERSON_MATCHES);
});
