// Recalculates an organisation's precomputed scores (docs/product.md §3) from its score counters
// (src/domain/scoreContributions.ts) or a recount of its users, with the formulas of
// src/domain/scoring.ts, and stores them as src/domain/scoreDocuments.ts describes:
// - organisations/{id}/scores/{all | divisionId}: one document per scope, its ScoreSet with the
//   recent history (each continuing its previous document); `all` also lists the divisions;
// - organisationsScoresHistories/{organisationId}_{divisionId|all}_{camelCaseQuestionnaire} =
//   { organisationId, divisionId, questionnaire, history: { [measurementKey]: HistoryEntry[] } },
//   the full series behind the dashboards' history charts;
// - each shaped by audience (src/domain/withheldFigures.ts): a scope of too few active users gets
//   the withheld shape, its figures going to organisations/{id}/withheldScores/{scope}, and its
//   series' entries to withheldOrganisationsScoresHistories, which only a Kynd Admin reads;
// - then industryScores/{industry} (calculateIndustryScores), unless the caller recomputes the
//   industries itself once after many organisations (the demo seed).
// The organisation document itself is written only where its member count (`employeeCount`, the
// counters' MEMBERS_COUNTER) moved, and to drop the `scores` map that older versions kept in it
// (its histories continue in the new documents). Takes the Firestore instance, so that the demo seed computes its scores with
// this same code.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { BATCH_SIZE, type CategoryKey } from '@/config/constants';
import { isSafeDivisionId } from '@/domain/ids';
import {
  SCORES_SUBCOLLECTION,
  isWithheldDocument,
  scoreDocumentByAudience,
  scoreDocumentsOf,
  scoreSetOfMapEntry,
  type ScoreDocument,
  type StoredScoreDocument,
} from '@/domain/scoreDocuments';
import {
  SCORES_HISTORY_COLLECTION,
  scoresHistoryId,
  seriesWrites,
  type ScoresHistoryDocument,
} from '@/domain/scoresHistory';
import { EMPLOYEE_COUNT_FIELD, FORMER_EMPLOYEE_COUNT_AT_FIELD } from '@/domain/organisationSummary';
import {
  ALL_SCORES_KEY,
  MEMBERS_COUNTER,
  measurementKeysByQuestionnaire,
  scoreSetsOfCounters,
  type ScoreCounters,
} from '@/domain/scoring';
import { isPlainObject, timestampsToDates } from '@/domain/timestamps';
import type { HistoryEntry, NamedRef, OrganisationScores } from '@/domain/types';
import {
  WITHHELD_SCORES_HISTORY_COLLECTION,
  WITHHELD_SCORES_SUBCOLLECTION,
} from '@/domain/withheldFigures';
import { calculateIndustryScores } from './calculateIndustryScores';
import { readScopeCounters, recountScoreCounters } from './scoreCounters';

export class OrganisationNotFoundError extends Error {
  constructor(organisationId: string) {
    super(`Organisation ${organisationId} not found`);
    this.name = 'OrganisationNotFoundError';
  }
}

/**
 * The organisation's divisions that get scores of their own: well-formed entries whose id is safe
 * as a document id (domain/ids isSafeDivisionId); a division id like `a/b` or `__x__` would
 * otherwise name another path. The rules refuse such ids; older data may still hold them, so they
 * are skipped and logged. Their users still count in `all`.
 */
