// One score document per scope, organisations/{organisationId}/scores/{scopeId} (`all` or a
// division id; docs/architecture.md): the path lets the rules read the organisation id at once.
import { sortByDate } from '@/domain/dashboardHistory';
import { isSafeDivisionId } from '@/domain/ids';
import { byCategory } from '@/domain/oneOf';
import { ALL_SCORES_KEY, RECENT_HISTORY_LIMIT, withHistories } from '@/domain/scoring';
import type { NamedRef, ScoreSet } from '@/domain/types';
import {
  byAudience,
  withheldAsScoreSet,
  type ByAudience,
  type WithheldScoreSet,
} from '@/domain/withheldFigures';

export const SCORES_SUBCOLLECTION = 'scores';

export interface ScoreDocument extends ScoreSet {
  organisationId: string;
  scopeId: string;
  /**
   * Only on the `all` document, so that the division selector needs no read of the organisation
   * document. A map rather than a list of {id, name}: a third of the size on the wire.
   */
  divisionNames?: Record<string, string>;
  withheld?: false;
}

/** Its figures are in its withheldScores twin; the names stay for the selector. */
export type WithheldScoreDocument = WithheldScoreSet &
  Pick<ScoreDocument, 'organisationId' | 'scopeId' | 'divisionNames'> & { withheld: true };

export type StoredScoreDocument = ScoreDocument | WithheldScoreDocument;

export function isWithheldDocument(
  document: StoredScoreDocument | null | undefined,
): document is WithheldScoreDocument {
  return document?.withheld === true;
}

export function scoreDocumentByAudience(
  document: ScoreDocument,
): ByAudience<ScoreDocument, WithheldScoreDocument> {
  const { organisationId, scopeId, divisionNames } = document;
  const names = divisionNames ? { divisionNames } : {};
  return byAudience(document, scoreSetOfDocument(document) as ScoreSet, {
    shown: (set) => ({ organisationId, scopeId, ...set, ...names }),
    withheld: (count) => ({ organisationId, scopeId, withheld: true, ...count, ...names }),
  });
}

export function scoreDocumentPath(organisationId: string, scopeId?: string | null): string {
  return `organisations/${organisationId}/${SCORES_SUBCOLLECTION}/${scopeId || ALL_SCORES_KEY}`;
}

/** Both parts are document ids, which hold no slash, so the id splits back. */
export function scoreRecordId(organisationId: string, scopeId?: string | null): string {
  return `${organisationId}/${scopeId || ALL_SCORES_KEY}`;
}

export function parseScoreRecordId(id: string): { organisationId: string; scopeId: string } {
  const [organisationId = '', scopeId = ALL_SCORES_KEY, ...rest] = id.split('/');
  if (organisationId === '' || scopeId === '' || rest.length > 0) {
    throw new Error(`"${id}" is not a score record id ({organisationId}/{scopeId})`);
  }
  return { organisationId, scopeId };
}

/** null before any calculation; for an active Kynd Admin, a withheld document's twin. */
export interface ScoreRecord {
  id: string;
  organisationId: string;
  scopeId: string;
  document: StoredScoreDocument | null;
}

/** Of a withheld document, only its active users. */
export function scoreSetOfDocument(
  document: StoredScoreDocument | null | undefined,
): ScoreSet | undefined {
  if (!document) return undefined;
  if (isWithheldDocument(document)) return withheldAsScoreSet(document);
  return { averageScore: document.averageScore, ...byCategory((key) => document[key] ?? {}) };
}

export function withRecentHistory(set: ScoreSet): ScoreSet {
  return withHistories(set, (history) => sortByDate(history).slice(-RECENT_HISTORY_LIMIT));
}

/** `all` (carrying the divisions' names) and one per division with a safe id. */
export function scoreDocumentsOf(
  organisationId: string,
  sets: Readonly<Record<string, ScoreSet>>,
  divisions: readonly NamedRef[],
): ScoreDocument[] {
  const scoped = divisions.filter(
    (division) => isSafeDivisionId(division.id) && division.id !== ALL_SCORES_KEY,
  );
  const documents: ScoreDocument[] = [];
  const all = sets[ALL_SCORES_KEY];
  if (all) {
    documents.push({
      organisationId,
      scopeId: ALL_SCORES_KEY,
      ...withRecentHistory(all),
      // Every division, also those a calculation of a few scopes leaves as they are.
      divisionNames: Object.fromEntries(scoped.map(({ id, name }) => [id, name])),
    });
  }
  for (const division of scoped) {
    const set = sets[division.id];
    if (set) documents.push({ organisationId, scopeId: division.id, ...withRecentHistory(set) });
  }
  return documents;
}
