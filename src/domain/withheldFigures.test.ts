import { describe, expect, it } from 'vitest';
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';
import { industryScoresByAudience, scoreSetOfIndustry } from '@/domain/industryScores';
import {
  isWithheldDocument,
  scoreDocumentByAudience,
  scoreSetOfDocument,
  type ScoreDocument,
} from '@/domain/scoreDocuments';
import { aggregateScores, type ScoredUser } from '@/domain/scoring';
import {
  isWithheld,
  showsWithheldFigures,
  withheldAsScoreSet,
  withholdScoreSet,
  withoutWithheldHistory,
} from '@/domain/withheldFigures';

const [march, april, may] = [2, 3, 4].map((month) => new Date(Date.UTC(2026, month, 1))) as [
  Date,
  Date,
  Date,
];

const people = (count: number, colour: 'green' | 'red' = 'green'): ScoredUser[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `u${index}`,
    isActive: true,
    division: { id: 'd1' },
    scores: { body: { weight: { colour, calculatedAt: march } } },
  }));

const documentOf = (users: ScoredUser[], now: Date, previous?: ScoreDocument): ScoreDocument => ({
  organisationId: 'org',
  scopeId: 'd1',
  ...aggregateScores(users, now, previous),
});

describe('the minimum-user threshold on stored figures', () => {
  it('withholds figures of at most the minimum of active users, and anything not a count', () => {
    expect(isWithheld(MIN_USERS_FOR_STATISTICS)).toBe(true);
    expect(isWithheld(0)).toBe(true);
    expect(isWithheld(MIN_USERS_FOR_STATISTICS + 1)).toBe(false);
    expect(isWithheld(undefined)).toBe(true);
    expect(isWithheld('9')).toBe(true);
    expect(isWithheld(Number.NaN)).toBe(true);
  });

  it('gives the readers of a small scope its count and date only, and the figures to the twin', () => {
    const full = {
      ...documentOf(people(MIN_USERS_FOR_STATISTICS), march),
      divisionNames: { d1: 'One' },
    };
    const { readable, twin } = scoreDocumentByAudience(full);
    expect(readable).toEqual({
      organisationId: 'org',
      scopeId: 'd1',
      withheld: true,
      averageScore: { activeUsers: MIN_USERS_FOR_STATISTICS, calculatedAt: march },
      divisionNames: { d1: 'One' },
    });
    expect(twin).toBe(full);
    expect(isWithheldDocument(readable)).toBe(true);
    // What the screens make of it: no figure, the count for the threshold message.
    const shown = scoreSetOfDocument(readable);
    expect(shown?.averageScore).toMatchObject({
      activeUsers: MIN_USERS_FOR_STATISTICS,
      averageScore: 0,
      bodyComplete: 0,
    });
    expect(shown?.body).toEqual({});
  });

  it('gives the readers of a large scope its figures, and writes no twin', () => {
    const full = documentOf(people(MIN_USERS_FOR_STATISTICS + 1), march);
    const { readable, twin } = scoreDocumentByAudience(full);
    expect(twin).toBeUndefined();
    expect(isWithheldDocument(readable)).toBe(false);
    expect(scoreSetOfDocument(readable)?.body.weight).toMatchObject({ green: 6, red: 0 });
  });

  it('drops from a scope just past the minimum the history of its withheld calculations', () => {
    const small = documentOf(people(MIN_USERS_FOR_STATISTICS, 'red'), march);
    const large = documentOf(people(MIN_USERS_FOR_STATISTICS + 1), april, small);
    expect(large.averageScore.history).toHaveLength(2);
    const { readable } = scoreDocumentByAudience(large);
    const shown = scoreSetOfDocument(readable);
    expect(shown?.averageScore.history.map((entry) => entry.calculatedAt)).toEqual([april]);
    expect(shown?.body.weight?.history.map((entry) => entry.calculatedAt)).toEqual([april]);
    // The twin kept, while withheld, what came before: a later calculation still compares.
    const later = withoutWithheldHistory(
      aggregateScores(people(MIN_USERS_FOR_STATISTICS + 2), may, large),
    );
    expect(later.averageScore.history.map((entry) => entry.calculatedAt)).toEqual([april, may]);
  });

  it('shapes an industry of too few active users the same way, keeping its organisation count', () => {
    const document = {
      industry: 'Retail',
      organisationsCount: 2,
      scores: aggregateScores(people(3), march),
      calculatedAt: march,
    };
    const { readable, twin } = industryScoresByAudience(document);
    expect(readable).toEqual({
      industry: 'Retail',
      organisationsCount: 2,
      scores: { averageScore: { activeUsers: 3, calculatedAt: march } },
      calculatedAt: march,
      withheld: true,
    });
    expect(twin).toBe(document);
    expect(scoreSetOfIndustry(readable)?.averageScore.activeUsers).toBe(3);
    expect(scoreSetOfIndustry(readable)?.body).toEqual({});
    const large = { ...document, scores: aggregateScores(people(8), march) };
    expect(industryScoresByAudience(large)).toEqual({ readable: large });
    expect(scoreSetOfIndustry(undefined)).toBeUndefined();
  });

  it('keeps a withheld set to its count as stored, and back as zero figures for the screens', () => {
    const set = aggregateScores(people(2), march);
    expect(withholdScoreSet(set)).toEqual({
      averageScore: { activeUsers: 2, calculatedAt: march },
    });
    expect(withheldAsScoreSet(withholdScoreSet(set)).averageScore).toMatchObject({
      activeUsers: 2,
      averageScore: 0,
      calculatedAt: march,
    });
  });

  it('finds the stored documents written before the shaping that show too few people', () => {
    const large = aggregateScores(people(MIN_USERS_FOR_STATISTICS + 1), march);
    const small = aggregateScores(people(2), march);
    expect(showsWithheldFigures(large)).toBe(false);
    expect(showsWithheldFigures(small)).toBe(true);
    expect(showsWithheldFigures({ withheld: true, ...withholdScoreSet(small) })).toBe(false);
    // Past the minimum now, but its change arrow compares with a calculation of two people.
    expect(showsWithheldFigures(aggregateScores(people(8), april, small))).toBe(true);
    expect(showsWithheldFigures({})).toBe(true);
  });
});
