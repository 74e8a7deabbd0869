// The precomputed industry document industryScores/{industryScoresId(industry)}: aggregate figures
// of an industry's active organisations, computed from their `all` score documents
// (domain/scoreDocuments) and written by the score calculation only. It lets anyone who may compare
// (an Org Admin included, who may not read other organisations) see an industry without reading a
// single organisation of it (docs/product.md §2 comparison, §5 comparison options).
// Beside it, industrySummaries/{industryScoresId(industry)}: the same figures over every
// organisation of the industry, inactive ones included, which is what a provider admin's summary
// across the industry (organisation 'All', docs/product.md §2) shows; one read whatever the
// number of organisations.
// An industry whose active users do not exceed the minimum gets the withheld shape in both, its
// figures kept for the Kynd Admin in withheldIndustryScores and withheldIndustrySummaries
// (domain/withheldFigures): an industry of one small organisation would otherwise show that
// organisation's figures.
import { combineScoreSets } from '@/domain/dashboardScores';
import { withRecentHistory } from '@/domain/scoreDocuments';
import type { ScoreSet } from '@/domain/types';
import {
  byAudience,
  withheldAsScoreSet,
  type ByAudience,
  type WithheldScoreSet,
} from '@/domain/withheldFigures';

export const INDUSTRY_SCORES_COLLECTION = 'industryScores';
export const INDUSTRY_SUMMARIES_COLLECTION = 'industrySummaries';

export interface IndustryScores {
  /** The industry name, as organisations store it. */
  industry: string;
  /** Active organisations of the industry. */
  organisationsCount: number;
  /** Their `all` score sets, combined as one population, with the recent history only. */
  scores: ScoreSet;
  calculatedAt: Date;
  /** Never set on full figures (WithheldIndustryScores). */
  withheld?: false;
}

/** An industry's document as its readers get it when its figures are withheld. */
export interface WithheldIndustryScores {
  industry: string;
  organisationsCount: number;
  scores: WithheldScoreSet;
  calculatedAt: Date;
  withheld: true;
}

/** An industryScores or industrySummaries document as stored. */
export type StoredIndustryScores = IndustryScores | WithheldIndustryScores;

/** An industry's document by audience (domain/withheldFigures byAudience). */
export function industryScoresByAudience(
  document: IndustryScores,
): ByAudience<IndustryScores, WithheldIndustryScores> {
  const { industry, organisationsCount, calculatedAt } = document;
  return byAudience(document, document.scores, {
    shown: (scores) => ({ ...document, scores }),
    withheld: (scores) => ({ industry, organisationsCount, scores, calculatedAt, withheld: true }),
  });
}

/** The figures the screens take from an industry's document: of a withheld one, only its count. */
export function scoreSetOfIndustry(
  document: StoredIndustryScores | undefined,
): ScoreSet | undefined {
  if (!document) return undefined;
  return document.withheld === true ? withheldAsScoreSet(document.scores) : document.scores;
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

/** What the calculation reads per organisation of the industry. */
export interface IndustryMember {
  isActive: unknown;
  /** The organisation's `all` score set; undefined before its first calculation. */
  scores: ScoreSet | undefined;
}

/**
 * An industry's document from its organisations. Inactive organisations neither count nor
 * contribute: their people no longer use the app (docs/product.md §4). The merged histories are cut to the
 * recent ones like any score document's, so the document does not grow with the organisations.
 */
export function computeIndustryScores(
  industry: string,
  organisations: readonly IndustryMember[],
  calculatedAt: Date,
): IndustryScores {
  const active = organisations.filter((organisation) => organisation.isActive === true);
  const sets = active
    .map((organisation) => organisation.scores)
    .filter((set): set is ScoreSet => set !== undefined);
  return {
    industry,
    organisationsCount: active.length,
    scores: withRecentHistory(combineScoreSets(sets)),
    calculatedAt,
  };
}

/**
 * An industry's summary document (industrySummaries): every organisation listed under the industry
 * counts, as the dashboards' organisation 'All' lists them all, each with its `all` score set
 * (undefined before its first calculation, adding nothing). `organisationsCount` counts them all.
 */
export function computeIndustrySummary(
  industry: string,
  sets: readonly (ScoreSet | undefined)[],
  calculatedAt: Date,
): IndustryScores {
  return {
    industry,
    organisationsCount: sets.length,
    // As industryScoreSet combines the documents the screen would read one by one.
    scores: withRecentHistory(
      combineScoreSets(sets.filter((set): set is ScoreSet => set !== undefined)),
    ),
    calculatedAt,
  };
}

/** Active organisations per industry, as comparisonIndustryOptions takes them. */
export function organisationCountsOf(
  documents: readonly Pick<StoredIndustryScores, 'industry' | 'organisationsCount'>[],
): Record<string, number> {
  return Object.fromEntries(
    documents.map((document) => [document.industry, document.organisationsCount]),
  );
}
