import { QUESTIONNAIRE_ALERTS_COLLECTION, USERS_COLLECTION } from '@/domain/collections';
import {
  actionUserOf,
  alertActionsSummary,
  alertStatusChange,
  newAlertAction,
} from '@/domain/alerts';
import type { QuestionnaireAlert } from '@/domain/types';
import { DataProviderError } from '@/providers/dataProvider/errors';
import type { DataStore } from '@/providers/dataStore';
import type { ResourceMethods } from '@/providers/types';

export const alertMethods = (store: DataStore): Pick<ResourceMethods, 'appendAlertAction'> => ({
  // Earlier actions are written back exactly as read: the rules check they are unchanged.
  async appendAlertAction(alertId, callerId, input) {
    // The input's check comes with its schema on the first update (domain/alertAction).
    const { alertActionProblem } = await import('@/domain/alertAction');
    const operation = `appendAlertAction ${alertId}`;
    store.scope(operation);
    const alertPath = `${QUESTIONNAIRE_ALERTS_COLLECTION}/${alertId}`;
    return store.transaction(operation, async (transaction) => {
      const stored = await transaction.get(alertPath);
      const caller = await transaction.get(`${USERS_COLLECTION}/${callerId}`);
      if (!stored) throw new DataProviderError('not-found', `${operation}: no such alert`);
      if (!caller) {
        throw new DataProviderError('permission-denied', `${operation}: no users document`);
      }
      const alert = stored.record<QuestionnaireAlert>();
      const problem = alertActionProblem(alert, input);
      if (problem) throw new DataProviderError('invalid-argument', `${operation}: ${problem}`);
      const action = newAlertAction(actionUserOf(callerId, caller.data()), input, new Date());
      const change = alertStatusChange(alert, action);
      const earlier = stored.get('actions');
      // The server keeps the panels' summary (actionsSummary); where it is there, the same write
      // takes it one step on (the rules check the step), so that the list shows the action at once.
      const summary = stored.get('actionsSummary') as
        Record<string, { count?: unknown } | undefined> | undefined;
      const panel = summary?.[input.questionnaire];
      const summaryStep =
        summary && typeof panel?.count === 'number'
          ? {
              actionsSummary: {
                ...summary,
                [input.questionnaire]: { count: panel.count + 1, latest: action },
              },
            }
          : {};
      transaction.update(alertPath, {
        ...change,
        actions: [...(Array.isArray(earlier) ? (earlier as unknown[]) : []), action],
        ...summaryStep,
      });
      const actions = [...(alert.actions ?? []), action];
      return { ...alert, ...change, actions, actionsSummary: alertActionsSummary(actions) };
    });
  },
});