function scoredDivisions(organisationId: string, value: unknown): NamedRef[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const divisions: NamedRef[] = [];
  for (const division of value as unknown[]) {
    if (typeof division !== 'object' || division === null) continue;
    const { id, name } = division as { id?: unknown; name?: unknown };
    if (!isSafeDivisionId(id) || id === ALL_SCORES_KEY) {
      logger.warn('Division id skipped', { organisationId, divisionId: String(id) });
      continue;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    divisions.push({ id, name: typeof name === 'string' ? name : '' });
  }
  return divisions;
}

/** Batches committed side by side: a few at a time, so that many scopes do not queue up. */
const PARALLEL_BATCHES = 4;

async function commitAll(
  db: Firestore,
  writes: readonly { ref: DocumentReference; data?: object }[],
): Promise<void> {
  const batches: (typeof writes)[] = [];
  for (let i = 0; i < writes.length; i += BATCH_SIZE) batches.push(writes.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < batches.length) {
      const group = batches[next] ?? [];
      next += 1;
      const batch = db.batch();
      for (const { ref, data } of group) {
        if (data) batch.set(ref, data);
        else batch.delete(ref);
      }
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
}

/**
 * Where a calculation takes its counts from: the score counters (the default, a few documents
 * whatever the organisation's size), or a recount of its users that also brings the counters in
 * line ('reconcile'), or a recount alone ('replay': the demo seed's past months, whose users the
 * triggers count as they go).
 */
export type CountSource = 'counters' | 'reconcile' | 'replay';

async function scopeCounters(
  db: Firestore,
  organisationId: string,
  source: CountSource,
  only: readonly string[] | undefined,
): Promise<Map<string, ScoreCounters>> {
  if (source === 'counters') return readScopeCounters(db, organisationId, only);
  const recount = await recountScoreCounters(db, organisationId, {
    reconcile: source === 'reconcile',
  });
  return recount.counters;
}

export async function calculateOrganisationScores(
  db: Firestore,
  organisationId: string,
  options: {
    now?: Date;
    /** false: leave the industry document to the caller (default true). */
    industry?: boolean;
    source?: CountSource;
    /**
     * The scopes to recalculate, from the counters (`all` always among them); the others keep
     * their documents. Default: every scope, and the documents of divisions gone are deleted.
     */
    scopes?: readonly string[];
    /**
     * The counters are of the current shape (the marker's COUNTERS_VERSION): the member count is
     * taken from them too. A recount always sets it.
     */
    countersCurrent?: boolean;
  } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const source = options.source ?? 'counters';
  const only =
    options.scopes && source === 'counters'
      ? [...new Set([ALL_SCORES_KEY, ...options.scopes])]
      : undefined;
  const organisationRef = db.collection('organisations').doc(organisationId);
  const scoresRef = organisationRef.collection(SCORES_SUBCOLLECTION);
  const withheldRef = organisationRef.collection(WITHHELD_SCORES_SUBCOLLECTION);
  /** The stored documents of `scopes`, looked up, or every one. */
  const storedDocs = async (
    collection: typeof scoresRef,
    scopes: readonly string[] | undefined,
  ): Promise<DocumentSnapshot[]> => {
    if (!scopes) return (await collection.get()).docs;
    if (scopes.length === 0) return [];
    const found = await db.getAll(...scopes.map((scope) => collection.doc(scope)));
    return found.filter((doc) => doc.exists);
  };
  const [organisation, byScope, previousDocs] = await Promise.all([
    organisationRef.get(),
    scopeCounters(db, organisationId, source, only),
    storedDocs(scoresRef, only),
  ]);
  if (!organisation.exists) throw new OrganisationNotFoundError(organisationId);
  // Of `only`, a twin is looked up for the scopes whose readers' document is withheld, or that
  // have none yet: a scope shown to all has no twin (the calculation that shows it again deletes
  // it), and each lookup of a missing document is a read. A recount reads every twin, so one left
  // by a calculation that stopped half-way is deleted then.
  const shown = new Set(
    previousDocs
      .filter((doc) => !isWithheldDocument(doc.data() as StoredScoreDocument))
      .map((doc) => doc.id),
  );
  const withheldDocs = await storedDocs(
    withheldRef,
    only?.filter((scope) => !shown.has(scope)),
  );

  const organisationData = organisation.data() ?? {};
  const divisions = scoredDivisions(organisationId, organisationData.divisions);
  const calculated = only ? divisions.filter((division) => only.includes(division.id)) : divisions;
  // Each scope continues its previous figures: a withheld scope's are in its twin.
  const twins = new Map(withheldDocs.map((doc) => [doc.id, doc]));
  const previous: OrganisationScores = {};
  const wasWithheld = new Set<string>();
  for (const doc of previousDocs) {
    const stored = timestampsToDates(doc.data()) as StoredScoreDocument;
    const twin = twins.get(doc.id);
    if (isWithheldDocument(stored)) wasWithheld.add(doc.id);
    if (!isWithheldDocument(stored)) previous[doc.id] = stored;
    else if (twin?.exists) previous[doc.id] = timestampsToDates(twin.data()) as ScoreDocument;
  }
  // An organisation scored before the score documents existed keeps its sets in the
  // docs/product.md §3 `scores` map, which is dropped below: the new documents continue the map's
  // histories, so that its trend is not lost.
  const legacy: unknown = organisationData.scores;
  if (isPlainObject(legacy)) {
    for (const [scopeId, value] of Object.entries(legacy)) {
      const set = previous[scopeId] ? undefined : scoreSetOfMapEntry(value);
      if (set) previous[scopeId] = set;
    }
  }

  const scores = scoreSetsOfCounters(byScope, calculated, now, previous);
  const documents = scoreDocumentsOf(organisationId, scores, divisions).map((document) => ({
    scopeId: document.scopeId,
    ...scoreDocumentByAudience(document),
  }));

  // The full history series, one document per scope and questionnaire, each with its twin.
  // From the counters, a series whose figures and audience are as before gets no new point: a
  // change touches the few series it moved (a recount writes every one, a point for each).
  const questionnaires = measurementKeysByQuestionnaire();
  const unchanged = (
    scopeId: string,
    withheld: boolean,
    group: { category: CategoryKey; keys: readonly string[] },
  ) => {
    const before = previous[scopeId]?.[group.category];
    const after = scores[scopeId]?.[group.category];
    if (source !== 'counters' || !before || !after || withheld !== wasWithheld.has(scopeId)) {
      return false;
    }
    return group.keys.every((key) =>
      (['green', 'orange', 'red'] as const).every(
        (colour) => (before[key]?.[colour] ?? 0) === (after[key]?.[colour] ?? 0),
      ),
    );
  };
  const targets = documents.flatMap(({ scopeId, twin }) =>
    [...questionnaires]
      .filter(([, group]) => !unchanged(scopeId, twin !== undefined, group))
      .map(([questionnaire, group]) => ({
        scopeId,
        questionnaire,
        group,
        withheld: twin !== undefined,
      })),
  );
  const ids = targets.map(({ scopeId, questionnaire }) =>
    scoresHistoryId(organisationId, scopeId, questionnaire),
  );
  const refs = ids.map((id) => db.collection(SCORES_HISTORY_COLLECTION).doc(id));
  const twinRefs = ids.map((id) => db.collection(WITHHELD_SCORES_HISTORY_COLLECTION).doc(id));
  const dataOf = (snapshot: DocumentSnapshot | undefined) =>
    snapshot?.exists
      ? (timestampsToDates(snapshot.data()) as Partial<ScoresHistoryDocument>)
      : undefined;
  const series = (refs.length > 0 ? await db.getAll(...refs) : []).map(dataOf);
  // A twin is read only where it is added to, or where the readers' document says it has one.
  const withTwin = targets.flatMap(({ withheld }, index) =>
    withheld || series[index]?.withheld === true ? [index] : [],
  );
  const seriesTwins = new Map<number, Partial<ScoresHistoryDocument> | undefined>();
  if (withTwin.length > 0) {
    const found = await db.getAll(...withTwin.map((index) => twinRefs[index] as DocumentReference));
    withTwin.forEach((index, position) => seriesTwins.set(index, dataOf(found[position])));
  }
  const historyWrites = targets.flatMap(({ scopeId, group, questionnaire, withheld }, index) => {
    const set = scores[scopeId];
    const entries: Record<string, HistoryEntry> = {};
    for (const key of group.keys) {
      const score = set?.[group.category][key];
      if (!score) continue;
      const { green, orange, red } = score;
      entries[key] = { green, orange, red, calculatedAt: now };
    }
    const writes = seriesWrites(
      { organisationId, divisionId: scopeId, questionnaire },
      { readable: series[index], twin: seriesTwins.get(index) },
      entries,
      withheld,
    );
    return [
      ...(writes.readable
        ? [{ ref: refs[index] as DocumentReference, data: writes.readable }]
        : []),
      ...(writes.twin !== undefined
        ? [{ ref: twinRefs[index] as DocumentReference, data: writes.twin ?? undefined }]
        : []),
    ];
  });

  // Divisions that are gone lose their score documents (their history series stays), and a
  // scope whose figures are shown again loses its twin.
  const written = new Set(documents.map((document) => document.scopeId));
  const withheldNow = new Set(
    documents.filter((document) => document.twin).map((document) => document.scopeId),
  );
  const stale = previousDocs.filter((doc) => !written.has(doc.id)).map((doc) => ({ ref: doc.ref }));
  const staleTwins = withheldDocs
    .filter((doc) => !withheldNow.has(doc.id))
    .map((doc) => ({ ref: doc.ref }));

  // Histories first, then the twins, then the divisions, then `all`, then the twins no longer
  // needed: once a score document shows the new calculation, its history series already holds it,
  // a withheld one's twin already holds its figures, and `all` lists only divisions that exist.
  const readable = (scope: (typeof documents)[number]) => ({
    ref: scoresRef.doc(scope.scopeId),
    data: scope.readable,
  });
  await commitAll(db, historyWrites);
  await commitAll(
    db,
    documents.flatMap(({ scopeId, twin }) =>
      twin ? [{ ref: withheldRef.doc(scopeId), data: twin }] : [],
    ),
  );
  await commitAll(db, [
    ...documents.filter((document) => document.scopeId !== ALL_SCORES_KEY).map(readable),
    ...stale,
  ]);
  await commitAll(
    db,
    documents.filter((document) => document.scopeId === ALL_SCORES_KEY).map(readable),
  );
  await commitAll(db, staleTwins);
  // The member count moves here, at most once a calculation, rather than with each join: the
  // organisation's document would otherwise be written by every member's change.
  const counted = byScope.get(ALL_SCORES_KEY)?.[MEMBERS_COUNTER] ?? 0;
  const countsMembers = source !== 'counters' || options.countersCurrent === true;
  const organisationUpdate = {
    ...(organisationData.scores === undefined ? {} : { scores: FieldValue.delete() }),
    ...(countsMembers && organisationData[EMPLOYEE_COUNT_FIELD] !== counted
      ? { [EMPLOYEE_COUNT_FIELD]: counted }
      : {}),
    ...(countsMembers && organisationData[FORMER_EMPLOYEE_COUNT_AT_FIELD] !== undefined
      ? { [FORMER_EMPLOYEE_COUNT_AT_FIELD]: FieldValue.delete() }
      : {}),
  };
  if (Object.keys(organisationUpdate).length > 0) await organisationRef.update(organisationUpdate);
  if (options.industry !== false && typeof organisationData.industry === 'string') {
    await calculateIndustryScores(db, organisationData.industry, { now });
  }
}
