// Figures about too few people reach the Kynd Admin alone (docs/product.md §5 Statistics
// visibility, §9; docs/roles.md "Which data each role reaches"), on the wire as on the screen.
// Read as an attacker would: each role signed in through the Auth emulator, raw reads with the
// client SDK the app uses (firestore.rules apply) and the searchScores callable through the
// Functions emulator, asserting the exact fields each receives. The score calculation runs as
// the dashboard asks for it (scheduleOrgScoreCalculation); the admin SDK writes the fixtures only.
//
// Big Accounting: division 'large' 6 active users, 'small' 3 (and one inactive): 9 in all.
// Small Retail: 2 active users in all, the only organisation of Retail.
import { signInWithCustomToken } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';
import type { Role, UserScores } from '@/domain/types';
import { aggregateScores, type ScoredUser } from '@/domain/scoring';
import { scoreRecordId, type ScoreRecord } from '@/domain/scoreDocuments';
import { industryScoresId, type StoredIndustryScores } from '@/domain/industryScores';
import {
  clientFor,
  closeClients,
  createAccounts,
  createAdmin,
  expectDenied,
  expectRefusal,
  organisationFixture,
  resetEmulators,
  signInWithPassword,
  type Client,
} from './functionsHarness';
import { connectAs, type Connection, type Identity } from './providerHarness';
import { installReadMeter, type ReadMeter } from './readMeter';

const admin = createAdmin('withheld-figures-test');
const AT = new Date('2026-02-01T00:00:00Z');
const BIG = 'big';
const SMALL = 'small';
const HOME = 'home';

type Reader = 'orgAdmin' | 'clinician' | 'staff' | 'kyndAdmin';
type Caller = Reader | 'user';

interface Person {
  uid: string;
  organisation: string;
  division: string;
  firstName: string;
  role?: Role;
  email?: string;
  isActive?: boolean;
  allowedOrganisationsIds?: string[];
  scores?: UserScores;
}

const result = (colour: 'green' | 'orange' | 'red') => ({ colour, calculatedAt: AT });
const scores = (index: number): UserScores => ({
  body: { weight: result((['green', 'orange', 'red'] as const)[index % 3]) },
  life: { life: result(index % 2 === 0 ? 'green' : 'red') },
});

const PEOPLE: Person[] = [
  {
    uid: 'kyndAdmin',
    organisation: HOME,
    division: 'home-d',
    firstName: 'Kim',
    role: 'Kynd Admin',
    email: 'kim@withheld.example.com',
  },
  {
    uid: 'staff',
    organisation: HOME,
    division: 'home-d',
    firstName: 'Stef',
    email: 'staff1@example.com',
  },
  {
    uid: 'clinician',
    organisation: HOME,
    division: 'home-d',
    firstName: 'Cleo',
    role: 'Clinician',
    allowedOrganisationsIds: [BIG, SMALL],
  },
  {
    uid: 'orgAdmin',
    organisation: BIG,
    division: 'large',
    firstName: 'Olga',
    role: 'Org Admin',
    email: 'olga@withheld.example.com',
    scores: scores(0),
  },
  {
    uid: 'user',
    organisation: BIG,
    division: 'large',
    firstName: 'Uma',
    role: 'User',
    email: 'uma@withheld.example.com',
    scores: scores(1),
  },
  ...[2, 3, 4, 5].map((index) => ({
    uid: `large${index}`,
    organisation: BIG,
    division: 'large',
    firstName: `Lee${index}`,
    scores: scores(index),
  })),
  ...[1, 2, 3].map((index) => ({
    uid: `sam${index}`,
    organisation: BIG,
    division: 'small',
    firstName: `Sam${index}`,
    scores: scores(index),
  })),
  {
    uid: 'sam4',
    organisation: BIG,
    division: 'small',
    firstName: 'Sam4',
    isActive: false,
    scores: scores(0),
  },
  ...[1, 2].map((index) => ({
    uid: `retail${index}`,
    organisation: SMALL,
    division: 'retail-d',
    firstName: `Rua${index}`,
    scores: scores(index),
  })),
];

const ORGANISATIONS = {
  [HOME]: { industry: '', divisions: ['home-d'] },
  [BIG]: { industry: 'Accounting', divisions: ['large', 'small'] },
  [SMALL]: { industry: 'Retail', divisions: ['retail-d'] },
};

const scoredOf = (people: readonly Person[]): ScoredUser[] =>
  people.map((person) => ({
    id: person.uid,
    isActive: person.isActive ?? true,
    division: { id: person.division },
    scores: person.scores,
  }));
