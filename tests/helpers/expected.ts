// What the app and the server should compute, worked out the plain way: the tests compare their
// results with these. The app gets the same from Firestore queries and the functions' sharded
// counters, so none of this is in src/.
import {
  GENERATED_PASSWORD_LENGTH,
  type AlertStatus,
  type AlertType,
} from '../../src/config/constants';
import { alertActionProblem } from '../../src/domain/alertAction';
import {
  alertFilterClauses,
  alertSearchName,
  alertSearchTerm,
  alertStatusChange,
  flagsQuestionnaire,
  STATUS_FIELD,
  type AlertStatuses,
} from '../../src/domain/alerts';
import { combineScoreSets } from '../../src/domain/dashboardScores';
import { scoreSetOfDocument, type StoredScoreDocument } from '../../src/domain/scoreDocuments';
import { scopeCountersOf, scoreSetsOfCounters, type ScoredUser } from '../../src/domain/scoring';
import type { DirectoryEntry } from '../../src/domain/userDirectory';
import type {
  AlertAction,
  NamedRef,
  OrganisationScores,
  QuestionnaireAlert,
  ScoreSet,
} from '../../src/domain/types';

export interface AlertListFilter {
  status?: AlertStatus;
  type?: AlertType;
  search?: string;
}

/** What the server query must return. */
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

/** Every earlier action unchanged, as firestore.rules check. */
export function alertUpdate(
  alert: AlertStatuses,
  action: AlertAction,
): ReturnType<typeof alertStatusChange> & { actions: AlertAction[] } {
  const problem = alertActionProblem(alert, action);
  if (problem) throw new Error(problem);
  return { ...alertStatusChange(alert, action), actions: [...(alert.actions ?? []), action] };
}

export function scoreSetsByDivision(
  users: readonly ScoredUser[],
  divisions: readonly { id: string }[],
  now: Date,
  previous?: OrganisationScores | null,
): OrganisationScores {
  return scoreSetsOfCounters(scopeCountersOf(users), divisions, now, previous);
}

/** Organisations without scores yet (null) count as empty. */
export function industryScoreSet(
  documents: readonly (StoredScoreDocument | null | undefined)[],
): ScoreSet {
  return combineScoreSets(
    documents
      .map((document) => scoreSetOfDocument(document))
      .filter((set): set is ScoreSet => set !== undefined),
  );
}

export function divisionsOfDocument(document: StoredScoreDocument | null | undefined): NamedRef[] {
  return Object.entries(document?.divisionNames ?? {}).map(([id, name]) => ({ id, name }));
}

/** docs/product.md §5, §9: the length, a lowercase letter, an uppercase letter and a digit. */
export function isValidGeneratedPassword(password: string): boolean {
  return (
    password.length === GENERATED_PASSWORD_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

/** The fields an entry may hold: nothing else of the users document ever reaches it. */
export const DIRECTORY_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'lowerFirstName',
  'lowerLastName',
  'role',
  'organisation',
  'division',
  'isActive',
  'createdAt',
] as const satisfies readonly (keyof DirectoryEntry)[];

/** docs/product.md §9's message frequencies, as the template screen words them. */
export const MESSAGE_FREQUENCIES = [
  '1 day',
  '7 days',
  '14 days',
  '30 days',
  '90 days',
  '180 days',
  '365 days',
] as const;
