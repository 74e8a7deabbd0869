// The large dataset of the benchmark (npm run bench), added on top of the demo data: 200
// organisations over the eight industries and 150,000 users, among them one organisation of 300
// divisions and organisations of 100, 1,000, 10,000 and 100,000 users (the score calculation's
// timings, and the large-organisation rows of scripts/benchScale.ts).
// Deterministic like the demo seed. Built to load in a few minutes on 2 cores:
// - users carry their latest results only (no twelve-month replay);
// - documents go through the admin SDK's BulkWriter, unthrottled (the emulator is local);
// - the score counters are written as the triggers would have left them, and each organisation's
//   scores computed once from them, by the calculation the triggers run, then each industry's
//   document once;
// - the bulk users get no Auth account; only the Org Admins the benchmark signs in as do.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_CODE_USAGE } from '@/config/constants';
import { claimsFor } from '@/domain/claims';
import { organisationDerivedFields } from '@/domain/derivedFields';
import { divisionMaps } from '@/domain/divisionMaps';
import { codeDocumentId } from '@/domain/codes';
import { codeSummariesOf } from '@/domain/codeSummaries';
import {
  CODE_SUMMARIES_COLLECTION,
  USER_DIRECTORY_COLLECTION,
  USER_EMAILS_COLLECTION,
} from '@/domain/collections';
import { EMPLOYEES_LIST_CAPPED_FIELD, EMPLOYEES_LIST_LIMIT } from '@/domain/employeesList';
import { EMPLOYEE_COUNT_FIELD, organisationEmployeeCount } from '@/domain/organisationSummary';
import { directoryEntryOf } from '@/domain/userDirectory';
import { emailKey } from '@/domain/userEmails';
import {
  SCORE_CONTRIBUTIONS_COLLECTION,
  SCORE_COUNTERS_SUBCOLLECTION,
  contributionRecordOf,
  counterShardsOf,
  type ScoreContribution,
} from '@/domain/scoreContributions';
import {
  COUNTERS_VERSION,
  SCORE_RECALCULATIONS_COLLECTION,
  type ScoreRecalculationMarker,
} from '@/domain/scoreRecalculation';
import { calculateIndustryScores } from '../../functions/src/scores/calculateIndustryScores';
import { calculateOrganisationScores } from '../../functions/src/scores/calculateOrganisationScores';
import { DEMO_PASSWORD } from './accounts';
import { createClock, type SeedClock } from './clock';
import { INDUSTRY_NAMES } from './industries';
import type { DivisionPlan, HealthProfile, OrganisationPlan } from './organisations';
import { createRandom, type Random } from './random';
import { generateUsers, type GeneratedUser } from './users';
import { mapLimit, withoutUndefined, type DocumentWriter } from './writes';

export const LARGE_ORGANISATIONS = 200;
export const LARGE_USERS = 150_000;

/** The organisations the benchmark looks at by id. */
export const LARGE_IDS = {
  manyDivisions: 'org-large-divisions',
  users10000: 'org-large-users-10000',
  users1000: 'org-large-users-1000',
  users100: 'org-large-users-100',
  users100000: 'org-large-users-100000',
} as const;

type Industry = (typeof INDUSTRY_NAMES)[number];

const SPECIAL: readonly {
  id: string;
  name: string;
  industry: Industry;
  users: number;
  divisions: number;
}[] = [
  {
    id: LARGE_IDS.manyDivisions,
    name: 'Southern Alps Civil Works',
    industry: 'Construction',
    users: 3_000,
    divisions: 300,
  },
  {
    id: LARGE_IDS.users10000,
    name: 'Nationwide Grocers',
    industry: 'Retail',
    users: 10_000,
    divisions: 12,
  },
  {
    id: LARGE_IDS.users1000,
    name: 'Pacific Packaging Works',
    industry: 'Manufacturing',
    users: 1_000,
    divisions: 6,
  },
  {
    id: LARGE_IDS.users100000,
    name: 'Aotearoa Freight Lines',
    industry: 'Technology',
    users: 100_000,
    divisions: 12,
  },
  {
    id: LARGE_IDS.users100,
    name: 'Harbourside Dental Group',
    industry: 'Healthcare',
    users: 100,
    divisions: 2,
  },
];

