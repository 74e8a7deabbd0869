import { describe, expect, it } from 'vitest';
import { comparisonIndustryOptions } from '@/domain/dashboard';
import { averageChange, combineScoreSets, measurementChange } from '@/domain/dashboardScores';
import {
  computeIndustryScores,
  computeIndustrySummary,
  industryOfScoresId,
  industryScoresId,
  organisationCountsOf,
} from '@/domain/industryScores';
import { aggregateScores, type ScoredUser } from '@/domain/scoring';
import { industryScoreSet } from '../../tests/helpers/expected';

const now = new Date(2025, 5, 1);

function users(prefix: string, colours: readonly ('green' | 'orange' | 'red')[]): ScoredUser[] {
  return colours.map((colour, index) => ({
    id: `${prefix}${index}`,
    isActive: true,
    scores: {
      body: { weight: { colour, calculatedAt: now } },
      life: { life: { colour: index % 2 === 0 ? 'green' : 'red', calculatedAt: now } },
    },
  }));
}

const usersA = users('a', ['green', 'green', 'orange', 'red']);
const usersB = users('b', ['red', 'orange']);
const usersC = users('c', ['green', 'green', 'green']);

describe('industry summary document', () => {
  it("combines every organisation listed, inactive ones included, as the screen's own sum does", () => {
    const sets = [aggregateScores(usersA, now), undefined, aggregateScores(usersC, now)];
    const summary = computeIndustrySummary('Accounting', sets, now);
    expect(summary.industry).toBe('Accounting');
    expect(summary.organisationsCount).toBe(3);
    expect(summary.calculatedAt).toBe(now);
    const documents = sets.map((set, index) =>
      set ? { organisationId: `o${index}`, scopeId: 'all', ...set } : null,
    );
    expect(summary.scores).toEqual(industryScoreSet(documents));
  });

  it('shows the same changes as the full combined history, from its recent entries only', () => {
    const later = new Date(2025, 6, 1);
    const latest = new Date(2025, 7, 1);
    const first = aggregateScores(usersA, now);
    const third = aggregateScores(usersA, latest, aggregateScores(usersA, later, first));
    const other = aggregateScores(usersB, later, aggregateScores(usersB, now));
    const full = combineScoreSets([third, other]);
    const summary = computeIndustrySummary('Accounting', [third, other], latest);
    expect(averageChange(full.averageScore, 'averageScore')).toBeDefined();
    expect(averageChange(summary.scores.averageScore, 'averageScore')).toEqual(
      averageChange(full.averageScore, 'averageScore'),
    );
    expect(measurementChange(summary.scores.body.weight)).toEqual(
      measurementChange(full.body.weight),
    );
  });

  it('is empty for an industry without organisations', () => {
    const summary = computeIndustrySummary('Mining', [], now);
    expect(summary.organisationsCount).toBe(0);
    expect(summary.scores).toEqual(industryScoreSet([]));
  });
});

describe('industry scores document', () => {
  it("counts and combines only the active organisations' all score sets", () => {
    const result = computeIndustryScores(
      'Accounting',
      [
        { isActive: true, scores: aggregateScores(usersA, now) },
        { isActive: true, scores: aggregateScores(usersB, now) },
        { isActive: false, scores: aggregateScores(usersC, now) },
      ],
      now,
    );
    expect(result.industry).toBe('Accounting');
    expect(result.organisationsCount).toBe(2);
    expect(result.calculatedAt).toBe(now);
    expect(result.scores.body.weight).toMatchObject({ green: 2, orange: 2, red: 2, totalUsers: 6 });
    const together = aggregateScores([...usersA, ...usersB], now);
    expect(result.scores.averageScore).toMatchObject({
      activeUsers: 6,
      averageScore: together.averageScore.averageScore,
      body: together.averageScore.body,
      life: together.averageScore.life,
      bodyComplete: together.averageScore.bodyComplete,
      lifeComplete: together.averageScore.lifeComplete,
    });
  });

  it('counts an active organisation without scores yet, contributing nothing', () => {
    const result = computeIndustryScores(
      'Retail',
      [
        { isActive: true, scores: undefined },
        { isActive: true, scores: aggregateScores(usersC, now) },
      ],
      now,
    );
    expect(result.organisationsCount).toBe(2);
    expect(result.scores.averageScore.activeUsers).toBe(3);
  });

  it('keeps only the recent history of the combined figures', () => {
    const later = new Date(2025, 6, 1);
    const latest = new Date(2025, 7, 1);
    const first = aggregateScores(usersA, now);
    const second = aggregateScores(usersA, later, first);
    const third = aggregateScores(usersA, latest, second);
    const other = aggregateScores(usersB, later);
    const result = computeIndustryScores(
      'Accounting',
      [
        { isActive: true, scores: third },
        { isActive: true, scores: other },
      ],
      latest,
    );
    expect(result.scores.averageScore.history.map((entry) => entry.calculatedAt)).toEqual([
      later,
      latest,
    ]);
    expect(result.scores.body.weight?.history).toHaveLength(2);
  });

  it('is empty for an industry without active organisations', () => {
    const result = computeIndustryScores('Mining', [], now);
    expect(result.organisationsCount).toBe(0);
    expect(result.scores).toEqual(combineScoreSets([]));
  });

  it('keys every industry name by a valid, reversible document id', () => {
    for (const name of ['Accounting', 'Oil & Gas / Mining', '..', 'Health.care', 'Café 50%']) {
      const id = industryScoresId(name);
      expect(id).not.toContain('/');
      expect(id).not.toMatch(/^\.+$/);
      expect(id).not.toContain('.');
      expect(industryOfScoresId(id)).toBe(name);
    }
    expect(industryScoresId('Accounting')).toBe('Accounting');
    expect(industryScoresId('Oil & Gas')).not.toBe(industryScoresId('Oil & Gas '));
  });

  it('feeds the comparison options: industries with at least 2 active organisations', () => {
    const counts = organisationCountsOf([
      { industry: 'Accounting', organisationsCount: 2 },
      { industry: 'Retail', organisationsCount: 1 },
      { industry: 'Construction', organisationsCount: 3 },
    ]);
    const names = ['Accounting', 'Construction', 'Mining', 'Retail'];
    expect(comparisonIndustryOptions(names, counts, 'Org Admin')).toEqual([
      'Accounting',
      'Construction',
    ]);
    expect(comparisonIndustryOptions(names, counts, 'Kynd Admin')).toEqual(names);
  });
});