const members = (organisation: string, division?: string) =>
  scoredOf(
    PEOPLE.filter(
      (person) =>
        person.organisation === organisation && (!division || person.division === division),
    ),
  );

const clients = {} as Record<Caller, Client>;
let anonymous: Client;

async function seed(): Promise<void> {
  const batch = admin.db.batch();
  for (const name of ['Accounting', 'Retail']) {
    batch.set(admin.db.doc(`industries/${name.toLowerCase()}`), {
      name,
      createdAt: AT,
      updatedAt: AT,
    });
  }
  for (const [id, organisation] of Object.entries(ORGANISATIONS)) {
    const people = PEOPLE.filter((person) => person.organisation === id);
    batch.set(
      admin.db.doc(`organisations/${id}`),
      organisationFixture(id, organisation, people, AT),
    );
  }
  for (const person of PEOPLE) {
    batch.set(admin.db.doc(`users/${person.uid}`), {
      firstName: person.firstName,
      lastName: 'Test',
      lowerFirstName: person.firstName.toLowerCase(),
      lowerLastName: 'test',
      role: person.role ?? 'User',
      organisation: { id: person.organisation, name: person.organisation.toUpperCase() },
      division: { id: person.division, name: person.division },
      isActive: person.isActive ?? true,
      ...(person.email ? { email: person.email } : {}),
      ...(person.allowedOrganisationsIds
        ? { allowedOrganisationsIds: person.allowedOrganisationsIds }
        : {}),
      ...(person.scores ? { scores: person.scores } : {}),
      createdAt: AT,
      updatedAt: AT,
    });
  }
  await batch.commit();
  await createAccounts(admin.auth, PEOPLE);
}

/** The fields of a document or an answer, sorted: what the wire carried. */
const fieldsOf = (data: DocumentData | undefined) => Object.keys(data ?? {}).sort();

const FULL_SCOPE = ['averageScore', 'body', 'life', 'mind', 'organisationId', 'scopeId'];
const WITHHELD_SCOPE = ['averageScore', 'organisationId', 'scopeId', 'withheld'];
const WITHHELD_AVERAGE = ['activeUsers', 'calculatedAt'];
const WITHHELD_INDUSTRY = [
  'calculatedAt',
  'industry',
  'organisationsCount',
  'readAt',
  'scores',
  'withheld',
];
const FULL_INDUSTRY = ['calculatedAt', 'industry', 'organisationsCount', 'readAt', 'scores'];
const READERS: readonly Reader[] = ['orgAdmin', 'clinician', 'staff', 'kyndAdmin'];
const historyId = (scope: string) => `${BIG}_${scope}_weight`;

const read = (caller: Caller, path: string) => getDoc(doc(clients[caller].db, path));
const list = (caller: Caller, path: string, field?: string, value?: string) =>
  getDocs(
    field
      ? query(collection(clients[caller].db, path), where(field, '==', value))
      : collection(clients[caller].db, path),
  );

beforeAll(async () => {
  await resetEmulators();
  await seed();
  anonymous = clientFor('withheld-anonymous');
  for (const uid of ['kyndAdmin', 'orgAdmin', 'staff', 'user'] as const) {
    const email = PEOPLE.find((person) => person.uid === uid)?.email ?? '';
    clients[uid] = await signInWithPassword(email);
  }
  // docs/product.md §6: a clinician does not sign in by e-mail; a custom token stands in for the
  // phone sign-in (any provider but the password).
  clients.clinician = clientFor('withheld-clinician');
  await signInWithCustomToken(
    clients.clinician.auth,
    await admin.auth.createCustomToken('clinician'),
  );
  for (const organisationId of [BIG, SMALL]) {
    await clients.kyndAdmin.callables.scheduleOrgScoreCalculation({ organisationId });
  }
});

afterAll(async () => {
  await closeClients();
  await admin.close();
});

