import { describe, expect, it } from 'vitest';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { SCORES_SUBCOLLECTION } from '@/domain/scoreDocuments';
import { SCORES_HISTORY_COLLECTION, scoresHistoryId } from '@/domain/scoresHistory';
import { ALL_SCORES_KEY, measurementKeysByQuestionnaire } from '@/domain/scoring';
import { calculateOrganisationScores } from '../../functions/src/scores/calculateOrganisationScores';
import { createClock } from './clock';
import { buildDataset, documentWrites } from './dataset';
import { MemoryFirestore } from './memoryFirestore';
import { withoutUndefined } from './writes';

const at = new Date('2026-03-18T05:30:00Z');

describe('MemoryFirestore', () => {
  it('keeps what a batch sets, as Firestore stores it', async () => {
    const memory = new MemoryFirestore();
    const db = memory.asFirestore();
    const data = { b: 1, a: { when: at, list: [at] } };
    const batch = db.batch();
    batch.set(db.collection('things').doc('one'), data);
    await batch.commit();
    data.b = 2;

    const stored = (await db.collection('things').doc('one').get()).data();
    expect(stored).toEqual({
      a: { when: Timestamp.fromDate(at), list: [Timestamp.fromDate(at)] },
      b: 1,
    });
    expect(Object.keys(stored ?? {})).toEqual(['a', 'b']);
    expect(() => {
      (stored as { b: number }).b = 3;
    }).toThrow(TypeError);
    expect(memory.documents()).toEqual([{ path: 'things/one', data: stored }]);
  });

  it('writes nothing before the commit, and refuses what Firestore would', async () => {
    const db = new MemoryFirestore().asFirestore();
    const batch = db.batch();
    batch.set(db.collection('things').doc('one'), { a: 1 });
    expect((await db.collection('things').doc('one').get()).exists).toBe(false);
    expect(() => db.batch().set(db.doc('things/two'), { a: undefined })).toThrow(/undefined \(a\)/);
    expect(() => db.batch().set(db.doc('things/two'), { a: FieldValue.increment(1) })).toThrow(
      /does not support/,
    );
    await expect(db.batch().update(db.doc('things/missing'), { a: 1 }).commit()).rejects.toThrow(
      /No document to update/,
    );
  });

  it('updates dotted field paths and deletes fields as Firestore does', async () => {
    const db = new MemoryFirestore([
      { path: 'users/u', data: { scores: { body: { bmi: 1, weight: 2 } }, name: 'x' } },
    ]).asFirestore();
    await db
      .batch()
      .update(db.doc('users/u'), {
        'scores.body.bmi': FieldValue.delete(),
        'scores.body.weight': FieldValue.delete(),
        'scores.mind.anxiety': { value: 3 },
        'scores.life.sleep': FieldValue.delete(),
      })
      .commit();
    // The emptied map stays; a deletion under a map that is not there makes none.
    expect((await db.doc('users/u').get()).data()).toEqual({
      name: 'x',
      scores: { body: {}, mind: { anxiety: { value: 3 } } },
    });
  });

  it('answers equality queries in document id order, a page at a time, with the fields selected', async () => {
    const db = new MemoryFirestore(
      ['c', 'a', 'd', 'b'].map((id) => ({
        path: `users/${id}`,
        data: { organisation: { id: id === 'd' ? 'other' : 'org' }, secret: id },
      })),
    ).asFirestore();
    const query = db
      .collection('users')
      .where('organisation.id', '==', 'org')
      .select('organisation')
      .orderBy(FieldPath.documentId())
      .limit(2);
    const first = await query.get();
    expect(first.docs.map((doc) => doc.id)).toEqual(['a', 'b']);
    expect(first.docs[0]?.data()).toEqual({ organisation: { id: 'org' } });
    const second = await query.startAfter(first.docs[1]).get();
    expect(second.docs.map((doc) => doc.id)).toEqual(['c']);
    expect(second.size).toBe(1);
    expect(() => db.collection('users').orderBy('secret')).toThrow(/does not support/);
  });

  it('runs the score calculation: one history entry per month', async () => {
    const clock = createClock(at);
    const dataset = buildDataset(clock);
    const organisation = dataset.organisations[0];
    if (!organisation) throw new Error('no organisation in the dataset');
    const memory = new MemoryFirestore(
      documentWrites(dataset)
        .filter(({ path }) => /^(organisations|users)\/[^/]+$/.test(path))
        .map(({ path, data }) => ({ path, data: withoutUndefined(data) })),
    );
    const db = memory.asFirestore();
    const months = clock.snapshots.slice(0, 2);
    for (const now of months) {
      await calculateOrganisationScores(db, organisation.id, {
        now,
        industry: false,
        source: 'replay',
      });
    }

    const all = await db
      .collection('organisations')
      .doc(organisation.id)
      .collection(SCORES_SUBCOLLECTION)
      .doc(ALL_SCORES_KEY)
      .get();
    expect(all.exists).toBe(true);
    const [questionnaire, group] = [...measurementKeysByQuestionnaire()][0] ?? [];
    if (!questionnaire || !group) throw new Error('no questionnaire');
    const series = await db
      .collection(SCORES_HISTORY_COLLECTION)
      .doc(scoresHistoryId(organisation.id, ALL_SCORES_KEY, questionnaire))
      .get();
    const history = (series.data()?.history ?? {}) as Record<string, { calculatedAt: unknown }[]>;
    const entries = Object.values(history);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.map(({ calculatedAt }) => calculatedAt)).toEqual(
        months.map((month) => Timestamp.fromDate(month)),
      );
    }
  });
});
