// Hearing and vision alerts (docs/product.md §3 Questionnaire alert) for the organisations that offer the
// Hearing V2 or Vision V2 questionnaires, in every status, with the actions that led there.
import type { AlertStatus } from '@/config/constants';
import { overallAlertStatus } from '@/domain/alerts';
import { alertActionFields, alertDerivedFields } from '@/domain/derivedFields';
import type { SeedClock } from './clock';
import type { OrganisationPlan } from './organisations';
import { createRandom } from './random';
import type { SeedUser } from './users';

type Questionnaire = 'hearing' | 'vision';

interface AlertPerson {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  division: { id: string; name: string };
  organisation: { id: string; name: string };
}

export interface SeedAlertAction {
  actionUser: AlertPerson;
  status: AlertStatus;
  comment: string;
  timestamp: Date;
  questionnaire: Questionnaire;
}

export interface SeedAlert {
  id: string;
  user: AlertPerson;
  organisation: { id: string; name: string };
  division: { name: string };
  createdAt: Date;
  questionnaireAlerts: { hearing: boolean; vision: boolean };
  hearingStatus?: AlertStatus;
  visionStatus?: AlertStatus;
  status: 'Open' | 'Resolved';
  actions: SeedAlertAction[];
  /** Written with every alert so that the dashboard's name search runs on the server. */
  userNameFragments: string[];
  /** Each panel's count of actions and latest action, which the alert cards show. */
  actionsSummary: ReturnType<typeof alertActionFields>['actionsSummary'];
}

const person = (user: SeedUser, { withPhone = true } = {}): AlertPerson => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  ...(user.email ? { email: user.email } : {}),
  ...(user.phone && withPhone ? { phone: user.phone } : {}),
  division: user.division,
  organisation: user.organisation,
});

const COMMENTS: Record<Questionnaire, Record<AlertStatus, string[]>> = {
  hearing: {
    Open: [
      'Left a voicemail; will try again tomorrow.',
      'Sent an email asking for a good time to talk.',
    ],
    'In Progress': [
      'Spoke with the employee; audiology appointment booked.',
      'Referred to the hearing clinic; waiting for the test date.',
    ],
    Resolved: [
      'Audiology results received: mild loss, custom earplugs fitted.',
      'Hearing test normal; reminded about hearing protection on site.',
    ],
  },
  vision: {
    Open: ['Called, no answer. Message left.', 'Emailed optometrist details.'],
    'In Progress': [
      'Eye examination booked with the optometrist.',
      'Employee is trying new screen settings; follow-up in two weeks.',
    ],
    Resolved: [
      'New prescription glasses provided.',
      'Optometrist found no problem; eye strain tips shared.',
    ],
  },
};

/** The path of actions that leads to a status: none or a first call for Open, then progress. */
function actionsTo(
  status: AlertStatus,
  questionnaire: Questionnaire,
  actor: AlertPerson,
  createdAt: Date,
  withOpenAction: boolean,
  pick: (options: string[]) => string,
): SeedAlertAction[] {
  const steps: AlertStatus[] =
    status === 'Open'
      ? withOpenAction
        ? ['Open']
        : []
      : status === 'In Progress'
        ? ['In Progress']
        : ['In Progress', 'Resolved'];
  return steps.map((step, index) => ({
    actionUser: actor,
    status: step,
    comment: pick(COMMENTS[questionnaire][step]),
    timestamp: new Date(createdAt.getTime() + (index + 1) * 3 * 24 * 60 * 60 * 1000),
    questionnaire,
  }));
}

type Scenario = { hearing?: AlertStatus; vision?: AlertStatus };

/** Every status of each offered questionnaire, alone and together. */
function scenarios(offersHearing: boolean, offersVision: boolean): Scenario[] {
  const list: Scenario[] = [];
  if (offersHearing && offersVision) {
    list.push(
      { hearing: 'Open' },
      { hearing: 'In Progress', vision: 'Open' },
      { hearing: 'Resolved', vision: 'Resolved' },
      { vision: 'In Progress' },
      { hearing: 'Resolved', vision: 'In Progress' },
      { vision: 'Open' },
      { vision: 'Resolved' },
    );
  } else if (offersHearing) {
    list.push({ hearing: 'Open' }, { hearing: 'In Progress' }, { hearing: 'Resolved' });
  } else if (offersVision) {
    list.push({ vision: 'Open' }, { vision: 'In Progress' }, { vision: 'Resolved' });
  }
  return list;
}

export function buildAlerts(
  plans: readonly OrganisationPlan[],
  users: readonly SeedUser[],
  clock: SeedClock,
): SeedAlert[] {
  const alerts: SeedAlert[] = [];
  for (const plan of plans) {
    const offersHearing = plan.customQuestionnaires.includes('hearing-v2');
    const offersVision = plan.customQuestionnaires.includes('vision-v2');
    if (!offersHearing && !offersVision) continue;
    const random = createRandom(`alerts/${plan.id}`);
    const members = users.filter((user) => user.organisation.id === plan.id);
    const manager =
      members.find((user) => user.role === 'Org Admin' && user.id.startsWith('demo-')) ??
      members.find((user) => user.role === 'Org Admin') ??
      members[0];
    const candidates = random.shuffle(
      members.filter(
        (user) => user.role === 'User' && user.isActive && !user.id.startsWith('demo-'),
      ),
    );
    scenarios(offersHearing, offersVision).forEach((scenario, index) => {
      const user = candidates[index % candidates.length];
      const createdAt = clock.daysAgo(random.int(5, 120), random.int(8, 17));
      const actor = person(manager);
      const pick = (options: string[]) => random.pick(options);
      const actions = [
        ...(scenario.hearing
          ? actionsTo(scenario.hearing, 'hearing', actor, createdAt, random.chance(0.5), pick)
          : []),
        ...(scenario.vision
          ? actionsTo(scenario.vision, 'vision', actor, createdAt, random.chance(0.5), pick)
          : []),
      ].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
      alerts.push({
        id: `alert-${plan.id.replace(/^org-/, '')}-${String(index + 1).padStart(2, '0')}`,
        // Without the phone, as the server writes an alert (src/domain/alerts.ts alertSubjectOf).
        user: person(user, { withPhone: false }),
        organisation: user.organisation,
        division: { name: user.division.name },
        createdAt,
        questionnaireAlerts: {
          hearing: scenario.hearing !== undefined,
          vision: scenario.vision !== undefined,
        },
        ...(scenario.hearing ? { hearingStatus: scenario.hearing } : {}),
        ...(scenario.vision ? { visionStatus: scenario.vision } : {}),
        status: overallAlertStatus(scenario.hearing, scenario.vision),
        actions,
        // What onQuestionnaireAlertWritten would derive (src/domain/derivedFields.ts), at once.
        ...alertDerivedFields({ user }),
        ...alertActionFields({ actions }),
      });
    });
  }
  return alerts;
}
