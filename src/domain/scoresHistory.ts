// The long score history of one scope and questionnaire (docs/product.md §3: organisationsScoresHistories,
// "documents keyed by three joined parts"). Written by the score calculation (functions/) and read
// by the dashboards' history chart (providers/): both build the key here, so they cannot disagree.
import { ALL_SCORES_KEY } from '@/domain/scoring';

export const SCORES_HISTORY_COLLECTION = 'organisationsScoresHistories';

/**
 * `{organisationId}_{scope}_{camelCaseQuestionnaire}`, where the scope is a division id or `all`
 * for the whole organisation. An empty division means the whole organisation too.
 */
export function scoresHistoryId(
  organisationId: string,
  divisionId: string | null | undefined,
  camelCaseQuestionnaire: string,
): string {
  return `${organisationId}_${divisionId || ALL_SCORES_KEY}_${camelCaseQuestionnaire}`;
}