const PLACES = [
  'Aoraki',
  'Awatere',
  'Bluff',
  'Cardrona',
  'Clutha',
  'Coromandel',
  'Dunedin',
  'Eden',
  'Fiordland',
  'Gisborne',
  'Greymouth',
  'Hauraki',
  'Hawke',
  'Hokitika',
  'Kaikoura',
  'Kapiti',
  'Karamea',
  'Manawatu',
  'Marlborough',
  'Matamata',
  'Motueka',
  'Napier',
  'Nelson',
  'Ohakune',
  'Opotiki',
  'Otago',
  'Pelorus',
  'Piha',
  'Raglan',
  'Rangitoto',
  'Rotorua',
  'Ruapehu',
  'Takaka',
  'Taranaki',
  'Taupo',
  'Tekapo',
  'Timaru',
  'Tongariro',
  'Waiheke',
  'Waikato',
  'Wairarapa',
  'Waitaki',
  'Wanaka',
  'Westland',
  'Whanganui',
  'Whitianga',
];

const INDUSTRY_WORDS: Record<Industry, readonly string[]> = {
  Accounting: ['Accountants', 'Tax Advisers', 'Chartered Accountants', 'Audit Partners'],
  Construction: ['Builders', 'Construction', 'Civil Contractors', 'Roofing'],
  Education: ['College', 'School', 'Learning Centre', 'Institute'],
  Healthcare: ['Medical Centre', 'Health', 'Physiotherapy', 'Care Home'],
  Hospitality: ['Hotels', 'Hospitality Group', 'Kitchens', 'Lodge'],
  Manufacturing: ['Manufacturing', 'Engineering', 'Foods', 'Packaging'],
  Retail: ['Retail', 'Stores', 'Outfitters', 'Supplies'],
  Technology: ['Software', 'Digital', 'Systems', 'Data'],
};

const DIVISION_NAMES = [
  'Operations',
  'Sales',
  'Finance',
  'People & Culture',
  'Logistics',
  'Customer Care',
  'Maintenance',
  'Projects',
  'Quality',
  'Warehouse',
  'Field Services',
  'Administration',
];

function profileOf(random: Random): HealthProfile {
  const shift = () => Math.round(random.normal(0, 0.3) * 100) / 100;
  return {
    body: shift(),
    mind: shift(),
    life: shift(),
    smokers: Math.round(random.between(0.05, 0.25) * 100) / 100,
    drinkers: Math.round(random.between(0.4, 0.8) * 100) / 100,
    trend: shift(),
    completion: {
      body: random.between(0.5, 0.9),
      mind: random.between(0.6, 0.95),
      life: random.between(0.75, 0.98),
    },
  };
}

function divisionsOf(id: string, count: number, random: Random): DivisionPlan[] {
  return Array.from({ length: count }, (_, index) => {
    const base = DIVISION_NAMES[index % DIVISION_NAMES.length] ?? 'Team';
    const round = Math.floor(index / DIVISION_NAMES.length);
    return {
      id: `${id}-d${String(index + 1).padStart(3, '0')}`,
      name: round === 0 ? base : `${base} ${round + 1}`,
      description: index === 0 ? 'Everyone not yet placed in a team' : `${base} team`,
      weight: index === 0 ? 1 : random.between(0.5, 1.5),
    };
  });
}

/** The 200 organisations: the four special ones, then regular ones taking the other users. */
export function largePlans(): OrganisationPlan[] {
  const random = createRandom('large/organisations');
  const specialUsers = SPECIAL.reduce((sum, plan) => sum + plan.users, 0);
  const regularCount = LARGE_ORGANISATIONS - SPECIAL.length;
  const regularUsers = LARGE_USERS - specialUsers;
  const plans: OrganisationPlan[] = [];
  const plan = (
    id: string,
    name: string,
    industry: Industry,
    users: number,
    divisions: number,
  ): OrganisationPlan => {
    const own = random.fork(id);
    return {
      id,
      name,
      industry,
      address: `${own.int(1, 400)} ${own.pick(PLACES)} Road, ${own.pick(PLACES)}`,
      phone: `+649${String(own.int(2_000_000, 9_999_999))}`,
      isActive: !own.chance(0.04),
      customQuestionnaires: [],
      createdDaysAgo: own.int(400, 1500),
      emailDomain: `${id.replace(/^org-/, '')}.example.com`,
      codePrefix: id
        .replace(/^org-large-/, '')
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, ''),
      userCount: users,
      divisions: divisionsOf(id, divisions, own),
      profile: profileOf(own),
    };
  };
  for (const special of SPECIAL) {
    plans.push({
      ...plan(special.id, special.name, special.industry, special.users, special.divisions),
      isActive: true,
    });
  }
  for (let index = 0; index < regularCount; index += 1) {
    const id = `org-large-${String(index + 1).padStart(3, '0')}`;
    // Spread the users evenly; the first ones take the remainder.
    const users =
      Math.floor(regularUsers / regularCount) + (index < regularUsers % regularCount ? 1 : 0);
    const industry = INDUSTRY_NAMES[index % INDUSTRY_NAMES.length] ?? 'Accounting';
    const name = `${random.pick(PLACES)} ${random.pick(INDUSTRY_WORDS[industry])} ${index + 1}`;
    plans.push(plan(id, name, industry, users, random.int(1, 4)));
  }
  return plans;
}

