// The score documents, histories and industry figures written before they were shaped by audience
// (src/domain/withheldFigures.ts) get that shape: figures of at most the minimum of active users
// move to the twins only a Kynd Admin reads. Run by scripts/migrate.ts, last.
//
// - organisations: one whose score documents show figures of too few active users (a small scope
//   not marked withheld, or a recent history entry of a calculation that covered too few) is
//   recalculated with the functions' own calculation, which writes the new shape. Before that,
//   every history series of such a small scope is withheld whole: its older entries do not say
//   how many people each covered, and the scope is small now. Then each industry touched.
// - industries: an industryScores or industrySummaries document of too few active users not
//   marked withheld has its industry recalculated.
// Idempotent: afterwards every small scope and industry says withheld, and a second run changes
// nothing. A run stopped half-way is completed by the next one: a scope whose series were
// withheld but whose document was not rewritten yet is found again.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  INDUSTRY_SCORES_COLLECTION,
  INDUSTRY_SUMMARIES_COLLECTION,
  industryOfScoresId,
} from '@/domain/industryScores';
import { SCORES_SUBCOLLECTION } from '@/domain/scoreDocuments';
import {
  SCORES_HISTORY_COLLECTION,
  scoresHistoryByAudience,
  scoresHistoryId,
  withholdSeries,
  type ScoresHistoryDocument,
} from '@/domain/scoresHistory';
import { measurementKeysByQuestionnaire } from '@/domain/scoring';
import { timestampsToDates } from '@/domain/timestamps';
import type { HistoryEntry } from '@/domain/types';
import {
  WITHHELD_SCORES_HISTORY_COLLECTION,
  isWithheld,
  showsWithheldFigures,
} from '@/domain/withheldFigures';
import { calculateIndustryScores } from '../../functions/src/scores/calculateIndustryScores';
import { eachPage, type MigrationOptions, type MigrationResult } from './backfillDerivedFields';
import { recalculateOrganisations, type Recalculation } from './createScoreDocuments';

const PAGE_SIZE = 1000;

type StoredShape = Parameters<typeof showsWithheldFigures>[0];

/** What the check reads of a score document (and of an industry document's `scores`). */
const SHAPE_FIELDS = ['withheld', 'averageScore.activeUsers', 'averageScore.history'];

/** Every history series of a small scope withheld whole, each with its twin. */
async function withholdSeriesOf(
  db: Firestore,
  organisationId: string,
  scopeId: string,
): Promise<void> {
  const ids = [...measurementKeysByQuestionnaire().keys()].map((questionnaire) =>
    scoresHistoryId(organisationId, scopeId, questionnaire),
  );
  const readable = await db.getAll(
    ...ids.map((id) => db.collection(SCORES_HISTORY_COLLECTION).doc(id)),
  );
  const twins = await db.getAll(
    ...ids.map((id) => db.collection(WITHHELD_SCORES_HISTORY_COLLECTION).doc(id)),
  );
  const historyOf = (snapshot: DocumentSnapshot | undefined): Record<string, HistoryEntry[]> =>
    snapshot?.exists
      ? ((timestampsToDates(snapshot.data()) as Partial<ScoresHistoryDocument>).history ?? {})
      : {};
  // Both sides of each series in one batch: a stopped run never leaves an entry on neither.
  const batch = db.batch();
  readable.forEach((snapshot, index) => {
    if (!snapshot.exists) return;
    const data = timestampsToDates(snapshot.data()) as ScoresHistoryDocument;
    const { organisationId: owner, divisionId, questionnaire } = data;
    const split = scoresHistoryByAudience(
      { organisationId: owner, divisionId, questionnaire },
      withholdSeries({ readable: historyOf(snapshot), withheld: historyOf(twins[index]) }),
    );
    batch.set(snapshot.ref, split.readable);
    const twin = db.collection(WITHHELD_SCORES_HISTORY_COLLECTION).doc(snapshot.id);
    if (split.twin) batch.set(twin, split.twin);
  });
  await batch.commit();
}

export function withholdOrganisationFigures(
  db: Firestore,
  options: MigrationOptions & { now?: Date } = {},
): Promise<MigrationResult> {
  return recalculateOrganisations(db, options, [], (docs) =>
    Promise.all(
      docs.map(async (organisation): Promise<Recalculation> => {
        const scopes = await organisation.ref
          .collection(SCORES_SUBCOLLECTION)
          .select(...SHAPE_FIELDS)
          .get();
        const shown = scopes.docs.filter((scope) =>
          showsWithheldFigures(timestampsToDates(scope.data()) as StoredShape),
        );
        if (shown.length === 0) return false;
        const small = shown.filter((scope) => isWithheld(scope.get('averageScore.activeUsers')));
        return {
          before: async () => {
            for (const scope of small) await withholdSeriesOf(db, organisation.id, scope.id);
          },
        };
      }),
    ),
  );
}

export async function withholdIndustryFigures(
  db: Firestore,
  options: MigrationOptions & { now?: Date } = {},
): Promise<MigrationResult> {
  const now = options.now ?? new Date();
  const result: MigrationResult = { scanned: 0, updated: [] };
  const industries = new Set<string>();
  const fields = ['withheld', 'scores.averageScore.activeUsers', 'scores.averageScore.history'];
  for (const collection of [INDUSTRY_SCORES_COLLECTION, INDUSTRY_SUMMARIES_COLLECTION]) {
    await eachPage(db, collection, fields, options.pageSize ?? PAGE_SIZE, (docs) => {
      result.scanned += docs.length;
      for (const doc of docs) {
        const data = timestampsToDates(doc.data()) as { withheld?: unknown; scores?: StoredShape };
        if (showsWithheldFigures({ ...data.scores, withheld: data.withheld })) {
          industries.add(industryOfScoresId(doc.id));
        }
      }
    });
  }
  for (const industry of [...industries].sort()) {
    result.updated.push(industry);
    if (!options.dryRun) await calculateIndustryScores(db, industry, { now });
  }
  return result;
}
