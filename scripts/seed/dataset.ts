// The whole demo dataset as plain data, built without touching the database: the same clock gives
// the same documents, which is what makes the seed idempotent.
import { DEFAULT_CODE_USAGE, DEFAULT_ORGANISATION_CODE_USAGE } from '@/config/constants';
import { codeDocumentId } from '@/domain/codes';
import { organisationDerivedFields } from '@/domain/derivedFields';
import { divisionMaps } from '@/domain/divisionMaps';
import { codeSummariesOf } from '@/domain/codeSummaries';
import {
  CODE_SUMMARIES_COLLECTION,
  USER_DIRECTORY_COLLECTION,
  USER_EMAILS_COLLECTION,
} from '@/domain/collections';
import { organisationEmployeeCount } from '@/domain/organisationSummary';
import type { Code, Division, Industry, Organisation } from '@/domain/types';
import { directoryEntryOf } from '@/domain/userDirectory';
import { emailKey } from '@/domain/userEmails';
import { buildAlerts, type SeedAlert } from './alerts';
import { buildArticles, type SeedArticle } from './articles';
import type { SeedClock } from './clock';
import { INDUSTRY_NAMES, industryId } from './industries';
import {
  buildInitialMessages,
  buildNotifications,
  type SeedInitialMessage,
  type SeedNotification,
} from './messages';
import {
  ORGANISATION_PLANS,
  SUBSCRIPTIONS_ORGANISATION_ID,
  type OrganisationPlan,
} from './organisations';
import { buildQuestions, type SeedQuestion } from './questions';
import { createRandom } from './random';
import { generateUsers, type GeneratedUser } from './users';
import type { DocumentWrite } from './writes';

// The seed writes the entities of src/domain/types.ts; the score documents come later, from
// calculateOrganisationScores.
export type SeedIndustry = Industry;
export type SeedCode = Code;
export type SeedDivision = Required<Pick<Division, 'id' | 'name' | 'description'>>;
export type SeedOrganisation = Omit<Organisation, 'scores' | 'notifications' | 'divisions'> & {
  divisions: SeedDivision[];
};

export interface SeedDataset {
  industries: SeedIndustry[];
  organisations: SeedOrganisation[];
  codes: SeedCode[];
  users: GeneratedUser[];
  questions: SeedQuestion[];
  articles: SeedArticle[];
  initialMessages: SeedInitialMessage[];
  notifications: { organisationId: string; notification: SeedNotification }[];
  alerts: SeedAlert[];
}

function buildCodes(plan: OrganisationPlan, users: readonly GeneratedUser[]): SeedCode[] {
  const random = createRandom(`codes/${plan.id}`);
  const codes: SeedCode[] = [];
  plan.divisions.forEach((division, index) => {
    const members = users.filter(({ user }) => user.division.id === division.id).length;
    const slug = division.id.slice(plan.id.length + 1).toUpperCase();
    const isDefault = index === 0;
    const code = isDefault ? plan.codePrefix : `${plan.codePrefix}-${slug}`;
    // The first code of a new organisation allows 20 uses and a new code 100 (docs/product.md §9); some
    // have been raised since, and a few are full.
    const base = isDefault ? DEFAULT_ORGANISATION_CODE_USAGE : DEFAULT_CODE_USAGE;
    const maximumUsage = members > base ? Math.ceil(members / 10) * 10 : base;
    codes.push({
      id: codeDocumentId(code),
      code,
      divisionId: division.id,
      divisionName: division.name,
      organisationId: plan.id,
      organisationName: plan.name,
      isActive: plan.isActive,
      currentUsage: members,
      maximumUsage,
    });
    if (isDefault && random.chance(0.5)) {
      const retired = `${plan.codePrefix}-PILOT`;
      codes.push({
        id: codeDocumentId(retired),
        code: retired,
        divisionId: division.id,
        divisionName: division.name,
        organisationId: plan.id,
        organisationName: plan.name,
        isActive: false,
        currentUsage: random.int(5, 20),
        maximumUsage: 20,
      });
    }
  });
  return codes;
}