/**
 * Two snapshots instead of the demo's twelve months: people who took up a measurement during the
 * year have done it by the second, so the latest results are as complete as the demo's.
 */
function shortClock(clock: SeedClock): SeedClock {
  return { ...clock, snapshots: clock.snapshots.slice(-2) };
}

function organisationDocument(
  plan: OrganisationPlan,
  members: readonly GeneratedUser[],
  clock: SeedClock,
) {
  const ids = members.map(({ user }) => user.id);
  // docs/app-contract.md "The employees list": kept while it fits, capped past its bound.
  const capped = ids.length > EMPLOYEES_LIST_LIMIT;
  const employees = capped ? ids.slice(0, EMPLOYEES_LIST_LIMIT) : ids;
  const divisions = plan.divisions.map((division) => ({
    id: division.id,
    name: division.name,
    description: division.description,
  }));
  return {
    name: plan.name,
    ...organisationDerivedFields(plan),
    ...organisationEmployeeCount({ employees: ids }),
    ...(capped ? { [EMPLOYEES_LIST_CAPPED_FIELD]: true } : {}),
    address: plan.address,
    phone: plan.phone,
    isActive: plan.isActive,
    managers: members
      .filter(({ user }) => user.role === 'Org Admin')
      .map(({ user }) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` })),
    employees,
    divisions,
    ...divisionMaps({ divisions }),
    industry: plan.industry,
    customQuestionnaires: plan.customQuestionnaires,
    createdAt: clock.daysAgo(plan.createdDaysAgo, 11),
  };
}

export interface LargeSeedResult {
  organisations: number;
  users: number;
  /** The Org Admins the benchmark signs in as (password DEMO_PASSWORD), by organisation. */
  orgAdmins: Partial<Record<(typeof LARGE_IDS)[keyof typeof LARGE_IDS], string>>;
  seconds: { documents: number; scores: number };
}

/** The Org Admin's e-mail the benchmark signs in as for one of LARGE_IDS. */
export function orgAdminOf(
  seeded: LargeSeedResult,
  id: (typeof LARGE_IDS)[keyof typeof LARGE_IDS],
): string {
  const email = seeded.orgAdmins[id];
  if (!email) throw new Error(`The large dataset was seeded without ${id}`);
  return email;
}

/**
 * Writes the score documents the triggers would have left for `users`, written while they were
 * paused: each one's contribution, each organisation's counter shards
 * (src/domain/scoreContributions.ts) and its member count (`employeeCount`). `organisations` are
 * marked counted, so that the first calculation after the load moves by a user's change rather
 * than recounting every member.
 */
export async function writeCountedScores(
  db: Firestore,
  writer: DocumentWriter,
  users: readonly (Record<string, unknown> & { id: string })[],
  organisations: readonly string[],
  countedAt: Date,
): Promise<void> {
  const contributions = new Map<string, [string, ScoreContribution][]>();
  for (const [index, user] of users.entries()) {
    const contribution = contributionRecordOf(user);
    if (!contribution) continue;
    void writer.set(db.collection(SCORE_CONTRIBUTIONS_COLLECTION).doc(user.id), contribution);
    const counted = contributions.get(contribution.organisationId) ?? [];
    counted.push([user.id, contribution]);
    contributions.set(contribution.organisationId, counted);
    if (index % 20_000 === 19_999) await writer.flush();
  }
  for (const organisationId of organisations) {
    const organisation = db.collection('organisations').doc(organisationId);
    const members = contributions.get(organisationId) ?? [];
    for (const [id, shard] of counterShardsOf(members)) {
      void writer.set(organisation.collection(SCORE_COUNTERS_SUBCOLLECTION).doc(id), shard);
    }
    void writer.set(organisation, { [EMPLOYEE_COUNT_FIELD]: members.length }, { merge: true });
    const marker: ScoreRecalculationMarker = { countedAt, countersVersion: COUNTERS_VERSION };
    void writer.set(db.collection(SCORE_RECALCULATIONS_COLLECTION).doc(organisationId), marker, {
      merge: true,
    });
  }
}

/**
 * Writes the large dataset into a stack that already holds the demo data (its industries), and
 * computes its scores. `now` should be the demo seed's, so that both share one calculation day.
 */
export async function seedLargeData({
  db,
  auth,
  now = new Date(),
  log = (line: string) => console.log(line),
  only,
}: {
  db: Firestore;
  auth: Auth;
  now?: Date;
  log?: (line: string) => void;
  /** These organisations alone (scripts/benchScale.ts on its own stack). */
  only?: readonly string[];
}): Promise<LargeSeedResult> {
  const started = Date.now();
  const clock = createClock(now);
  const plans = largePlans().filter((plan) => !only || only.includes(plan.id));
  const users = generateUsers(plans, shortClock(clock));
  const byOrganisation = new Map<string, GeneratedUser[]>();
  for (const generated of users) {
    const id = generated.user.organisation.id;
    const members = byOrganisation.get(id);
    if (members) members.push(generated);
    else byOrganisation.set(id, [generated]);
  }

  const writer = db.bulkWriter({ throttling: false });
  writer.onWriteError((error) => error.failedAttempts < 5);
  for (const plan of plans) {
    const members = byOrganisation.get(plan.id) ?? [];
    const codes = plan.divisions.map((division) => ({
      id: codeDocumentId(`${plan.codePrefix}-${division.id.slice(-3)}`),
      code: `${plan.codePrefix}-${division.id.slice(-3)}`,
      divisionId: division.id,
      divisionName: division.name,
      organisationId: plan.id,
      organisationName: plan.name,
      isActive: plan.isActive,
      currentUsage: members.filter(({ user }) => user.division.id === division.id).length,
      maximumUsage: DEFAULT_CODE_USAGE,
    }));
    // With the fields the triggers would keep (the seed writes while they are paused).
    void writer.set(
      db.collection('organisations').doc(plan.id),
      organisationDocument(plan, members, clock),
    );
    for (const { id, ...code } of codes) {
      void writer.set(db.collection('codes').doc(id), code);
    }
    for (const [organisationId, summary] of codeSummariesOf(codes)) {
      void writer.set(db.collection(CODE_SUMMARIES_COLLECTION).doc(organisationId), summary);
    }
  }
  for (const [index, { user }] of users.entries()) {
    void writer.set(db.collection('users').doc(user.id), withoutUndefined({ ...user }));
    const entry = directoryEntryOf(user.id, { ...user });
    if (entry) void writer.set(db.collection(USER_DIRECTORY_COLLECTION).doc(user.id), entry);
    const key = emailKey(user.email);
    if (key) void writer.set(db.collection(USER_EMAILS_COLLECTION).doc(key), { uids: [user.id] });
    // A bounded queue: the writer holds every pending write in memory.
    if (index % 20_000 === 19_999) await writer.flush();
  }
  await writeCountedScores(
    db,
    writer,
    users.map(({ user }) => ({ ...user })),
    plans.map(({ id }) => id),
    now,
  );
  await writer.close();
  const documentsSeconds = (Date.now() - started) / 1000;
  log(
    `  large dataset: ${plans.length} organisations, ${users.length} users written in ${documentsSeconds.toFixed(1)} s`,
  );

  // The Org Admins the benchmark signs in as: the first person of each special organisation.
  const orgAdmins = {} as LargeSeedResult['orgAdmins'];
  for (const id of Object.values(LARGE_IDS)) {
    if (!plans.some((plan) => plan.id === id)) continue;
    const admin = (byOrganisation.get(id) ?? []).find(({ user }) => user.role === 'Org Admin');
    if (!admin?.user.email) throw new Error(`${id} has no Org Admin with an e-mail`);
    const { user } = admin;
    await auth.deleteUser(user.id).catch(() => undefined);
    await auth.createUser({
      uid: user.id,
      email: user.email,
      password: DEMO_PASSWORD,
      emailVerified: true,
    });
    await auth.setCustomUserClaims(user.id, { ...claimsFor(user) });
    orgAdmins[id] = user.email ?? '';
  }

  const scoresStarted = Date.now();
  // The largest first, so that the long ones do not finish last alone.
  const order = [...plans].sort(
    (a, b) => b.userCount * b.divisions.length - a.userCount * a.divisions.length,
  );
  await mapLimit(order, 3, (plan) =>
    calculateOrganisationScores(db, plan.id, {
      now: clock.anchor,
      industry: false,
    }),
  );
  const industries = [...new Set(plans.map((plan) => plan.industry))];
  await mapLimit(industries, 3, (industry) =>
    calculateIndustryScores(db, industry, { now: clock.anchor }),
  );
  const scoresSeconds = (Date.now() - scoresStarted) / 1000;
  log(
    `  large dataset: scores of ${plans.length} organisations and ${industries.length} industries in ${scoresSeconds.toFixed(1)} s`,
  );
  return {
    organisations: plans.length,
    users: users.length,
    orgAdmins,
    seconds: { documents: documentsSeconds, scores: scoresSeconds },
  };
}
