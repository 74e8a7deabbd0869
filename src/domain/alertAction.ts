// Apart from domain/alerts, so that a user's first screen does not load the schemas' library.
import { ALERT_STATUSES } from '@/config/constants';
import {
  flagsQuestionnaire,
  isAlertQuestionnaire,
  QUESTIONNAIRE_LABELS,
  type AlertActionInput,
  type AlertStatuses,
} from '@/domain/alerts';
import { alertActionSchema } from '@/domain/schemas/entities';
import { tooBigLimit } from '@/domain/schemas/fields';

export function alertActionProblem(alert: AlertStatuses, input: AlertActionInput): string | null {
  if (!isAlertQuestionnaire(input.questionnaire)) return 'Unknown questionnaire';
  if (!flagsQuestionnaire(alert, input.questionnaire)) {
    return `The alert has no ${QUESTIONNAIRE_LABELS[input.questionnaire].toLowerCase()} flag`;
  }
  if (!alertActionSchema.shape.status.safeParse(input.status).success) {
    return `Status must be one of ${ALERT_STATUSES.join(', ')}`;
  }
  if (typeof input.comment !== 'string') return 'The action must be text';
  const comment = alertActionSchema.shape.comment.safeParse(input.comment);
  const limit = comment.success ? undefined : tooBigLimit(comment.error.issues);
  if (limit !== undefined) return `The action is longer than ${limit} characters`;
  return null;
}
