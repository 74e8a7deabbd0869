// The dashboards' score history (docs/product.md §3 organisationsScoresHistories), by measurement key.
import { doc, getDoc } from 'firebase/firestore/lite';
import type { HistoryEntry } from '@/domain/types';
import { SCORES_HISTORY_COLLECTION, scoresHistoryId } from '@/domain/scoresHistory';
import { fromFirestore } from '@/providers/converters';
import type { ScoresHistoryQuery } from '@/providers/types';
import { requireScope, type ProviderContext } from './context';
import { guard } from './errors';

export function createScoresHistoryReader(context: ProviderContext) {
  return {
    async getScoresHistory(input: ScoresHistoryQuery): Promise<Record<string, HistoryEntry[]>> {
      const id = scoresHistoryId(input.organisationId, input.divisionId, input.questionnaire);
      const operation = `getScoresHistory ${id}`;
      requireScope(context, operation);
      const snapshot = await guard(operation, () =>
        getDoc(doc(context.db, SCORES_HISTORY_COLLECTION, id)),
      );
      if (!snapshot.exists()) return {};
      return fromFirestore<Record<string, HistoryEntry[]>>(snapshot.get('history') ?? {});
    },
  };
}
