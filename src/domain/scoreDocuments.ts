// One score document per scope, organisations/{organisationId}/scores/{scopeId} (`all` or a
// division id; docs/architecture.md): the path lets the rules read the organisation id at once.
import { latest, sortByDate } from '@/domain/dashboardHistory';
import { isSafeDivisionId } from '@/domain/ids';
import { byCategory } from '@/domain/oneOf';
import { ALL_SCORES_KEY, RECENT_HISTORY_LIMIT, withHistories } from '@/domain/scoring';
import { isPlainObject, isTimestampLike } from '@/domain/timestamps';
import type { MeasurementScore, NamedRef, ScoreSet } from '@/domain/types';
import { numberOf, textOf } from '@/domain/values';
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
  /** On `all` only, for the division selector; a map is a third of a list's size on the wire. */
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
export function scoreSetOfDocument(document: StoredScoreDocument | null | undefined) {
  if (!document) return undefined;
  if (isWithheldDocument(document)) return withheldAsScoreSet(document);
  return { averageScore: document.averageScore, ...byCategory((key) => document[key] ?? {}) };
}

export function withRecentHistory(set: ScoreSet): ScoreSet {
  return withHistories(set, (history) => sortByDate(history).slice(-RECENT_HISTORY_LIMIT));
}

/** The divisions with a safe id, other than `all`, by id: what the `all` document names. */
function divisionNamesOf(divisions: unknown): Record<string, string> {
  const scoped = (Array.isArray(divisions) ? divisions : [])
    .map(mapOf)
    .filter(({ id }) => isSafeDivisionId(id) && id !== ALL_SCORES_KEY);
  return Object.fromEntries(scoped.map(({ id, name }) => [id, textOf(name)]));
}

/** `all` (carrying the divisions' names) and one per division with a safe id. */
export function scoreDocumentsOf(
  organisationId: string,
  sets: Readonly<Record<string, ScoreSet>>,
  divisions: readonly NamedRef[],
): ScoreDocument[] {
  // Every division, also those a calculation of a few scopes leaves as they are.
  const divisionNames = divisionNamesOf(divisions);
  return [ALL_SCORES_KEY, ...Object.keys(divisionNames)].flatMap((scopeId) => {
    const set = sets[scopeId];
    const names = scopeId === ALL_SCORES_KEY ? { divisionNames } : {};
    return set ? [{ organisationId, scopeId, ...withRecentHistory(set), ...names }] : [];
  });
}

// An organisation not recalculated since score documents existed has only its `scores` map: one
// scope of it read as a document, accepting Timestamps or Dates, numbers as text, missing fields.
type Plain = Record<string, unknown>;

/** A Timestamp of any Firestore SDK, a Date, an ISO text or milliseconds; else undefined. */
function dateOf(value: unknown): Date | undefined {
  const raw = isTimestampLike(value) ? value.toDate() : value;
  const date =
    raw instanceof Date || typeof raw === 'string' || typeof raw === 'number'
      ? new Date(raw)
      : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

const mapOf = (value: unknown): Plain => (isPlainObject(value) ? value : {});

const numbersOf = <Key extends string>(entry: Plain, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, numberOf(entry[key]) ?? 0])) as Record<Key, number>;

/** `keys` of it and of its history's dated entries, and `more` of it; dated by its newest entry. */
function scoreOf<Key extends string, More extends string>(
  value: Plain,
  keys: readonly Key[],
  more: readonly More[],
) {
  const history = (Array.isArray(value.history) ? value.history : [])
    .filter(isPlainObject)
    .flatMap((entry) => {
      const calculatedAt = dateOf(entry.calculatedAt);
      return calculatedAt ? [{ ...numbersOf(entry, keys), calculatedAt }] : [];
    });
  const calculatedAt =
    dateOf(value.calculatedAt) ?? latest(history.map((entry) => entry.calculatedAt));
  return { ...numbersOf(value, [...keys, ...more]), calculatedAt, history };
}

function measurementsOf(value: unknown): Record<string, MeasurementScore> {
  return Object.fromEntries(
    Object.entries(mapOf(value)).flatMap(([key, value]): [string, MeasurementScore][] => {
      if (!isPlainObject(value)) return [];
      const score = scoreOf(value, ['green', 'orange', 'red'], ['totalUsers']);
      const totalUsers = score.totalUsers || score.green + score.orange + score.red;
      const question = typeof value.question === 'string' ? value.question : key;
      return [[key, { ...score, totalUsers, question }]];
    }),
  );
}

const AVERAGE_KEYS = ['activeUsers', 'averageScore', 'body', 'mind', 'life'] as const;
const COMPLETE_KEYS = ['bodyComplete', 'mindComplete', 'lifeComplete', 'totalComplete'] as const;

export function scoreSetOfMapEntry(value: unknown): ScoreSet | undefined {
  if (!isPlainObject(value)) return undefined;
  return {
    averageScore: scoreOf(mapOf(value.averageScore), AVERAGE_KEYS, COMPLETE_KEYS),
    ...byCategory((key) => measurementsOf(value[key])),
  };
}

/** Never the whole map, which holds every division's set. */
export function scoresMapFields(scopeId: string): string[] {
  return scopeId === ALL_SCORES_KEY ? [`scores.${scopeId}`, 'divisions'] : [`scores.${scopeId}`];
}

/** The `all` document names the divisions for the selector, as a calculated one does. */
export function scoreDocumentOfMap(
  organisationId: string,
  scopeId: string,
  organisation: { scores?: unknown; divisions?: unknown } | undefined,
): ScoreDocument | null {
  const set = scoreSetOfMapEntry(mapOf(organisation?.scores)[scopeId]);
  if (!set) return null;
  const document: ScoreDocument = { organisationId, scopeId, ...withRecentHistory(set) };
  if (scopeId !== ALL_SCORES_KEY) return document;
  return { ...document, divisionNames: divisionNamesOf(organisation?.divisions) };
}
