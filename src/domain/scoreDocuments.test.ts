import { describe, expect, it } from 'vitest';
import {
  parseScoreRecordId,
  scoreDocumentPath,
  scoreDocumentsOf,
  scoreRecordId,
  scoreSetOfDocument,
  withRecentHistory,
} from '@/domain/scoreDocuments';
import { ALL_SCORES_KEY, aggregateScores, type ScoredUser } from '@/domain/scoring';
import { divisionsOfDocument, scoreSetsByDivision } from '../../tests/helpers/expected';

const months = [1, 2, 3, 4].map((month) => new Date(Date.UTC(2026, month, 1)));

const users: ScoredUser[] = [
  {
    id: 'a',
    isActive: true,
    division: { id: 'd1' },
    scores: { body: { weight: { colour: 'green', calculatedAt: months[0] as Date } } },
  },
  {
    id: 'b',
    isActive: true,
    division: { id: 'd2' },
    scores: { body: { weight: { colour: 'red', calculatedAt: months[0] as Date } } },
  },
];

describe('score documents', () => {
  it('keeps one document per scope at a path built from the organisation and the scope', () => {
    expect(scoreDocumentPath('org-1', 'd1')).toBe('organisations/org-1/scores/d1');
    expect(scoreDocumentPath('org-1', '')).toBe('organisations/org-1/scores/all');
    expect(scoreDocumentPath('org-1', null)).toBe('organisations/org-1/scores/all');
    expect(scoreRecordId('org-1', undefined)).toBe('org-1/all');
    expect(parseScoreRecordId(scoreRecordId('org-1', 'd-2'))).toEqual({
      organisationId: 'org-1',
      scopeId: 'd-2',
    });
    expect(parseScoreRecordId('org-1')).toEqual({ organisationId: 'org-1', scopeId: 'all' });
    expect(() => parseScoreRecordId('a/b/c')).toThrow();
    expect(() => parseScoreRecordId('/all')).toThrow();
  });

  it('writes all (naming every safe division) and one document per safe division with scores', () => {
    const sets = scoreSetsByDivision(users, [{ id: 'd1' }, { id: 'd2' }], months[0] as Date);
    const documents = scoreDocumentsOf('org', sets, [
      { id: 'd1', name: 'One' },
      { id: 'd2', name: 'Two' },
      { id: 'a/b', name: 'Unsafe' },
      { id: ALL_SCORES_KEY, name: 'Not a division' },
    ]);
    expect(documents.map((document) => document.scopeId)).toEqual(['all', 'd1', 'd2']);
    expect(documents[0]?.divisionNames).toEqual({ d1: 'One', d2: 'Two' });
    expect(divisionsOfDocument(documents[0])).toEqual([
      { id: 'd1', name: 'One' },
      { id: 'd2', name: 'Two' },
    ]);
    expect(documents[1]?.divisionNames).toBeUndefined();
    expect(divisionsOfDocument(documents[1])).toEqual([]);
    expect(documents[1]?.body.weight).toMatchObject({ green: 1, red: 0 });
    expect(documents[2]?.body.weight).toMatchObject({ green: 0, red: 1 });
    expect(scoreSetOfDocument(documents[0])?.averageScore.activeUsers).toBe(2);
    expect(scoreSetOfDocument(null)).toBeUndefined();
  });

  it('names every division on all when only some scopes were calculated', () => {
    const sets = scoreSetsByDivision(users, [{ id: 'd1' }], months[0] as Date);
    const documents = scoreDocumentsOf('org', sets, [
      { id: 'd1', name: 'One' },
      { id: 'd2', name: 'Two' },
    ]);
    expect(documents.map((document) => document.scopeId)).toEqual(['all', 'd1']);
    expect(documents[0]?.divisionNames).toEqual({ d1: 'One', d2: 'Two' });
  });

  it('keeps only the latest two history entries, oldest first', () => {
    let set = aggregateScores(users, months[0] as Date);
    for (const month of months.slice(1)) set = aggregateScores(users, month, set);
    const long = {
      ...set,
      averageScore: {
        ...set.averageScore,
        history: months.map((calculatedAt) => ({ ...set.averageScore, calculatedAt })).reverse(),
      },
    };
    const recent = withRecentHistory(long);
    expect(recent.averageScore.history.map((entry) => entry.calculatedAt)).toEqual(months.slice(2));
    expect(recent.body.weight?.history.map((entry) => entry.calculatedAt)).toEqual(months.slice(2));
  });
});
