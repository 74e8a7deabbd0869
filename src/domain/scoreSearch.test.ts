import { describe, expect, it } from 'vitest';
import { MIN_USERS_FOR_STATISTICS } from '@/config/constants';
import { searchScoresSchema } from '@/domain/schemas/scoreSearch';
import { scoreSetOfSearch, searchPrefix, searchScoresAnswer } from '@/domain/scoreSearch';
import { aggregateScores, withHistories, type ScoredUser } from '@/domain/scoring';

const now = new Date('2026-04-01T09:30:00Z');

const people = (count: number, active = true): ScoredUser[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${active ? 'a' : 'i'}${index}`,
    isActive: active,
    scores: {
      body: { weight: { colour: index % 2 === 0 ? 'green' : 'red', calculatedAt: now } },
      mind: { sleep: { colour: 'orange', calculatedAt: now } },
    },
  }));

describe('the user search answer', () => {
  it('answers only the count of too few matched active users to anyone but a Kynd Admin', () => {
    const matched = [...people(MIN_USERS_FOR_STATISTICS), ...people(4, false)];
    expect(searchScoresAnswer(matched, { now, limited: false, seesWithheld: false })).toEqual({
      withheld: true,
      activeUsers: MIN_USERS_FOR_STATISTICS,
      limited: false,
    });
  });

  it('answers the figures of more than the minimum, as the score calculation computes them', () => {
    const matched = people(MIN_USERS_FOR_STATISTICS + 1);
    const answer = searchScoresAnswer(matched, { now, limited: true, seesWithheld: false });
    expect(answer).toMatchObject({ withheld: false, activeUsers: 6, limited: true });
    const expected = aggregateScores(matched, now);
    const shown = scoreSetOfSearch(answer);
    expect(shown.averageScore).toEqual({ ...expected.averageScore, history: [] });
    expect(shown.body.weight).toEqual({ ...expected.body.weight, history: [] });
    expect(shown.mind.sleep?.calculatedAt).toEqual(now);
  });

  it('answers a Kynd Admin the figures of even one user', () => {
    const answer = searchScoresAnswer(people(1), { now, limited: false, seesWithheld: true });
    expect(answer.withheld).toBe(false);
    expect(scoreSetOfSearch(answer).body.weight).toMatchObject({ green: 1, totalUsers: 1 });
  });

  it('gives the screens zero figures and the count of a withheld answer', () => {
    const shown = scoreSetOfSearch({ withheld: true, activeUsers: 3, limited: false });
    expect(shown.averageScore).toMatchObject({ activeUsers: 3, averageScore: 0 });
    expect(shown.body).toEqual({});
  });

  it('carries dates as ISO strings on the wire and back', () => {
    const matched = people(MIN_USERS_FOR_STATISTICS + 1);
    const answer = searchScoresAnswer(matched, { now, limited: false, seesWithheld: false });
    if (answer.withheld) throw new Error('withheld');
    expect(answer.scores.averageScore.calculatedAt).toBe('2026-04-01T09:30:00.000Z');
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
    expect(scoreSetOfSearch(answer)).toEqual(
      withHistories(aggregateScores(matched, now), () => []),
    );
  });

  it('matches the stored lower-case names, a blank term matching everyone', () => {
    expect(searchPrefix('  ArOha ')).toBe('aroha');
    expect(searchPrefix('   ')).toBe('');
  });

  it('accepts a search of an organisation or one of its divisions, by first or last name', () => {
    const request = { organisationId: 'org-1', field: 'firstName', term: 'Ar' };
    expect(searchScoresSchema.safeParse(request).success).toBe(true);
    expect(searchScoresSchema.safeParse({ ...request, divisionId: 'org-1-tax' }).success).toBe(
      true,
    );
    expect(searchScoresSchema.safeParse({ ...request, term: '' }).success).toBe(true);
    for (const bad of [
      { ...request, field: 'email' },
      { ...request, organisationId: 'a/b' },
      { ...request, divisionId: '__x__' },
      { ...request, term: 'x'.repeat(101) },
      { ...request, extra: true },
      { organisationId: 'org-1', field: 'firstName' },
    ]) {
      expect(searchScoresSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
