// Hearing and vision alerts (docs/product.md §3, §4, §5): the status rule, the shape of an update, the list
// filters and the searchable name. Pure: the screen, the data provider, the seed and the tests
// share it, and firestore.rules (isAlertAction) says the same. An update's check, against the
// schema, is in domain/alertAction.
import {
  ALERT_SEARCH_NAME_MAX_LENGTH,
  ALERT_STATUSES,
  ALERT_TYPES,
  type AlertStatus,
  type AlertType,
} from '@/config/constants';
import type {
  AlertAction,
  AlertPerson,
  AlertQuestionnaire,
  QuestionnaireAlert,
} from '@/domain/types';

export const ALERT_QUESTIONNAIRES: readonly AlertQuestionnaire[] = ['hearing', 'vision'];

export const QUESTIONNAIRE_LABELS: Record<AlertQuestionnaire, string> = {
  hearing: 'Hearing',
  vision: 'Vision',
};

/** The field of an alert that holds a questionnaire's status. */
export const STATUS_FIELD = {
  hearing: 'hearingStatus',
  vision: 'visionStatus',
} as const satisfies Record<AlertQuestionnaire, keyof QuestionnaireAlert>;

export type OverallAlertStatus = QuestionnaireAlert['status'];

/** What the status rule and the panels read of an alert. */
export type AlertStatuses = Pick<
  QuestionnaireAlert,
  'questionnaireAlerts' | 'hearingStatus' | 'visionStatus'
> & { actions?: readonly AlertAction[]; actionsSummary?: AlertActionsSummary };

export function isAlertStatus(value: unknown): value is AlertStatus {
  return typeof value === 'string' && (ALERT_STATUSES as readonly string[]).includes(value);
}

export function isAlertType(value: unknown): value is AlertType {
  return typeof value === 'string' && (ALERT_TYPES as readonly string[]).includes(value);
}

export function isAlertQuestionnaire(value: unknown): value is AlertQuestionnaire {
  return value === 'hearing' || value === 'vision';
}

/**
 * docs/product.md §4: the overall status is Resolved only if hearing and vision are each resolved or absent
 * (undefined: the alert does not flag that questionnaire), otherwise Open.
 */
export function overallAlertStatus(
  hearingStatus: AlertStatus | undefined,
  visionStatus: AlertStatus | undefined,
): OverallAlertStatus {
  const settled = (status: AlertStatus | undefined) =>
    status === undefined || status === 'Resolved';
  return settled(hearingStatus) && settled(visionStatus) ? 'Resolved' : 'Open';
}

/** Whether the alert flags the questionnaire (only flagged ones have a panel, docs/product.md §2). */
export function flagsQuestionnaire(
  alert: AlertStatuses,
  questionnaire: AlertQuestionnaire,
): boolean {
  return alert.questionnaireAlerts?.[questionnaire] === true;
}

/**
 * A panel's status: undefined when the alert does not flag the questionnaire, else the stored
 * status, Open while none has been stored yet (a new alert).
 */
export function panelStatus(
  alert: AlertStatuses,
  questionnaire: AlertQuestionnaire,
): AlertStatus | undefined {
  if (!flagsQuestionnaire(alert, questionnaire)) return undefined;
  const stored = alert[STATUS_FIELD[questionnaire]];
  return isAlertStatus(stored) ? stored : 'Open';
}

/** The overall status an alert's panels imply (docs/product.md §4). */
export function impliedOverallStatus(alert: AlertStatuses): OverallAlertStatus {
  return overallAlertStatus(panelStatus(alert, 'hearing'), panelStatus(alert, 'vision'));
}

/** A questionnaire's actions, oldest first (an equal time keeps the order they were written in). */
export function actionsFor(
  actions: readonly AlertAction[] | undefined,
  questionnaire: AlertQuestionnaire,
): AlertAction[] {
  return (actions ?? [])
    .map((action, index) => ({ action, index }))
    .filter(({ action }) => action.questionnaire === questionnaire)
    .sort(
      (a, b) =>
        new Date(a.action.timestamp).getTime() - new Date(b.action.timestamp).getTime() ||
        a.index - b.index,
    )
    .map(({ action }) => action);
}

