// One score document per scope, organisations/{organisationId}/scores/{scopeId} (`all` or a
// division id; docs/architecture.md): the path lets the rules read the organisation id at once.
import { latest, sortByDate } from '@/domain/dashboardHistory';
import { isSafeDivisionId } from '@/domain/ids';
import { byCategory } from '@/domain/oneOf';
import { ALL_SCORES_KEY, RECENT_HISTORY_LIMIT, withHistories } from '@/domain/scoring';
import { isPlainObject, isTimestampLike } from '@/domain/timestamps';
import type {
  AverageHistoryEntry,
  AverageScore,
  HistoryEntry,
  MeasurementScore,
  NamedRef,
  ScoreSet,
} from '@/domain/types';
import { numberOf } from '@/domain/values';
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

// An organisation not recalculated since score documents existed has only its `scores` map: one
// scope of it read as a document, accepting Timestamps or Dates, numbers as text, missing fields.
type Plain = Record<string, unknown>;

const countOf = (value: unknown): number => numberOf(value) ?? 0;

/** A Timestamp of any Firestore SDK, a Date, an ISO text or milliseconds; else undefined. */
function dateOf(value: unknown): Date | undefined {
  const date = isTimestampLike(value)
    ? value.toDate()
    : value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

const mapOf = (value: unknown): Plain => (isPlainObject(value) ? value : {});

function historyOf<T>(value: unknown, read: (entry: Plain, calculatedAt: Date) => T): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const calculatedAt = isPlainObject(entry) ? dateOf(entry.calculatedAt) : undefined;
    return calculatedAt && isPlainObject(entry) ? [read(entry, calculatedAt)] : [];
  });
}

const numbersOf = <Key extends string>(entry: Plain, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, countOf(entry[key])])) as Record<Key, number>;

const colours = (entry: Plain) => numbersOf(entry, ['green', 'orange', 'red']);

const AVERAGE_KEYS = ['activeUsers', 'averageScore', 'body', 'mind', 'life'] as const;
const COMPLETE_KEYS = ['bodyComplete', 'mindComplete', 'lifeComplete', 'totalComplete'] as const;

/** Its own date, else its newest history entry's, else never. */
function calculatedAtOf(entry: Plain, history: readonly { calculatedAt: Date }[]): Date {
  return dateOf(entry.calculatedAt) ?? latest(history.map((item) => item.calculatedAt));
}

function measurementOf(key: string, value: Plain): MeasurementScore {
  const history = historyOf<HistoryEntry>(value.history, (entry, calculatedAt) => ({
    ...colours(entry),
    calculatedAt,
  }));
  const counts = colours(value);
  return {
    ...counts,
    totalUsers: countOf(value.totalUsers) || counts.green + counts.orange + counts.red,
    question: typeof value.question === 'string' ? value.question : key,
    calculatedAt: calculatedAtOf(value, history),
    history,
  };
}

function measurementsOf(value: unknown): Record<string, MeasurementScore> {
  return Object.fromEntries(
    Object.entries(mapOf(value))
      .filter((entry): entry is [string, Plain] => isPlainObject(entry[1]))
      .map(([key, score]) => [key, measurementOf(key, score)]),
  );
}

function averageOf(value: unknown): AverageScore {
  const average = mapOf(value);
  const history = historyOf<AverageHistoryEntry>(average.history, (entry, calculatedAt) => ({
    ...numbersOf(entry, AVERAGE_KEYS),
    calculatedAt,
  }));
  return {
    ...numbersOf(average, [...AVERAGE_KEYS, ...COMPLETE_KEYS]),
    calculatedAt: calculatedAtOf(average, history),
    history,
  };
}

export function scoreSetOfMapEntry(value: unknown): ScoreSet | undefined {
  if (!isPlainObject(value)) return undefined;
  return {
    averageScore: averageOf(value.averageScore),
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
  const divisions = Array.isArray(organisation?.divisions) ? organisation.divisions : [];
  const divisionNames: Record<string, string> = {};
  for (const division of divisions) {
    const { id, name } = mapOf(division);
    if (isSafeDivisionId(id) && id !== ALL_SCORES_KEY) {
      divisionNames[id] = typeof name === 'string' ? name : '';
    }
  }
  return { ...document, divisionNames };
}