const managerRef = ({ user }: GeneratedUser) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`,
});

/** The Org Admins of the organisation; the provider admins look after Subscriptions. */
function managersOf(
  plan: OrganisationPlan,
  members: readonly GeneratedUser[],
  everyone: readonly GeneratedUser[],
) {
  if (plan.id === SUBSCRIPTIONS_ORGANISATION_ID) {
    return everyone.filter(({ user }) => user.role === 'Kynd Admin').map(managerRef);
  }
  return members.filter(({ user }) => user.role === 'Org Admin').map(managerRef);
}

export function buildDataset(clock: SeedClock): SeedDataset {
  const users = generateUsers(ORGANISATION_PLANS, clock);
  const industries = INDUSTRY_NAMES.map((name, index) => ({
    id: industryId(name),
    name,
    createdAt: clock.daysAgo(1300 - index * 25, 9),
    updatedAt: clock.daysAgo(1300 - index * 25, 9),
  }));

  const codes: SeedCode[] = [];
  const organisations = ORGANISATION_PLANS.map((plan): SeedOrganisation => {
    const members = users.filter(({ user }) => user.organisation.id === plan.id);
    const organisationCodes = buildCodes(plan, members);
    codes.push(...organisationCodes);
    return {
      id: plan.id,
      name: plan.name,
      address: plan.address,
      phone: plan.phone,
      isActive: plan.isActive,
      managers: managersOf(plan, members, users),
      employees: members.map(({ user }) => user.id),
      divisions: plan.divisions.map((division) => ({
        id: division.id,
        name: division.name,
        description: division.description,
      })),
      industry: plan.industry,
      customQuestionnaires: plan.customQuestionnaires,
      createdAt: clock.daysAgo(plan.createdDaysAgo, 11),
    };
  });

  return {
    industries,
    organisations,
    codes,
    users,
    questions: buildQuestions(),
    articles: buildArticles(clock),
    initialMessages: buildInitialMessages(clock),
    notifications: ORGANISATION_PLANS.flatMap((plan) =>
      buildNotifications(plan, clock).map((notification) => ({
        organisationId: plan.id,
        notification,
      })),
    ),
    alerts: buildAlerts(
      ORGANISATION_PLANS,
      users.map(({ user }) => user),
      clock,
    ),
  };
}

/** Every document, with the users' first month of results and no organisation scores yet. */
export function documentWrites(dataset: SeedDataset): DocumentWrite[] {
  const collection = <T extends { id: string }>(name: string, items: readonly T[]) =>
    items.map((item) => ({ path: `${name}/${item.id}`, data: { ...item } }));
  return [
    ...collection('industries', dataset.industries),
    // No scores: the history replay writes each scope's score document (see seedDemoData).
    // With the field the triggers would derive (the seed writes while they are paused).
    ...collection(
      'organisations',
      dataset.organisations.map((organisation) => ({
        ...organisation,
        ...organisationDerivedFields(organisation),
        ...organisationEmployeeCount(organisation),
        ...divisionMaps(organisation),
      })),
    ),
    ...collection('codes', dataset.codes),
    // What onCodeWritten would keep of them for the administrators (src/domain/codeSummaries.ts).
    ...[...codeSummariesOf(dataset.codes)].map(([organisationId, summary]) => ({
      path: `${CODE_SUMMARIES_COLLECTION}/${organisationId}`,
      data: summary,
    })),
    // Users start with their first month's results; the history replay brings them up to date.
    ...collection(
      'users',
      dataset.users.map(({ user, monthlyScores }) => ({ ...user, scores: monthlyScores[0] })),
    ),
    // What onUserWritten would keep of them: the directory entry and the e-mail's holder.
    ...dataset.users.flatMap(({ user }) => {
      const entry = directoryEntryOf(user.id, { ...user });
      const key = emailKey(user.email);
      return [
        ...(entry ? [{ path: `${USER_DIRECTORY_COLLECTION}/${user.id}`, data: { ...entry } }] : []),
        ...(key ? [{ path: `${USER_EMAILS_COLLECTION}/${key}`, data: { uids: [user.id] } }] : []),
      ];
    }),
    ...collection('questions', dataset.questions),
    ...collection('articles', dataset.articles),
    ...collection('initialMessages', dataset.initialMessages),
    ...dataset.notifications.map(({ organisationId, notification }) => ({
      path: `organisations/${organisationId}/notifications/${notification.id}`,
      data: { ...notification },
    })),
    ...collection('questionnaireAlerts', dataset.alerts),
  ];
}
