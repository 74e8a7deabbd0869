import { describe, expect, it } from 'vitest';
import { timestampsToDates } from '@/domain/timestamps';

// Shaped like a Timestamp of any Firestore SDK (the admin SDK's included).
const timestamp = (millis: number) => ({
  seconds: Math.floor(millis / 1000),
  nanoseconds: 0,
  toDate: () => new Date(millis),
});

describe('timestampsToDates', () => {
  it('turns Timestamps inside maps and arrays into Dates', () => {
    expect(
      timestampsToDates({
        at: timestamp(1000),
        history: [{ calculatedAt: timestamp(2000) }],
        n: 3,
      }),
    ).toEqual({ at: new Date(1000), history: [{ calculatedAt: new Date(2000) }], n: 3 });
  });

  it('leaves Dates and objects that are not plain maps alone', () => {
    const date = new Date(5);
    class Reference {
      path = 'users/a';
    }
    const reference = new Reference();
    const converted = timestampsToDates({ date, reference }) as {
      date: Date;
      reference: Reference;
    };
    expect(converted.date).toBe(date);
    expect(converted.reference).toBe(reference);
  });
});
