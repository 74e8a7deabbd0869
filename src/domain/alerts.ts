// firestore.rules (isAlertAction) say the same (docs/product.md §4, §5).
import {
  ALERT_SEARCH_NAME_MAX_LENGTH,
  ALERT_STATUSES,
  ALERT_TYPES,
  type AlertStatus,
  type AlertType,
} from '@/config/constants';
import type { z } from 'zod';
import { isOneOf } from '@/domain/oneOf';
import type { alertActionSchema } from '@/domain/schemas/entities';
import type {
  AlertAction,
  AlertPerson,
  AlertQuestionnaire,
  QuestionnaireAlert,
} from '@/domain/types';
import { lowerWords, textOf } from '@/domain/values';

export const ALERT_QUESTIONNAIRES: readonly AlertQuestionnaire[] = ['hearing', 'vision'];

export const QUESTIONNAIRE_LABELS: Record<AlertQuestionnaire, string> = {
  hearing: 'Hearing',
  vision: 'Vision',
};

export const STATUS_FIELD = {
  hearing: 'hearingStatus',
  vision: 'visionStatus',
} as const satisfies Record<AlertQuestionnaire, keyof QuestionnaireAlert>;

export type OverallAlertStatus = QuestionnaireAlert['status'];

export type AlertStatuses = Pick<
  QuestionnaireAlert,
  'questionnaireAlerts' | 'hearingStatus' | 'visionStatus'
> & { actions?: readonly AlertAction[]; actionsSummary?: AlertActionsSummary };

export const isAlertStatus = (value: unknown): value is AlertStatus =>
  isOneOf(ALERT_STATUSES, value);
export const isAlertType = (value: unknown): value is AlertType => isOneOf(ALERT_TYPES, value);
export const isAlertQuestionnaire = (value: unknown): value is AlertQuestionnaire =>
  isOneOf(ALERT_QUESTIONNAIRES, value);

/** Undefined: the alert does not flag that questionnaire. */
export function overallAlertStatus(
  hearingStatus: AlertStatus | undefined,
  visionStatus: AlertStatus | undefined,
): OverallAlertStatus {
  const settled = (status: AlertStatus | undefined) =>
    status === undefined || status === 'Resolved';
  return settled(hearingStatus) && settled(visionStatus) ? 'Resolved' : 'Open';
}

export function flagsQuestionnaire(
  alert: AlertStatuses,
  questionnaire: AlertQuestionnaire,
): boolean {
  return alert.questionnaireAlerts?.[questionnaire] === true;
}

/** Open while none has been stored yet (a new alert). */
export function panelStatus(
  alert: AlertStatuses,
  questionnaire: AlertQuestionnaire,
): AlertStatus | undefined {
  if (!flagsQuestionnaire(alert, questionnaire)) return undefined;
  const stored = alert[STATUS_FIELD[questionnaire]];
  return isAlertStatus(stored) ? stored : 'Open';
}

export function impliedOverallStatus(alert: AlertStatuses): OverallAlertStatus {
  return overallAlertStatus(panelStatus(alert, 'hearing'), panelStatus(alert, 'vision'));
}

/** An equal time keeps the order they were written in (the sort is stable). */
export function actionsFor(
  actions: readonly AlertAction[] | undefined,
  questionnaire: AlertQuestionnaire,
): AlertAction[] {
  const time = (action: AlertAction) => new Date(action.timestamp).getTime();
  return (actions ?? [])
    .filter((action) => action.questionnaire === questionnaire)
    .sort((a, b) => time(a) - time(b));
}

export type AlertActionsSummary = NonNullable<QuestionnaireAlert['actionsSummary']>;
type PanelActions = AlertActionsSummary[AlertQuestionnaire];

export function alertActionsSummary(
  actions: readonly AlertAction[] | undefined,
): AlertActionsSummary {
  const panel = (questionnaire: AlertQuestionnaire): PanelActions => {
    const own = actionsFor(actions, questionnaire);
    return { count: own.length, latest: own.at(-1) ?? null };
  };
  return { hearing: panel('hearing'), vision: panel('vision') };
}

export function panelActions(
  alert: Pick<AlertStatuses, 'actions' | 'actionsSummary'>,
  questionnaire: AlertQuestionnaire,
): PanelActions {
  if (Array.isArray(alert.actions)) return alertActionsSummary(alert.actions)[questionnaire];
  const stored = alert.actionsSummary?.[questionnaire];
  return {
    count: typeof stored?.count === 'number' ? stored.count : 0,
    latest: stored?.latest ?? null,
  };
}

export function currentActionStatus(
  alert: AlertStatuses,
  questionnaire: AlertQuestionnaire,
): AlertStatus {
  const latest = panelActions(alert, questionnaire).latest;
  if (latest && isAlertStatus(latest.status)) return latest.status;
  return panelStatus(alert, questionnaire) ?? 'Open';
}

export function canUpdatePanel(alert: AlertStatuses, questionnaire: AlertQuestionnaire): boolean {
  const status = panelStatus(alert, questionnaire);
  return status !== undefined && status !== 'Resolved';
}

export type AlertActionInput = z.infer<typeof alertActionSchema> & {
  questionnaire: AlertQuestionnaire;
};

/** The rules compare these with the users document: a field it lacks is left out, not invented. */
export function actionUserOf(uid: string, userDocument: Record<string, unknown>): AlertPerson {
  const person: Record<string, unknown> = { id: uid };
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'division', 'organisation']) {
    const value = userDocument[field];
    if (value !== undefined && value !== null) person[field] = value;
  }
  return person as unknown as AlertPerson;
}

/**
 * Without the phone: the organisation's administrators read its alerts, and an employee's contact
 * data reaches them only as far as the card shows it (docs/roles.md "What each role receives").
 */
export function alertSubjectOf(uid: string, userDocument: Record<string, unknown>): AlertPerson {
  return actionUserOf(uid, { ...userDocument, phone: undefined });
}

export function newAlertAction(
  actionUser: AlertPerson,
  input: AlertActionInput,
  now: Date,
): AlertAction {
  const { status, comment, questionnaire } = input;
  return { actionUser, status, comment, timestamp: now, questionnaire };
}

export function alertStatusChange(alert: AlertStatuses, action: AlertAction) {
  const change = { [STATUS_FIELD[action.questionnaire]]: action.status };
  return { status: impliedOverallStatus({ ...alert, ...change }), ...change };
}

const TYPE_QUESTIONNAIRES: Record<AlertType, readonly AlertQuestionnaire[]> = {
  All: ALERT_QUESTIONNAIRES,
  'Hearing Screen': ['hearing'],
  'Vision Screen': ['vision'],
};

export function alertFilterClauses(
  status: AlertStatus | undefined,
  type: AlertType = 'All',
): { questionnaire: AlertQuestionnaire; status?: AlertStatus }[] {
  return TYPE_QUESTIONNAIRES[type].map((questionnaire) =>
    status === undefined ? { questionnaire } : { questionnaire, status },
  );
}

export function alertSearchName(user: { firstName?: unknown; lastName?: unknown }): string {
  const name = lowerWords(`${textOf(user.firstName)} ${textOf(user.lastName)}`);
  return name.slice(0, ALERT_SEARCH_NAME_MAX_LENGTH);
}

/**
 * Firestore cannot search inside a text, but it can find an alert whose list holds the typed term,
 * so a "contains" search becomes one array-contains query, paged on the server. A 40-character name
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

export function alertSearchTerm(typed: string): string | null {
  const term = lowerWords(typed);
  return term === '' ? null : term;
}
