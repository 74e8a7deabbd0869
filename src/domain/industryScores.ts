// The precomputed industry document industryScores/{industryScoresId(industry)}: aggregate figures
// of an industry's active organisations, written by the score calculation only. It lets anyone who
// may compare (an Org Admin included, who may not read other organisations) see an industry without
// reading a single organisation of it (SPEC §2 comparison, §5 comparison options).
import { ALL_ID } from '@/domain/dashboard';
import { combineScoreSets, scoreSetOf } from '@/domain/dashboardScores';
import type { Organisation, ScoreSet } from '@/domain/types';

export const INDUSTRY_SCORES_COLLECTION = 'industryScores';

export interface IndustryScores {
  /** The industry name, as organisations store it. */
  industry: string;
  /** Active organisations of the industry. */
  organisationsCount: number;
  /** Their `scores.all`, combined as one population. */
  scores: ScoreSet;
  calculatedAt: Date;
}

/**
 * Document id of an industry's figures: the name, URL-encoded so that any name is a valid id
 * (no '/'), with dots encoded too because '.' and '..' are not valid ids.
 */
export function industryScoresId(industry: string): string {
  return encodeURIComponent(industry).replace(/\./g, '%2E');
}

/** The inverse of industryScoresId. */
export function industryOfScoresId(id: string): string {
  return decodeURIComponent(id);
}

/**
 * An industry's document from what one query of its organisations returned. Inactive
 * organisations neither count nor contribute: their people no longer use the app (SPEC §4).
 */
export function computeIndustryScores(
  industry: string,
  organisations: readonly Pick<Organisation, 'isActive' | 'scores'>[],
  calculatedAt: Date,
): IndustryScores {
  const active = organisations.filter((organisation) => organisation.isActive === true);
  const sets = active
    .map((organisation) => scoreSetOf(organisation, ALL_ID))
    .filter((set): set is ScoreSet => set !== undefined);
  return {
    industry,
    organisationsCount: active.length,
    scores: combineScoreSets(sets),
    calculatedAt,
  };
}

/** Active organisations per industry, as comparisonIndustryOptions takes them. */
export function organisationCountsOf(
  documents: readonly Pick<IndustryScores, 'industry' | 'organisationsCount'>[],
): Record<string, number> {
  return Object.fromEntries(
    documents.map((document) => [document.industry, document.organisationsCount]),
  );
}
