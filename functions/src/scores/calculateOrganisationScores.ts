// Recalculates an organisation's precomputed scores (docs/product.md §3) from its users, with the formulas of
// src/domain/scoring.ts, and stores them as src/domain/scoreDocuments.ts describes:
// - organisations/{id}/scores/{all | divisionId}: one document per scope, its ScoreSet with the
//   recent history (each continuing its previous document); `all` also lists the divisions;
// - organisationsScoresHistories/{organisationId}_{divisionId|all}_{camelCaseQuestionnaire} =
//   { organisationId, divisionId, questionnaire, history: { [measurementKey]: HistoryEntry[] } },
//   the full series behind the dashboards' history charts;
// - then industryScores/{industry} (calculateIndustryScores), unless the caller recomputes the
//   industries itself once after many organisations (the demo seed).
// The organisation document itself is not written, except to drop the `scores` map that older
// versions kept in it (its histories continue in the new documents). Takes the Firestore instance, so that the demo seed computes its scores with
// this same code.
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { BATCH_SIZE } from '@/config/constants';
import { isSafeDivisionId } from '@/domain/ids';
import {
  ALL_SCOPE_ID,
  SCORES_SUBCOLLECTION,
  scoreDocumentsOf,
  type ScoreDocument,
} from '@/domain/scoreDocuments';
import { SCORES_HISTORY_COLLECTION, scoresHistoryId } from '@/domain/scoresHistory';
import {
  appendHistory,
  measurementKeysByQuestionnaire,
  scoreSetsByDivision,
  type ScoredUser,
} from '@/domain/scoring';
import { scoreSetOfMapEntry } from '@/domain/scoresMap';
import { isPlainObject, timestampsToDates } from '@/domain/timestamps';
import type { HistoryEntry, NamedRef, OrganisationScores } from '@/domain/types';
import { calculateIndustryScores } from './calculateIndustryScores';

export class OrganisationNotFoundError extends Error {
  constructor(organisationId: string) {
    super(`Organisation ${organisationId} not found`);
    this.name = 'OrganisationNotFoundError';
  }
}

interface ScoresHistoryDocument {
  organisationId: string;
  divisionId: string;
  questionnaire: string;
  history: Record<string, HistoryEntry[]>;
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
    if (!isSafeDivisionId(id) || id === ALL_SCOPE_ID) {
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

export async function calculateOrganisationScores(
  db: Firestore,
  organisationId: string,
  options: {
    now?: Date;
    /** false: leave the industry document to the caller (default true). */
    industry?: boolean;
  } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const organisationRef = db.collection('organisations').doc(organisationId);
  const scoresRef = organisationRef.collection(SCORES_SUBCOLLECTION);
  const [organisation, usersSnapshot, previousSnapshot] = await Promise.all([
    organisationRef.get(),
    db
      .collection('users')
      .where('organisation.id', '==', organisationId)
      .select('isActive', 'division', 'scores')
      .get(),
    scoresRef.get(),
  ]);
  if (!organisation.exists) throw new OrganisationNotFoundError(organisationId);

  const organisationData = organisation.data() ?? {};
  const divisions = scoredDivisions(organisationId, organisationData.divisions);
  const users: ScoredUser[] = usersSnapshot.docs.map((doc) => {
    const data = timestampsToDates(doc.data()) as Omit<ScoredUser, 'id'>;
    return { id: doc.id, isActive: data.isActive, division: data.division, scores: data.scores };
  });
  const previous: OrganisationScores = {};
  for (const doc of previousSnapshot.docs) {
    previous[doc.id] = timestampsToDates(doc.data()) as ScoreDocument;
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

  const scores = scoreSetsByDivision(users, divisions, now, previous);
  const documents = scoreDocumentsOf(organisationId, scores, divisions);

  // The full history series, one document per scope and questionnaire.
  const questionnaires = measurementKeysByQuestionnaire();
  const targets = documents.flatMap(({ scopeId }) =>
    [...questionnaires].map(([questionnaire, group]) => ({ scopeId, questionnaire, group })),
  );
  const refs = targets.map(({ scopeId, questionnaire }) =>
    db
      .collection(SCORES_HISTORY_COLLECTION)
      .doc(scoresHistoryId(organisationId, scopeId, questionnaire)),
  );
  const existing = refs.length > 0 ? await db.getAll(...refs) : [];
  const historyWrites = targets.map(({ scopeId, questionnaire, group }, index) => {
    const previousDoc = existing[index]?.exists
      ? (timestampsToDates(existing[index].data()) as Partial<ScoresHistoryDocument>)
      : undefined;
    const history: Record<string, HistoryEntry[]> = { ...(previousDoc?.history ?? {}) };
    const set = scores[scopeId];
    for (const key of group.keys) {
      const score = set?.[group.category][key];
      if (!score) continue;
      const { green, orange, red } = score;
      history[key] = appendHistory(history[key], { green, orange, red, calculatedAt: now });
    }
    const data: ScoresHistoryDocument = {
      organisationId,
      divisionId: scopeId,
      questionnaire,
      history,
    };
    return { ref: refs[index] as DocumentReference, data };
  });

  // Divisions that are gone lose their score document (their history series stays).
  const written = new Set(documents.map((document) => document.scopeId));
  const stale = previousSnapshot.docs
    .filter((doc) => !written.has(doc.id))
    .map((doc) => ({ ref: doc.ref }));

  // Histories first, then the divisions, then `all`: once a score document shows the new
  // calculation, its history series already holds it, and `all` lists only divisions that exist.
  const byScope = (document: ScoreDocument) => ({
    ref: scoresRef.doc(document.scopeId),
    data: document,
  });
  await commitAll(db, historyWrites);
  await commitAll(db, [
    ...documents.filter((document) => document.scopeId !== ALL_SCOPE_ID).map(byScope),
    ...stale,
  ]);
  await commitAll(
    db,
    documents.filter((document) => document.scopeId === ALL_SCOPE_ID).map(byScope),
  );
  if (organisationData.scores !== undefined) {
    await organisationRef.update({ scores: FieldValue.delete() });
  }
  if (options.industry !== false && typeof organisationData.industry === 'string') {
    await calculateIndustryScores(db, organisationData.industry, { now });
  }
}
