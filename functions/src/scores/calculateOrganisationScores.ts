// Recalculates an organisation's precomputed scores (SPEC §3) from its users, with the formulas of
// src/domain/scoring.ts:
// - organisations/{id}.scores = { all, [divisionId] } (each set continuing its previous history);
// - organisationsScoresHistories/{organisationId}_{divisionId|all}_{camelCaseQuestionnaire} =
//   { organisationId, divisionId, questionnaire, history: { [measurementKey]: HistoryEntry[] } },
//   the full series behind the dashboards' history charts;
// - then industryScores/{industry} (calculateIndustryScores), unless the caller recomputes the
//   industries itself once after many organisations (the demo seed).
// Takes the Firestore instance, so that the demo seed computes its scores with this same code.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { BATCH_SIZE } from '@/config/constants';
import { isSafeDivisionId } from '@/domain/ids';
import { SCORES_HISTORY_COLLECTION, scoresHistoryId } from '@/domain/scoresHistory';
import {
  ALL_SCORES_KEY,
  appendHistory,
  measurementKeysByQuestionnaire,
  scoreSetsByDivision,
  type ScoredUser,
} from '@/domain/scoring';
import type { HistoryEntry, OrganisationScores } from '@/domain/types';
import { calculateIndustryScores } from './calculateIndustryScores';
import { timestampsToDates } from '@/domain/timestamps';

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
  const [organisation, usersSnapshot] = await Promise.all([
    organisationRef.get(),
    db
      .collection('users')
      .where('organisation.id', '==', organisationId)
      .select('isActive', 'division', 'scores')
      .get(),
  ]);
  if (!organisation.exists) throw new OrganisationNotFoundError(organisationId);

  const organisationData = organisation.data() ?? {};
  // A division id becomes a map key and part of a history document id: one that is not safe
  // (reserved `__…__`, a slash that would address a sub-collection, a dot, a missing id) is left
  // out and logged rather than written (domain/ids). The rules refuse such ids; older data may
  // still hold them.
  const listed: unknown[] = Array.isArray(organisationData.divisions)
    ? organisationData.divisions
    : [];
  const divisions: { id: string }[] = [];
  for (const division of listed) {
    const id = (division as { id?: unknown } | null)?.id;
    if (isSafeDivisionId(id)) divisions.push({ id });
    else logger.warn(`Organisation ${organisationId}: division id skipped`, { id: String(id) });
  }
  const users: ScoredUser[] = usersSnapshot.docs.map((doc) => {
    const data = timestampsToDates(doc.data()) as Omit<ScoredUser, 'id'>;
    return { id: doc.id, isActive: data.isActive, division: data.division, scores: data.scores };
  });
  const previous = timestampsToDates(organisationData.scores ?? {}) as OrganisationScores;

  const scores = scoreSetsByDivision(users, divisions, now, previous);

  // The full history series, one document per score set and questionnaire.
  const questionnaires = measurementKeysByQuestionnaire();
  const setKeys = [ALL_SCORES_KEY, ...divisions.map((division) => division.id)].filter(
    (key, index, all) => all.indexOf(key) === index,
  );
  const targets = setKeys.flatMap((setKey) =>
    [...questionnaires].map(([questionnaire, group]) => ({ setKey, questionnaire, group })),
  );
  const refs = targets.map(({ setKey, questionnaire }) =>
    db
      .collection(SCORES_HISTORY_COLLECTION)
      .doc(scoresHistoryId(organisationId, setKey, questionnaire)),
  );
  const existing = refs.length > 0 ? await db.getAll(...refs) : [];

  const writes: { ref: DocumentReference; data: ScoresHistoryDocument }[] = [];
  targets.forEach(({ setKey, questionnaire, group }, index) => {
    const previousDoc = existing[index]?.exists
      ? (timestampsToDates(existing[index].data()) as Partial<ScoresHistoryDocument>)
      : undefined;
    const history: Record<string, HistoryEntry[]> = { ...(previousDoc?.history ?? {}) };
    const set = scores[setKey];
    for (const key of group.keys) {
      const { green, orange, red } = set[group.category][key];
      history[key] = appendHistory(history[key], { green, orange, red, calculatedAt: now });
    }
    writes.push({
      ref: refs[index],
      data: { organisationId, divisionId: setKey, questionnaire, history },
    });
  });

  // The organisation document goes last: once it shows the new calculation, the history
  // documents already hold it.
  for (let i = 0; i < writes.length; i += BATCH_SIZE) {
    const batch = db.batch();
    for (const { ref, data } of writes.slice(i, i + BATCH_SIZE)) batch.set(ref, data);
    await batch.commit();
  }
  await organisationRef.update({ scores });
  if (options.industry !== false && typeof organisationData.industry === 'string') {
    await calculateIndustryScores(db, organisationData.industry, { now });
  }
}
