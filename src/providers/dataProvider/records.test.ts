import { arrayUnion, Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { timestampsToDates as fromFirestore } from '@/domain/timestamps';
import { toFirestore } from './records';

const when = new Date('2026-03-04T05:06:07.089Z');

describe('fromFirestore', () => {
  it('turns Timestamps into Dates however deep they are, in maps and arrays', () => {
    const stored = {
      createdAt: Timestamp.fromDate(when),
      scores: {
        all: {
          averageScore: {
            calculatedAt: Timestamp.fromDate(when),
            history: [{ averageScore: 50, calculatedAt: Timestamp.fromDate(when) }],
          },
        },
      },
      tags: ['a', 'b'],
      count: 3,
      nothing: null,
    };
    expect(fromFirestore(stored)).toEqual({
      createdAt: when,
      scores: {
        all: {
          averageScore: { calculatedAt: when, history: [{ averageScore: 50, calculatedAt: when }] },
        },
      },
      tags: ['a', 'b'],
      count: 3,
      nothing: null,
    });
  });

  it('recognises a Timestamp of another SDK copy by its shape', () => {
    const foreign = { seconds: 1, nanoseconds: 0, toDate: () => new Date(1000) };
    expect(fromFirestore({ at: foreign })).toEqual({ at: new Date(1000) });
  });

  it('leaves a map that merely has a seconds field alone', () => {
    expect(fromFirestore({ timer: { seconds: 3, nanoseconds: 0 } })).toEqual({
      timer: { seconds: 3, nanoseconds: 0 },
    });
  });
});

describe('toFirestore', () => {
  it('turns Dates into Timestamps deep inside maps and arrays', () => {
    const converted = toFirestore<{ a: { b: Timestamp[] }; c: Timestamp }>({
      a: { b: [when] },
      c: when,
    });
    expect(converted.c).toBeInstanceOf(Timestamp);
    expect(converted.c.toDate()).toEqual(when);
    expect(converted.a.b[0]?.toDate()).toEqual(when);
  });

  it('drops undefined fields and array entries, which Firestore rejects', () => {
    expect(toFirestore({ a: undefined, b: 1, c: { d: undefined }, e: [1, undefined, 2] })).toEqual({
      b: 1,
      c: {},
      e: [1, 2],
    });
  });

  it('passes FieldValue sentinels through untouched', () => {
    const sentinel = arrayUnion('x');
    expect(toFirestore<{ ids: unknown }>({ ids: sentinel }).ids).toBe(sentinel);
  });

  it('round-trips a record', () => {
    const record = { name: 'Org', createdAt: when, divisions: [{ id: 'd', since: when }] };
    expect(fromFirestore(toFirestore(record))).toEqual(record);
  });
});