describe('score documents of a scope of too few active users', () => {
  it('gives every reader of a small division its count and date, and no figure', async () => {
    for (const reader of READERS) {
      const snapshot = await read(reader, `organisations/${BIG}/scores/small`);
      expect(fieldsOf(snapshot.data()), reader).toEqual(WITHHELD_SCOPE);
      expect(fieldsOf(snapshot.get('averageScore')), reader).toEqual(WITHHELD_AVERAGE);
      expect(snapshot.get('averageScore.activeUsers')).toBe(3);
      expect(snapshot.get('withheld')).toBe(true);
    }
    await expectDenied(read('user', `organisations/${BIG}/scores/small`));
  });

  it('lists an organisation with the small division withheld and the others in full', async () => {
    for (const reader of READERS) {
      const snapshot = await list(reader, `organisations/${BIG}/scores`);
      const byId = Object.fromEntries(snapshot.docs.map((scope) => [scope.id, scope.data()]));
      expect(Object.keys(byId).sort(), reader).toEqual(['all', 'large', 'small']);
      expect(fieldsOf(byId.all), reader).toEqual([...FULL_SCOPE, 'divisionNames'].sort());
      expect(fieldsOf(byId.large), reader).toEqual(FULL_SCOPE);
      expect(fieldsOf(byId.small), reader).toEqual(WITHHELD_SCOPE);
    }
    await expectDenied(list('user', `organisations/${BIG}/scores`));
  });

  it("withholds a small organisation's whole figures, and keeps them for the Kynd Admin", async () => {
    const readable = await read('orgAdmin', `organisations/${BIG}/scores/all`);
    expect(readable.get('averageScore.activeUsers')).toBe(9);
    for (const reader of ['clinician', 'staff', 'kyndAdmin'] as const) {
      const snapshot = await read(reader, `organisations/${SMALL}/scores/all`);
      expect(fieldsOf(snapshot.data()), reader).toEqual(
        [...WITHHELD_SCOPE, 'divisionNames'].sort(),
      );
    }
    const twin = await read('kyndAdmin', `organisations/${SMALL}/withheldScores/all`);
    expect(fieldsOf(twin.data())).toEqual([...FULL_SCOPE, 'divisionNames'].sort());
    const { green, orange, red } = aggregateScores(members(SMALL), AT).body.weight ?? {};
    expect(twin.get('body.weight')).toMatchObject({ green, orange, red });
  });

  it('gives the twins of withheld figures to the Kynd Admin alone, by get and by list', async () => {
    const twin = await read('kyndAdmin', `organisations/${BIG}/withheldScores/small`);
    expect(fieldsOf(twin.data())).toEqual(FULL_SCOPE);
    const expected = aggregateScores(members(BIG, 'small'), AT);
    expect(twin.get('averageScore.activeUsers')).toBe(3);
    expect(twin.get('body.weight')).toMatchObject({
      green: expected.body.weight?.green,
      orange: expected.body.weight?.orange,
      red: expected.body.weight?.red,
    });
    const listed = await list('kyndAdmin', `organisations/${BIG}/withheldScores`);
    expect(listed.docs.map((scope) => scope.id)).toEqual(['small']);
    for (const caller of ['orgAdmin', 'clinician', 'staff', 'user'] as const) {
      await expectDenied(read(caller, `organisations/${BIG}/withheldScores/small`));
      await expectDenied(list(caller, `organisations/${BIG}/withheldScores`));
    }
  });
});

describe('score histories of a scope of too few active users', () => {
  it("keeps the small division's entries out of the series its readers get", async () => {
    for (const reader of READERS) {
      const snapshot = await read(reader, `organisationsScoresHistories/${historyId('small')}`);
      expect(fieldsOf(snapshot.data()), reader).toEqual([
        'divisionId',
        'history',
        'organisationId',
        'questionnaire',
        'withheld',
      ]);
      const entries = Object.values(snapshot.get('history') as Record<string, unknown[]>).flat();
      expect(entries, reader).toEqual([]);
      // The large division's series is whole.
      const large = await read(reader, `organisationsScoresHistories/${historyId('large')}`);
      expect(fieldsOf(large.data()), reader).toEqual([
        'divisionId',
        'history',
        'organisationId',
        'questionnaire',
      ]);
      expect((large.get('history.weight') as unknown[]).length).toBe(1);
    }
  });

  it('lists no entry of a withheld scope to its readers', async () => {
    for (const reader of READERS) {
      const snapshot = await list(reader, 'organisationsScoresHistories', 'organisationId', BIG);
      const small = snapshot.docs.filter((series) => series.get('divisionId') === 'small');
      expect(small.length, reader).toBeGreaterThan(0);
      for (const series of small) {
        expect(Object.values(series.get('history') as Record<string, unknown[]>).flat()).toEqual(
          [],
        );
      }
    }
  });

  it('gives the withheld entries to the Kynd Admin alone', async () => {
    const path = `withheldOrganisationsScoresHistories/${historyId('small')}`;
    const twin = await read('kyndAdmin', path);
    expect(fieldsOf(twin.data())).toEqual([
      'divisionId',
      'history',
      'organisationId',
      'questionnaire',
    ]);
    expect(twin.get('history.weight')).toHaveLength(1);
    const listed = await list(
      'kyndAdmin',
      'withheldOrganisationsScoresHistories',
      'organisationId',
      BIG,
    );
    expect(listed.size).toBeGreaterThan(0);
    for (const caller of ['orgAdmin', 'clinician', 'staff', 'user'] as const) {
      await expectDenied(read(caller, path));
      await expectDenied(
        list(caller, 'withheldOrganisationsScoresHistories', 'organisationId', BIG),
      );
    }
  });
});

