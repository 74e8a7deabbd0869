// For a Kynd Admin, a series some of whose calculations were withheld (too few active users) is
// completed from its twin, one more read for that series only.
import { doc, getDoc } from 'firebase/firestore/lite';
import type { HistoryEntry } from '@/domain/types';
import { SCORES_HISTORY_COLLECTION, combineSeries, scoresHistoryId } from '@/domain/scoresHistory';
import { WITHHELD_SCORES_HISTORY_COLLECTION } from '@/domain/withheldFigures';
import { timestampsToDates } from '@/domain/timestamps';
import type { ScoresHistoryQuery } from '@/providers/types';
import { readsWithheld, requireScope, type ProviderContext } from './context';
import { guard } from './errors';

type Series = Record<string, HistoryEntry[]>;

export function createScoresHistoryReader(context: ProviderContext) {
  const read = async (collection: string, id: string, operation: string) => {
    const snapshot = await guard(operation, () => getDoc(doc(context.db, collection, id)));
    return snapshot.exists() ? snapshot : undefined;
  };
  return {
    async getScoresHistory(input: ScoresHistoryQuery): Promise<Series> {
      const id = scoresHistoryId(input.organisationId, input.divisionId, input.questionnaire);
      const operation = `getScoresHistory ${id}`;
      requireScope(context, operation);
      const snapshot = await read(SCORES_HISTORY_COLLECTION, id, operation);
      if (!snapshot) return {};
      const shown = timestampsToDates(snapshot.get('history') ?? {}) as Series;
      if (snapshot.get('withheld') !== true || !readsWithheld(context)) return shown;
      const twin = await read(WITHHELD_SCORES_HISTORY_COLLECTION, id, operation);
      const hidden = timestampsToDates(twin?.get('history') ?? {}) as Series;
      return Object.fromEntries(
        [...new Set([...Object.keys(shown), ...Object.keys(hidden)])].map((key) => [
          key,
          combineSeries(shown[key], hidden[key]),
        ]),
      );
    },
  };
}
