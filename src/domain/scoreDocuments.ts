// Where an organisation's precomputed scores live (docs/architecture.md, Data access): one document per
// scope, organisations/{organisationId}/scores/{scopeId}, where the scope is `all` (the whole
// organisation) or a division id. Each holds that scope's ScoreSet under the field names of
// docs/product.md §3 (averageScore, body, mind, life) with only a short recent history; the long series is in
// organisationsScoresHistories (domain/scoresHistory). Written by the score calculation only.
//
// Why one document per scope, not `scores` inside the organisation document:
// - a screen reads only the scope it shows (about 15 KB), not every division's set;
// - the organisation document no longer grows with its divisions: at about 21 KB per division it
//   reached Firestore's 1 MiB document limit near 48 divisions, after which no score could be
//   written at all;
// - the scope is in the path, so the rules read the organisation id without a document lookup.
// A scope of too few active users gets the withheld shape instead, its figures kept for the Kynd
// Admin in a twin (domain/withheldFigures).
import { isSafeDivisionId } from '@/domain/ids';
import { ALL_SCORES_KEY, RECENT_HISTORY_LIMIT } from '@/domain/scoring';
import type { NamedRef, ScoreSet } from '@/domain/types';
import {
  byAudience,
  withheldAsScoreSet,
  type ByAudience,
  type WithheldScoreSet,
} from '@/domain/withheldFigures';

/** The sub-collection of an organisation that holds its score documents. */
export const SCORES_SUBCOLLECTION = 'scores';

/** The scope id of the whole organisation (docs/product.md §3 scores.all). */
export const ALL_SCOPE_ID = ALL_SCORES_KEY;

/**
 * History entries kept in a score document: the current calculation and the one before, which is
 * all the change arrows of the Summary and the measurement cards compare (domain/dashboardScores).
 * Keeping two gives the same arrows as any longer history, also when several organisations'
 * histories are merged for an industry, because the merge only looks at each series' newest entry
 * on or before a day. (The calculation, domain/scoring, keeps the same number.)
 */
export { RECENT_HISTORY_LIMIT };

/** A score document as the calculation writes it and the dashboards read it. */
export interface ScoreDocument extends ScoreSet {
  organisationId: string;
  /** `all` or a division id. */
  scopeId: string;
  /**
   * Only on the `all` document: the divisions that have a score document, division id → name as
   * of the calculation, so that the division selector needs no read of the organisation document
   * (which grows with its employees and divisions). A map rather than a list of {id, name}: a
   * third of the size on the wire, which counts for an organisation of hundreds of divisions.
   */
  divisionNames?: Record<string, string>;
  /** Never set on full figures (WithheldScoreDocument). */
  withheld?: false;
}

/**
 * A score document of a scope whose active users do not exceed the minimum, as its readers get it
 * (domain/withheldFigures): its figures are in organisations/{id}/withheldScores/{scope}, which only
 * an active Kynd Admin reads. The divisions' names stay: the division selector needs them.
 */
export interface WithheldScoreDocument extends WithheldScoreSet {
  organisationId: string;
  scopeId: string;
  withheld: true;
  divisionNames?: Record<string, string>;
}

/** A score document as stored at organisations/{id}/scores/{scope}. */
export type StoredScoreDocument = ScoreDocument | WithheldScoreDocument;

export function isWithheldDocument(
  document: StoredScoreDocument | null | undefined,
): document is WithheldScoreDocument {
  return document?.withheld === true;
}

/** A calculated score document by audience (domain/withheldFigures byAudience). */
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

/** The divisions an `all` document lists, as {id, name} (unsorted). */
export function divisionsOfDocument(document: StoredScoreDocument | null | undefined): NamedRef[] {
  return Object.entries(document?.divisionNames ?? {}).map(([id, name]) => ({ id, name }));
}

/** The document path of a scope's scores; an empty division means the whole organisation. */
export function scoreDocumentPath(organisationId: string, scopeId?: string | null): string {
  return `organisations/${organisationId}/${SCORES_SUBCOLLECTION}/${scopeId || ALL_SCOPE_ID}`;
}

/**
 * The id of a score record as the data provider serves it: `{organisationId}/{scopeId}`. A slash
 * cannot occur in either part (both are document ids), so the id splits back unambiguously.
 */
export function scoreRecordId(organisationId: string, scopeId?: string | null): string {
  return `${organisationId}/${scopeId || ALL_SCOPE_ID}`;
}

export function parseScoreRecordId(id: string): { organisationId: string; scopeId: string } {
  const [organisationId = '', scopeId = ALL_SCOPE_ID, ...rest] = id.split('/');
  if (organisationId === '' || scopeId === '' || rest.length > 0) {
    throw new Error(`"${id}" is not a score record id ({organisationId}/{scopeId})`);
  }
  return { organisationId, scopeId };
}

/**
 * What the data provider serves for a scope: its document, or null before any calculation. For an
 * active Kynd Admin a withheld document's twin stands in for it.
 */
export interface ScoreRecord {
  id: string;
  organisationId: string;
  scopeId: string;
  document: StoredScoreDocument | null;
}

/**
 * The ScoreSet part of a score document (what the screens and the industry sums use); of a withheld
 * document, only its active users (domain/withheldFigures withheldAsScoreSet).
 */
export function scoreSetOfDocument(
  document: StoredScoreDocument | null | undefined,
): ScoreSet | undefined {
  if (!document) return undefined;
  if (isWithheldDocument(document)) return withheldAsScoreSet(document);
  const { averageScore, body, mind, life } = document;
  return { averageScore, body: body ?? {}, mind: mind ?? {}, life: life ?? {} };
}

/** The ScoreSet with every history cut to its latest `limit` entries. */
export function withRecentHistory(set: ScoreSet, limit = RECENT_HISTORY_LIMIT): ScoreSet {
  const latest = <T extends { calculatedAt: Date }>(history: readonly T[] | undefined): T[] => {
    const sorted = [...(history ?? [])].sort(
      (a, b) => a.calculatedAt.getTime() - b.calculatedAt.getTime(),
    );
    return sorted.slice(Math.max(0, sorted.length - limit));
  };
  const trim = (map: ScoreSet['body']): ScoreSet['body'] =>
    Object.fromEntries(
      Object.entries(map ?? {}).map(([key, score]) => [
        key,
        { ...score, history: latest(score.history) },
      ]),
    );
  return {
    averageScore: { ...set.averageScore, history: latest(set.averageScore.history) },
    body: trim(set.body),
    mind: trim(set.mind),
    life: trim(set.life),
  };
}

/**
 * The documents one calculation writes: `all` (carrying the divisions' names) and one per division
 * with a safe id, each with its recent history only.
 */
export function scoreDocumentsOf(
  organisationId: string,
  sets: Readonly<Record<string, ScoreSet>>,
  divisions: readonly NamedRef[],
): ScoreDocument[] {
  const scoped = divisions.filter(
    (division) => isSafeDivisionId(division.id) && division.id !== ALL_SCOPE_ID,
  );
  const documents: ScoreDocument[] = [];
  const all = sets[ALL_SCOPE_ID];
  if (all) {
    documents.push({
      organisationId,
      scopeId: ALL_SCOPE_ID,
      ...withRecentHistory(all),
      divisionNames: Object.fromEntries(
        scoped
          .filter((division) => sets[division.id] !== undefined)
          .map(({ id, name }) => [id, name]),
      ),
    });
  }
  for (const division of scoped) {
    const set = sets[division.id];
    if (set) documents.push({ organisationId, scopeId: division.id, ...withRecentHistory(set) });
  }
  return documents;
}