describe('industry figures of too few active users', () => {
  const RETAIL = industryScoresId('Retail');

  it('gives those who compare an industry of one small organisation its count, not its figures', async () => {
    for (const reader of READERS) {
      const snapshot = await read(reader, `industryScores/${RETAIL}`);
      expect(fieldsOf(snapshot.data()), reader).toEqual(WITHHELD_INDUSTRY);
      expect(fieldsOf(snapshot.get('scores')), reader).toEqual(['averageScore']);
      expect(fieldsOf(snapshot.get('scores.averageScore')), reader).toEqual(WITHHELD_AVERAGE);
      const listed = await list(reader, 'industryScores');
      const byId = Object.fromEntries(
        listed.docs.map((industry) => [industry.id, industry.data()]),
      );
      expect(fieldsOf(byId[RETAIL]), reader).toEqual(WITHHELD_INDUSTRY);
      expect(fieldsOf(byId[industryScoresId('Accounting')]), reader).toEqual(FULL_INDUSTRY);
    }
    await expectDenied(read('user', `industryScores/${RETAIL}`));
  });

  it("withholds the industry's summary from the allow-listed staff of role User too", async () => {
    for (const reader of ['staff', 'kyndAdmin'] as const) {
      const snapshot = await read(reader, `industrySummaries/${RETAIL}`);
      expect(fieldsOf(snapshot.data()), reader).toEqual(WITHHELD_INDUSTRY);
    }
    for (const caller of ['orgAdmin', 'clinician', 'user'] as const) {
      await expectDenied(read(caller, `industrySummaries/${RETAIL}`));
    }
    // The provider's summary names industries, no figure.
    const provider = await read('staff', 'providerSummaries/all');
    expect(fieldsOf(provider.data())).toEqual(['calculatedAt', 'industries']);
  });

  it('gives the industry twins to the Kynd Admin alone', async () => {
    for (const twins of ['withheldIndustryScores', 'withheldIndustrySummaries']) {
      const twin = await read('kyndAdmin', `${twins}/${RETAIL}`);
      expect(fieldsOf(twin.data()), twins).toEqual(FULL_INDUSTRY);
      expect(twin.get('scores.averageScore.activeUsers')).toBe(2);
      expect((await list('kyndAdmin', twins)).docs.map((industry) => industry.id)).toEqual([
        RETAIL,
      ]);
      for (const caller of ['orgAdmin', 'clinician', 'staff', 'user'] as const) {
        await expectDenied(read(caller, `${twins}/${RETAIL}`));
        await expectDenied(list(caller, twins));
      }
    }
  });
});

