// A project scored before figures were shaped by audience (src/domain/withheldFigures.ts): every
// score document, series and industry document shows its figures, however few people they cover.
// The migrations 'withheld organisation figures' and 'withheld industry figures'
// (scripts/migrations/withholdSmallFigures.ts) count what they would change, change it, and then
// count nothing; afterwards no reader but a Kynd Admin is left any figure of too few people.
// In a project of its own: the stack's triggers do not reach it (olderProject.test.ts says why).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  computeIndustryScores,
  computeIndustrySummary,
  industryScoresId,
} from '../../src/domain/industryScores';
import { scoreDocumentsOf } from '../../src/domain/scoreDocuments';
import { scoresHistoryId } from '../../src/domain/scoresHistory';
import { type ScoredUser } from '../../src/domain/scoring';
import {
  withholdIndustryFigures,
  withholdOrganisationFigures,
} from '../../scripts/migrations/withholdSmallFigures';
import { resetFirestore } from '../helpers/reset';
import { scoreSetsByDivision } from '../helpers/expected';

const PROJECT_ID = 'demo-kynd-withheld-migration';
const app = initializeApp({ projectId: PROJECT_ID }, `withheld-migration-${Date.now()}`);
const db = getFirestore(app);

const JANUARY = new Date('2026-01-01T00:00:00Z');
const FEBRUARY = new Date('2026-02-01T00:00:00Z');

interface Plan {
  id: string;
  industry: string;
  /** Active users per division, in January and in February. */
  divisions: Record<string, [number, number]>;
}

const PLANS: Plan[] = [
  // 'grown' had 4 people in January: its change arrow would compare with them.
  { id: 'org-big', industry: 'Accounting', divisions: { grown: [4, 6], tiny: [2, 2] } },
  { id: 'org-small', industry: 'Retail', divisions: { shop: [3, 3] } },
];

function usersOf(plan: Plan, month: 0 | 1): ScoredUser[] {
  return Object.entries(plan.divisions).flatMap(([division, counts]) =>
    Array.from({ length: counts[month] }, (_, index) => ({
      id: `${plan.id}-${division}-${index}`,
      isActive: true,
      division: { id: division },
      scores: {
        body: { weight: { colour: index % 2 === 0 ? 'green' : 'red', calculatedAt: JANUARY } },
      },
    })),
  );
}

/** What the calculation of before wrote: every scope in full, every series readable. */
async function writeAsBefore(): Promise<void> {
  const batch = db.batch();
  const allSets: Record<string, ReturnType<typeof scoreSetsByDivision>['all']> = {};
  for (const plan of PLANS) {
    const divisions = Object.keys(plan.divisions).map((id) => ({ id, name: id }));
    batch.set(db.doc(`organisations/${plan.id}`), {
      name: plan.id,
      isActive: true,
      industry: plan.industry,
      divisions,
      employees: [],
      managers: [],
      createdAt: JANUARY,
    });
    for (const user of usersOf(plan, 1)) {
      batch.set(db.doc(`users/${user.id}`), {
        firstName: user.id,
        organisation: { id: plan.id, name: plan.id },
        division: { id: user.division?.id, name: user.division?.id },
        isActive: true,
        scores: user.scores,
      });
    }
    const january = scoreSetsByDivision(usersOf(plan, 0), divisions, JANUARY);
    const february = scoreSetsByDivision(usersOf(plan, 1), divisions, FEBRUARY, january);
    allSets[plan.id] = february.all;
    for (const document of scoreDocumentsOf(plan.id, february, divisions)) {
      batch.set(db.doc(`organisations/${plan.id}/scores/${document.scopeId}`), document);
      const weight = (set: typeof february.all | undefined) => {
        const { green = 0, orange = 0, red = 0 } = set?.body.weight ?? {};
        return { green, orange, red };
      };
      batch.set(
        db.doc(
          `organisationsScoresHistories/${scoresHistoryId(plan.id, document.scopeId, 'weight')}`,
        ),
        {
          organisationId: plan.id,
          divisionId: document.scopeId,
          questionnaire: 'weight',
          history: {
            weight: [
              { ...weight(january[document.scopeId]), calculatedAt: JANUARY },
              { ...weight(february[document.scopeId]), calculatedAt: FEBRUARY },
            ],
          },
        },
      );
    }
  }
  for (const plan of PLANS) {
    const id = industryScoresId(plan.industry);
    const members = [{ isActive: true, scores: allSets[plan.id] }];
    batch.set(
      db.doc(`industryScores/${id}`),
      computeIndustryScores(plan.industry, members, FEBRUARY),
    );
    batch.set(
      db.doc(`industrySummaries/${id}`),
      computeIndustrySummary(plan.industry, [allSets[plan.id]], FEBRUARY),
    );
  }
  await batch.commit();
}