/** A panel's actions as its card shows them: how many, and the latest. */
export interface PanelActions {
  count: number;
  latest: AlertAction | null;
}

/**
 * What an alert card shows of each panel's actions (docs/product.md §2), kept by the server in
 * `actionsSummary` (src/domain/derivedFields.ts), so that a page of alerts reads no history.
 */
export type AlertActionsSummary = Record<AlertQuestionnaire, PanelActions>;

export function alertActionsSummary(
  actions: readonly AlertAction[] | undefined,
): AlertActionsSummary {
  const panel = (questionnaire: AlertQuestionnaire): PanelActions => {
    const own = actionsFor(actions, questionnaire);
    return { count: own.length, latest: own.at(-1) ?? null };
  };
  return { hearing: panel('hearing'), vision: panel('vision') };
}

/**
 * One panel's actions: from the history when the alert was read whole, else from its stored
 * summary (a list row), else none.
 */
export function panelActions(
  alert: { actions?: readonly AlertAction[]; actionsSummary?: AlertActionsSummary },
  questionnaire: AlertQuestionnaire,
): PanelActions {
  if (Array.isArray(alert.actions)) return alertActionsSummary(alert.actions)[questionnaire];
  const stored = alert.actionsSummary?.[questionnaire];
  return {
    count: typeof stored?.count === 'number' ? stored.count : 0,
    latest: stored?.latest ?? null,
  };
}

/**
 * docs/product.md §4: the update modal's current status is that of the latest action of the chosen
 * questionnaire; with no action yet, the panel's own status.
 */
export function currentActionStatus(
  alert: AlertStatuses,
  questionnaire: AlertQuestionnaire,
): AlertStatus {
  const latest = panelActions(alert, questionnaire).latest;
  if (latest && isAlertStatus(latest.status)) return latest.status;
  return panelStatus(alert, questionnaire) ?? 'Open';
}

/** docs/product.md §2, §4: a panel offers 'Update' until it is Resolved. */
export function canUpdatePanel(alert: AlertStatuses, questionnaire: AlertQuestionnaire): boolean {
  const status = panelStatus(alert, questionnaire);
  return status !== undefined && status !== 'Resolved';
}

/** What the update modal sends. */
export interface AlertActionInput {
  questionnaire: AlertQuestionnaire;
  status: AlertStatus;
  comment: string;
}

/** The fields of the caller's users document an action records (docs/product.md §3 Alert action). */
export const ACTION_USER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'division',
  'organisation',
] as const;

/**
 * docs/product.md §6: the action records the signed-in user's identity and organisation, copied from their
 * users document as stored (the rules compare them with that document field by field, so a field
 * the document lacks is left out rather than invented).
 */
export function actionUserOf(uid: string, userDocument: Record<string, unknown>): AlertPerson {
  const person: Record<string, unknown> = { id: uid };
  for (const field of ACTION_USER_FIELDS) {
    const value = userDocument[field];
    if (value !== undefined && value !== null) person[field] = value;
  }
  // Copied verbatim rather than checked field by field: what counts is equality with the stored
  // users document, which is what the rules compare.
  return person as unknown as AlertPerson;
}

/**
 * The person an alert is about, as its card shows them (docs/product.md §2): the same copy of
 * their users document as an action's, without the phone. The organisation's administrators read
 * its alerts, and an employee's contact data reaches them only as far as the card shows it
 * (docs/roles.md "What each role receives").
 */
export function alertSubjectOf(uid: string, userDocument: Record<string, unknown>): AlertPerson {
  const subject: Partial<AlertPerson> = { ...actionUserOf(uid, userDocument) };
  delete subject.phone;
  return subject as AlertPerson;
}

export function newAlertAction(
  actionUser: AlertPerson,
  input: AlertActionInput,
  now: Date,
): AlertAction {
  return {
    actionUser,
    status: input.status,
    comment: input.comment,
    timestamp: now,
    questionnaire: input.questionnaire,
  };
}