describe('the user search (searchScores)', () => {
  const search = (caller: Caller, request: Record<string, unknown>) =>
    clients[caller].callables.searchScores({
      field: 'firstName',
      term: '',
      ...request,
    } as Parameters<Client['callables']['searchScores']>[0]);

  it('answers an Org Admin the count alone of too few matched active users', async () => {
    const answer = await search('orgAdmin', { organisationId: BIG, term: 'Sam' });
    expect(answer).toEqual({ withheld: true, activeUsers: 3, limited: false });
    // A division, blank: everyone of it, as few.
    expect(await search('orgAdmin', { organisationId: BIG, divisionId: 'small' })).toEqual({
      withheld: true,
      activeUsers: 3,
      limited: false,
    });
  });

  it('answers figures of more than the minimum, as the score calculation counts them', async () => {
    const answer = await search('orgAdmin', { organisationId: BIG });
    expect(fieldsOf(answer)).toEqual(['activeUsers', 'limited', 'scores', 'withheld']);
    if (answer.withheld) throw new Error('expected figures');
    expect(answer.activeUsers).toBeGreaterThan(MIN_USERS_FOR_STATISTICS);
    expect(fieldsOf(answer.scores)).toEqual(['averageScore', 'body', 'life', 'mind']);
    const expected = aggregateScores(members(BIG), AT);
    expect(answer.scores.averageScore).toMatchObject({
      activeUsers: 9,
      averageScore: expected.averageScore.averageScore,
      bodyComplete: expected.averageScore.bodyComplete,
    });
    expect(answer.scores.body.weight).toMatchObject({
      green: expected.body.weight?.green,
      orange: expected.body.weight?.orange,
      red: expected.body.weight?.red,
    });
  });

  it('holds the clinician and the staff to the threshold, and answers the Kynd Admin in full', async () => {
    const withheld = { withheld: true, activeUsers: 2, limited: false };
    expect(await search('clinician', { organisationId: SMALL })).toEqual(withheld);
    expect(await search('staff', { organisationId: SMALL })).toEqual(withheld);
    expect(await search('staff', { organisationId: BIG, term: 'sam' })).toEqual({
      ...withheld,
      activeUsers: 3,
    });
    const full = await search('kyndAdmin', {
      organisationId: SMALL,
      field: 'lastName',
      term: 'TE',
    });
    if (full.withheld) throw new Error('expected figures');
    expect(full.activeUsers).toBe(2);
    expect(full.scores.life.life).toMatchObject({
      green: aggregateScores(members(SMALL), AT).life.life?.green,
    });
  });

  it("refuses whoever may not read the organisation's data, and bad input", async () => {
    await expectRefusal(search('orgAdmin', { organisationId: SMALL }), 'permission-denied');
    await expectRefusal(search('clinician', { organisationId: HOME }), 'permission-denied');
    await expectRefusal(search('user', { organisationId: BIG }), 'permission-denied');
    await expectRefusal(
      anonymous.callables.searchScores({ organisationId: BIG, field: 'firstName', term: '' }),
      'unauthenticated',
    );
    await expectRefusal(
      search('kyndAdmin', { organisationId: BIG, field: 'email' }),
      'invalid-argument',
    );
    await expectRefusal(search('kyndAdmin', { organisationId: 'a/b' }), 'invalid-argument');
  });
});

describe("the dashboards' reads through the data provider", () => {
  const identity = (uid: string, role: Role, organisationId: string): Identity => ({
    uid,
    role,
    organisationId,
  });
  let kyndAdmin: Connection;
  let orgAdmin: Connection;
  let meter: ReadMeter;

  beforeAll(() => {
    kyndAdmin = connectAs(
      admin.app.options.projectId ?? '',
      identity('kyndAdmin', 'Kynd Admin', HOME),
    );
    orgAdmin = connectAs(admin.app.options.projectId ?? '', identity('orgAdmin', 'Org Admin', BIG));
    meter = installReadMeter();
  });
  afterAll(async () => {
    meter.restore();
    await kyndAdmin.close();
    await orgAdmin.close();
  });

  it("shows a Kynd Admin a withheld division's figures with one more read, an Org Admin none", async () => {
    const id = scoreRecordId(BIG, 'small');
    meter.reset();
    const full = await kyndAdmin.provider.getOne<ScoreRecord & { id: string }>(
      'organisationScores',
      { id },
    );
    expect(meter.usage().requests).toBe(2);
    expect(full.data.document?.withheld).toBeUndefined();
    expect(full.data.document?.averageScore.activeUsers).toBe(3);
    meter.reset();
    const shown = await orgAdmin.provider.getOne<ScoreRecord & { id: string }>(
      'organisationScores',
      { id },
    );
    expect(meter.usage().requests).toBe(1);
    expect(fieldsOf(shown.data.document ?? {})).toEqual(WITHHELD_SCOPE);
    // A scope shown to all takes one read, for the Kynd Admin too.
    meter.reset();
    await kyndAdmin.provider.getOne('organisationScores', { id: scoreRecordId(BIG, 'large') });
    expect(meter.usage().requests).toBe(1);
  });

  it("completes a withheld series for a Kynd Admin only, and an industry's figures", async () => {
    const series = { organisationId: BIG, divisionId: 'small', questionnaire: 'weight' };
    expect((await kyndAdmin.provider.getScoresHistory(series)).weight).toHaveLength(1);
    expect((await orgAdmin.provider.getScoresHistory(series)).weight ?? []).toEqual([]);
    const ids = [industryScoresId('Retail')];
    const forKynd = await kyndAdmin.provider.getMany<StoredIndustryScores & { id: string }>(
      'industryScores',
      { ids },
    );
    expect(forKynd.data[0]?.withheld).toBeUndefined();
    const forOrgAdmin = await orgAdmin.provider.getMany<StoredIndustryScores & { id: string }>(
      'industryScores',
      { ids },
    );
    expect(forOrgAdmin.data[0]?.withheld).toBe(true);
  });
});
