// Properties of Timestamp → Date at the data boundary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainObject, isTimestampLike, timestampsToDates } from './timestamps';

/** A Timestamp as any Firestore SDK copy shapes it. */
function timestamp(date: Date) {
  const millis = date.getTime();
  return {
    seconds: Math.floor(millis / 1000),
    nanoseconds: (millis % 1000) * 1e6,
    toDate: () => new Date(millis),
  };
}

const date = fc.date({ noInvalidDate: true });
/** JSON-like values (what Firestore stores apart from Timestamps). */
const plain = fc.jsonValue();

function containsTimestamp(value: unknown): boolean {
  if (isTimestampLike(value)) return true;
  if (Array.isArray(value)) return value.some(containsTimestamp);
  if (isPlainObject(value)) return Object.values(value).some(containsTimestamp);
  return false;
}

describe('timestampsToDates, properties', () => {
  it('leaves values without Timestamps equal to themselves', () => {
    fc.assert(
      fc.property(plain, (value) => {
        expect(timestampsToDates(value)).toEqual(value);
      }),
    );
  });

  it('turns every Timestamp, however deep, into the same instant, and is idempotent', () => {
    const withTimestamps = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        date.map(timestamp),
        fc.string(),
        fc.integer(),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(withTimestamps, (value) => {
        const converted = timestampsToDates(value);
        expect(containsTimestamp(converted)).toBe(false);
        expect(timestampsToDates(converted)).toEqual(converted);
      }),
    );
    fc.assert(
      fc.property(date, (instant) => {
        expect(timestampsToDates({ a: [{ at: timestamp(instant) }] })).toEqual({
          a: [{ at: instant }],
        });
      }),
    );
  });

  it('never throws on any value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        timestampsToDates(value);
      }),
    );
  });
});