/** The statuses written with an appended action: the panel's and the overall one (docs/product.md §4). */
export type AlertStatusChange =
  | { status: OverallAlertStatus; hearingStatus: AlertStatus }
  | { status: OverallAlertStatus; visionStatus: AlertStatus };

export function alertStatusChange(alert: AlertStatuses, action: AlertAction): AlertStatusChange {
  const after: AlertStatuses = { ...alert, [STATUS_FIELD[action.questionnaire]]: action.status };
  const status = impliedOverallStatus(after);
  return action.questionnaire === 'hearing'
    ? { status, hearingStatus: action.status }
    : { status, visionStatus: action.status };
}

// ---------- list filters (docs/product.md §5) ----------

/**
 * One alternative an alert must match: it flags the questionnaire and, when a status is chosen,
 * that questionnaire has it. The list shows alerts matching any alternative.
 */
export interface AlertFilterClause {
  questionnaire: AlertQuestionnaire;
  status?: AlertStatus;
}

const TYPE_QUESTIONNAIRES: Record<AlertType, readonly AlertQuestionnaire[]> = {
  All: ALERT_QUESTIONNAIRES,
  'Hearing Screen': ['hearing'],
  'Vision Screen': ['vision'],
};

/**
 * docs/product.md §5: only alerts with a hearing or vision flag; the type restricts to one of them; the
 * status matches the hearing or the vision status (of the questionnaires the type allows).
 */
export function alertFilterClauses(
  status: AlertStatus | undefined,
  type: AlertType = 'All',
): AlertFilterClause[] {
  return TYPE_QUESTIONNAIRES[type].map((questionnaire) =>
    status === undefined ? { questionnaire } : { questionnaire, status },
  );
}

export interface AlertListFilter {
  status?: AlertStatus;
  type?: AlertType;
  /** The user search as typed. */
  search?: string;
}

/** The same filter as a predicate over one alert: what the server query must return. */
export function matchesAlertFilter(
  alert: AlertStatuses & Pick<QuestionnaireAlert, 'user'>,
  filter: AlertListFilter,
): boolean {
  const term = alertSearchTerm(filter.search ?? '');
  if (term !== null && !alertSearchName(alert.user).includes(term)) return false;
  return alertFilterClauses(filter.status, filter.type).some(
    (clause) =>
      flagsQuestionnaire(alert, clause.questionnaire) &&
      (clause.status === undefined || alert[STATUS_FIELD[clause.questionnaire]] === clause.status),
  );
}

// ---------- user search (docs/product.md §5: case-insensitive contains on first plus last name) ----------

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The lower-cased "first last" the search looks in, cut at ALERT_SEARCH_NAME_MAX_LENGTH. */
export function alertSearchName(user: { firstName?: unknown; lastName?: unknown }): string {
  const part = (value: unknown) => (typeof value === 'string' ? value : '');
  return normalise(`${part(user.firstName)} ${part(user.lastName)}`).slice(
    0,
    ALERT_SEARCH_NAME_MAX_LENGTH,
  );
}

/**
 * Every distinct piece of the search name, stored on the alert as userNameFragments: Firestore
 * cannot search inside a text, but it can find an alert whose list holds the typed term, so a
 * "contains" search becomes one array-contains query, paged on the server. A 40-character name
 * has at most 820 pieces.
 */
export function alertNameFragments(user: { firstName?: unknown; lastName?: unknown }): string[] {
  const name = alertSearchName(user);
  const fragments = new Set<string>();
  for (let start = 0; start < name.length; start += 1) {
    for (let end = start + 1; end <= name.length; end += 1) {
      const piece = name.slice(start, end);
      // A piece with a space at either end is the same search as without it once trimmed.
      if (piece.trim() === piece) fragments.add(piece);
    }
  }
  return [...fragments].sort();
}

/** The term to look for, lower-cased and trimmed; null when blank (no search). */
export function alertSearchTerm(typed: string): string | null {
  const term = normalise(typed);
  return term === '' ? null : term;
}
