import { describe, expect, it } from 'vitest';
import { scoreDocumentOfMap, scoreSetOfMapEntry, scoresMapFields } from '@/domain/scoreDocuments';

/** A Timestamp as any Firestore SDK hands it over (duck-typed, as domain/timestamps reads it). */
function timestamp(iso: string) {
  const date = new Date(iso);
  return {
    seconds: Math.floor(date.getTime() / 1000),
    nanoseconds: 0,
    toDate: () => new Date(date),
  };
}

const storedAll = {
  averageScore: {
    activeUsers: 12,
    averageScore: 71.5,
    body: 64,
    mind: 80,
    life: '70',
    bodyComplete: 9,
    mindComplete: 10,
    lifeComplete: 11,
    totalComplete: 8,
    calculatedAt: timestamp('2026-03-01T00:00:00Z'),
    history: [
      {
        averageScore: 60,
        body: 50,
        mind: 70,
        life: 60,
        activeUsers: 10,
        calculatedAt: timestamp('2026-01-01T00:00:00Z'),
      },
      {
        averageScore: 65,
        body: 55,
        mind: 75,
        life: 65,
        activeUsers: 11,
        calculatedAt: timestamp('2026-02-01T00:00:00Z'),
      },
      {
        averageScore: 71.5,
        body: 64,
        mind: 80,
        life: 70,
        activeUsers: 12,
        calculatedAt: timestamp('2026-03-01T00:00:00Z'),
      },
    ],
  },
  body: {
    alcohol: {
      green: 5,
      orange: 3,
      red: 1,
      totalUsers: 9,
      question: 'Alcohol',
      calculatedAt: timestamp('2026-03-01T00:00:00Z'),
      history: [{ green: 4, orange: 3, red: 2, calculatedAt: timestamp('2026-02-01T00:00:00Z') }],
    },
  },
  mind: { sleep: { green: 2, orange: 2, red: 2 } },
  life: {},
};

describe("an organisation's docs/product.md §3 scores map", () => {
  it('converts Firestore timestamps to Dates and keeps the figures', () => {
    const set = scoreSetOfMapEntry(storedAll);
    expect(set?.averageScore).toMatchObject({
      activeUsers: 12,
      averageScore: 71.5,
      body: 64,
      mind: 80,
      life: 70,
      totalComplete: 8,
      calculatedAt: new Date('2026-03-01T00:00:00Z'),
    });
    expect(set?.body.alcohol).toEqual({
      green: 5,
      orange: 3,
      red: 1,
      totalUsers: 9,
      question: 'Alcohol',
      calculatedAt: new Date('2026-03-01T00:00:00Z'),
      history: [{ green: 4, orange: 3, red: 2, calculatedAt: new Date('2026-02-01T00:00:00Z') }],
    });
  });

  it('fills what another client left out: totals, question, dates, histories', () => {
    const sleep = scoreSetOfMapEntry(storedAll)?.mind.sleep;
    expect(sleep).toEqual({
      green: 2,
      orange: 2,
      red: 2,
      totalUsers: 6,
      question: 'sleep',
      calculatedAt: new Date(0),
      history: [],
    });
    const bare = scoreSetOfMapEntry({ averageScore: { history: 'none' } });
    expect(bare?.averageScore.activeUsers).toBe(0);
    expect(bare?.averageScore.history).toEqual([]);
    expect(bare?.body).toEqual({});
  });

  it('accepts Dates, ISO texts and milliseconds, and dates a set by its newest history entry', () => {
    const set = scoreSetOfMapEntry({
      averageScore: {
        history: [
          { averageScore: 1, calculatedAt: '2026-01-02T00:00:00Z' },
          { averageScore: 2, calculatedAt: Date.UTC(2026, 0, 3) },
          { averageScore: 3, calculatedAt: new Date('2026-01-01T00:00:00Z') },
          { averageScore: 4, calculatedAt: 'not a date' },
        ],
      },
    });
    expect(set?.averageScore.history.map((entry) => entry.averageScore)).toEqual([1, 2, 3]);
    expect(set?.averageScore.calculatedAt).toEqual(new Date('2026-01-03T00:00:00Z'));
  });

  it('builds the score document of a scope with the recent history only', () => {
    const document = scoreDocumentOfMap('org-1', 'div-a', { scores: { 'div-a': storedAll } });
    expect(document?.organisationId).toBe('org-1');
    expect(document?.scopeId).toBe('div-a');
    expect(document?.divisionNames).toBeUndefined();
    expect(document?.averageScore.history.map((entry) => entry.averageScore)).toEqual([65, 71.5]);
  });

  it("names the organisation's divisions on the `all` document, skipping unusable ids", () => {
    const document = scoreDocumentOfMap('org-1', 'all', {
      scores: { all: storedAll },
      divisions: [
        { id: 'div-a', name: 'North' },
        { id: 'div-b' },
        { id: '__proto__', name: 'Reserved' },
        { id: 'a/b', name: 'Slash' },
        'not a division',
      ],
    });
    expect(document?.divisionNames).toEqual({ 'div-a': 'North', 'div-b': '' });
  });

  it('has no document for a scope the map lacks, or without a map', () => {
    expect(scoreDocumentOfMap('org-1', 'div-z', { scores: { all: storedAll } })).toBeNull();
    expect(scoreDocumentOfMap('org-1', 'all', {})).toBeNull();
    expect(scoreDocumentOfMap('org-1', 'all', undefined)).toBeNull();
    expect(scoreDocumentOfMap('org-1', 'all', { scores: { all: 'broken' } })).toBeNull();
  });

  it('reads only the scope asked for, plus the divisions for the whole organisation', () => {
    expect(scoresMapFields('all')).toEqual(['scores.all', 'divisions']);
    expect(scoresMapFields('div-a')).toEqual(['scores.div-a']);
  });
});
