// The demo users of every organisation: the demo accounts first, then generated people spread over
// the divisions by weight. Each user carries twelve months of results; the user document holds the
// latest, and the history run replays the others.
import { userDerivedFields } from '@/domain/derivedFields';
import type { Role, User, UserScores } from '@/domain/types';
import type { Sex } from '@/domain/scoreRanges';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import type { SeedClock } from './clock';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names';
import type { DivisionPlan, OrganisationPlan } from './organisations';
import {
  CLINIC_ORGANISATION_ID,
  PROVIDER_ORGANISATION_ID,
  SUBSCRIPTIONS_ORGANISATION_ID,
} from './organisations';
import { createRandom, type Random } from './random';
import { drawTraits, generateMonthlyScores } from './scores';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A users document as the seed writes it: src/domain/types.ts User, with the fields it always sets. */
export type SeedUser = Required<
  Pick<
    User,
    | 'id'
    | 'firstName'
    | 'lastName'
    | 'lowerFirstName'
    | 'lowerLastName'
    | 'gender'
    | 'sex'
    | 'birthDate'
    | 'role'
    | 'organisation'
    | 'division'
    | 'isActive'
    | 'isSubscriptionUser'
    | 'isReceivingPushNotifications'
    | 'isPushReachable'
    | 'scores'
    | 'createdAt'
    | 'updatedAt'
  >
> &
  Pick<User, 'email' | 'phone' | 'deviceToken' | 'allowedOrganisationsIds'>;

export interface GeneratedUser {
  user: SeedUser;
  /** Results as of each snapshot of the clock, oldest first; the last equals user.scores. */
  monthlyScores: UserScores[];
  demoAccount?: DemoAccount;
}

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

function pickDivision(random: Random, divisions: readonly DivisionPlan[]): DivisionPlan {
  const total = divisions.reduce((sum, division) => sum + division.weight, 0);
  let roll = random.next() * total;
  for (const division of divisions) {
    roll -= division.weight;
    if (roll < 0) return division;
  }
  return divisions[divisions.length - 1];
}

function divisionBySlug(plan: OrganisationPlan, slug: string): DivisionPlan {
  const division = plan.divisions.find((candidate) => candidate.id === `${plan.id}-${slug}`);
  if (!division) throw new Error(`Organisation ${plan.id} has no division '${slug}'`);
  return division;
}

/** Roles of the generated people, by their position in the organisation. */
function generatedRole(plan: OrganisationPlan, position: number): Role {
  if (position === 0 && plan.id !== SUBSCRIPTIONS_ORGANISATION_ID) return 'Org Admin';
  if (position === 1 && plan.id === CLINIC_ORGANISATION_ID) return 'Clinician';
  if (position === 1 && plan.id === PROVIDER_ORGANISATION_ID) return 'Kynd Admin';
  return 'User';
}

export function generateUsers(
  plans: readonly OrganisationPlan[],
  clock: SeedClock,
): GeneratedUser[] {
  const generated: GeneratedUser[] = [];
  const usedEmails = new Set(DEMO_ACCOUNTS.map((account) => account.email));
  let phoneSerial = 0;

  for (const plan of plans) {
    const random = createRandom(`users/${plan.id}`);
    const organisation = { id: plan.id, name: plan.name };
    const demoAccounts = DEMO_ACCOUNTS.filter((account) => account.organisationId === plan.id);
    const generatedCount = Math.max(0, plan.userCount - demoAccounts.length);
    const isSubscriptionOrganisation = plan.id === SUBSCRIPTIONS_ORGANISATION_ID;
    // docs/product.md §4: employees of an inactive organisation are switched to subscription users.
    const subscriptionUsers = isSubscriptionOrganisation || !plan.isActive;

    const people: { account?: DemoAccount; position: number }[] = [
      ...demoAccounts.map((account) => ({ account, position: -1 })),
      ...Array.from({ length: generatedCount }, (_, position) => ({ position })),
    ];

    for (const { account, position } of people) {
      const person = random.fork(account ? account.uid : `person-${position}`);
      const sex: Sex = account ? account.sex : person.chance(0.5) ? 'female' : 'male';
      const firstName =
        account?.firstName ?? person.pick(sex === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const lastName = account?.lastName ?? person.pick(LAST_NAMES);
      const id =
        account?.uid ??
        `user-${plan.id.replace(/^org-/, '')}-${String(position + 1).padStart(3, '0')}`;
      const role = account?.role ?? generatedRole(plan, position);
      const division = account
        ? divisionBySlug(plan, account.divisionSlug)
        : pickDivision(person, plan.divisions);

      let email = account?.email;
      let phone = account?.phone;
      if (!account) {
        const contact = person.next();
        const wantsEmail = contact < 0.88 || role !== 'User';
        const wantsPhone = contact >= 0.75;
        if (wantsEmail) {
          const base = `${slugify(firstName)}.${slugify(lastName)}`;
          let candidate = `${base}@${plan.emailDomain}`;
          for (let suffix = 2; usedEmails.has(candidate); suffix += 1) {
            candidate = `${base}${suffix}@${plan.emailDomain}`;
          }
          usedEmails.add(candidate);
          email = candidate;
        }
        if (wantsPhone) {
          phoneSerial += 1;
          phone = `+6422${String(1_000_000 + phoneSerial * 37).padStart(7, '0')}`;
        }
      }

      const ageYears = person.int(21, 63);
      const birthDate = new Date(
        Date.UTC(clock.anchor.getUTCFullYear() - ageYears, person.int(0, 11), person.int(1, 28)),
      );
      const isActive = account ? true : role !== 'User' || !person.chance(0.08);
      const receivesPush = person.chance(0.72);
      const hasDevice = receivesPush ? person.chance(0.9) : person.chance(0.3);
      const deviceToken = hasDevice ? `demo-device-token-${id}` : undefined;
      const traits = drawTraits(person, sex, plan.profile);
      const monthlyScores = generateMonthlyScores(
        person.fork('scores'),
        traits,
        plan.profile,
        clock.snapshots,
      );
      const createdDaysAgo = person.int(370, Math.max(371, plan.createdDaysAgo - 10));

      const user: SeedUser = {
        id,
        firstName,
        lastName,
        // The fields the triggers would derive (src/domain/derivedFields.ts), written at once.
        ...userDerivedFields({
          firstName,
          lastName,
          role,
          isReceivingPushNotifications: receivesPush,
          deviceToken,
        }),
        ...(email ? { email } : {}),
        ...(phone ? { phone } : {}),
        gender: person.chance(0.02) ? 'Non-binary' : sex === 'female' ? 'Female' : 'Male',
        sex,
        birthDate,
        organisation,
        division: { id: division.id, name: division.name },
        isActive,
        isSubscriptionUser: subscriptionUsers,
        isReceivingPushNotifications: receivesPush,
        ...(deviceToken ? { deviceToken } : {}),
        ...(account?.allowedOrganisationsIds
          ? { allowedOrganisationsIds: account.allowedOrganisationsIds }
          : role === 'Clinician'
            ? { allowedOrganisationsIds: [CLINIC_ORGANISATION_ID, 'org-bayview-college'] }
            : {}),
        scores: monthlyScores[monthlyScores.length - 1],
        createdAt: new Date(clock.anchor.getTime() - createdDaysAgo * DAY_MS),
        updatedAt: new Date(clock.anchor.getTime() - person.int(0, 30) * DAY_MS),
      };
      generated.push({ user, monthlyScores, demoAccount: account });
    }
  }
  return generated;
}