const data = async (path: string): Promise<DocumentData | undefined> =>
  (await db.doc(path).get()).data();
const days = (entries: { calculatedAt: Timestamp }[] | undefined) =>
  (entries ?? []).map((entry) => entry.calculatedAt.toDate().toISOString().slice(0, 10));

beforeAll(async () => {
  await resetFirestore(PROJECT_ID);
  await writeAsBefore();
});

afterAll(async () => {
  await deleteApp(app);
});

it('counts, withholds, then counts nothing: no small figure left to any reader but the Kynd Admin', async () => {
  expect(await withholdOrganisationFigures(db, { dryRun: true })).toEqual({
    scanned: 2,
    updated: ['org-big', 'org-small'],
  });
  expect(await withholdIndustryFigures(db, { dryRun: true })).toEqual({
    scanned: 4,
    updated: ['Retail'],
  });
  // A dry run changes nothing.
  expect((await data('organisations/org-big/scores/tiny'))?.withheld).toBeUndefined();

  await withholdOrganisationFigures(db);
  await withholdIndustryFigures(db);
  expect(await withholdOrganisationFigures(db, { dryRun: true })).toEqual({
    scanned: 2,
    updated: [],
  });
  expect(await withholdIndustryFigures(db, { dryRun: true })).toEqual({ scanned: 4, updated: [] });

  // The small scopes: their count for the readers, their figures in the twins.
  for (const path of ['organisations/org-big/scores/tiny', 'organisations/org-small/scores/all']) {
    const readable = await data(path);
    expect(readable?.withheld, path).toBe(true);
    expect(readable).not.toHaveProperty('body');
    const twin = await data(path.replace('/scores/', '/withheldScores/'));
    expect(twin?.body.weight, path).toBeDefined();
  }
  // The series of a small scope: every entry, the old ones too, with the Kynd Admin only.
  const tiny = scoresHistoryId('org-big', 'tiny', 'weight');
  const readableSeries = await data(`organisationsScoresHistories/${tiny}`);
  expect(readableSeries?.withheld).toBe(true);
  expect(readableSeries?.history.weight ?? []).toEqual([]);
  const twinSeries = await data(`withheldOrganisationsScoresHistories/${tiny}`);
  expect(days(twinSeries?.history.weight).slice(0, 2)).toEqual(['2026-01-01', '2026-02-01']);

  // A scope past the minimum keeps its figures, without its change against its 4 of January.
  const grown = await data('organisations/org-big/scores/grown');
  expect(grown?.withheld).toBeUndefined();
  expect(grown?.averageScore.activeUsers).toBe(6);
  expect(
    (grown?.averageScore.history as { activeUsers: number }[]).every(
      (entry) => entry.activeUsers > 5,
    ),
  ).toBe(true);
  expect(await data('organisations/org-big/withheldScores/grown')).toBeUndefined();

  // Retail: the one small organisation's figures withheld from the comparison and the summary.
  for (const collection of ['industryScores', 'industrySummaries']) {
    const readable = await data(`${collection}/Retail`);
    expect(readable?.withheld, collection).toBe(true);
    expect(Object.keys(readable?.scores ?? {})).toEqual(['averageScore']);
    const twin = await data(`withheld${collection[0]?.toUpperCase()}${collection.slice(1)}/Retail`);
    expect(twin?.scores.averageScore.activeUsers, collection).toBe(3);
  }
  expect((await data('industryScores/Accounting'))?.withheld).toBeUndefined();
});
