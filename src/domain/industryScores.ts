// industryScores/{id} and industrySummaries/{id}, written by the score calculation only, so that
// anyone who may compare (an Org Admin too) sees an industry without reading its organisations.
// They are withheld as a scope is: an industry of one small organisation would show its figures.
import { combineScoreSets } from '@/domain/dashboardScores';
import { encodedIdPart } from '@/domain/ids';
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
  industry: string;
  organisationsCount: number;
  /** Their `all` score sets as one population, with the recent history only: it does not grow. */
  scores: ScoreSet;
  calculatedAt: Date;
  /**
   * The server's read time of the organisations' figures (absent on older documents): a
   * calculation writes only over figures read before its own (calculateIndustryScores).
   */
  readAt?: Date;
  withheld?: false;
}

export type WithheldIndustryScores = Omit<IndustryScores, 'scores' | 'withheld'> & {
  scores: WithheldScoreSet;
  withheld: true;
};

export type StoredIndustryScores = IndustryScores | WithheldIndustryScores;

export function industryScoresByAudience(
  document: IndustryScores,
): ByAudience<IndustryScores, WithheldIndustryScores> {
  return byAudience(document, document.scores, {
    shown: (scores) => ({ ...document, scores }),
    withheld: (scores) => ({ ...document, scores, withheld: true }),
  });
}

/** The figures the screens take from an industry's document: of a withheld one, only its count. */
export function scoreSetOfIndustry(document: StoredIndustryScores | undefined) {
  if (!document) return undefined;
  return document.withheld === true ? withheldAsScoreSet(document.scores) : document.scores;
}

export const industryScoresId = (industry: string): string => encodedIdPart(industry);

export const industryOfScoresId = (id: string): string => decodeURIComponent(id);

/** Inactive organisations neither count nor contribute. */
export function computeIndustryScores(
  industry: string,
  /** Each with its `all` score set; undefined before its first calculation. */
  organisations: readonly { isActive: unknown; scores: ScoreSet | undefined }[],
  calculatedAt: Date,
): IndustryScores {
  const active = organisations.filter((organisation) => organisation.isActive === true);
  const sets = active.map(({ scores }) => scores);
  return computeIndustrySummary(industry, sets, calculatedAt);
}

/** Every organisation of the industry counts, as the dashboards' organisation 'All' lists them. */
export function computeIndustrySummary(
  industry: string,
  sets: readonly (ScoreSet | undefined)[],
  calculatedAt: Date,
): IndustryScores {
  return {
    industry,
    organisationsCount: sets.length,
    scores: withRecentHistory(
      combineScoreSets(sets.filter((set): set is ScoreSet => set !== undefined)),
    ),
    calculatedAt,
  };
}

export function organisationCountsOf(
  documents: readonly Pick<StoredIndustryScores, 'industry' | 'organisationsCount'>[],
): Record<string, number> {
  return Object.fromEntries(
    documents.map((document) => [document.industry, document.organisationsCount]),
  );
}
