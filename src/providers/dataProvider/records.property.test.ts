// Properties of the data provider's conversions: Date ⇄ Timestamp, records ⇄ document
// data, and Firestore's REST values. Whatever the text (empty, long, non-Latin, script-bearing), it
// goes to the database and comes back unchanged.
import fc from 'fast-check';
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { timestampsToDates as fromFirestore } from '@/domain/timestamps';
import { changedFields, toDocumentData, toFirestore, toRecord } from './records';
import { fromRestFields, fromRestValue, toRestValue } from '@/providers/firestoreRest';

/** Dates Firestore can hold (years 1 to 9999), whole milliseconds as JavaScript has them. */
const storableDate = fc.date({
  min: new Date('0001-01-01T00:00:00.000Z'),
  max: new Date('9999-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    '   ',
    'x'.repeat(10_000),
    'Māori 日本語 العربية',
    '<img src=x onerror=alert(1)>',
    '"quoted" \\ back\\slash',
  ),
);
/** What the app's records hold: text, numbers, booleans, null, Dates, lists and maps of them. */
const appValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    storableDate,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;
const record = fc.dictionary(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
  appValue,
  {
    maxKeys: 6,
  },
);

function snapshot(id: string, data: DocumentData): DocumentSnapshot<DocumentData> {
  return { id, data: () => data } as unknown as DocumentSnapshot<DocumentData>;
}

describe('converters, properties', () => {
  it('app → Firestore → app gives back the same value (Dates as Timestamps on the way)', () => {
    fc.assert(
      fc.property(appValue, (value) => {
        expect(fromFirestore(toFirestore(value))).toEqual(value);
      }),
    );
  });

  it('no Date reaches Firestore, and no Timestamp reaches the app', () => {
    const hasDate = (value: unknown): boolean =>
      value instanceof Date ||
      (Array.isArray(value) && value.some(hasDate)) ||
      (typeof value === 'object' &&
        value !== null &&
        !(value instanceof Timestamp) &&
        Object.values(value).some(hasDate));
    const hasTimestamp = (value: unknown): boolean =>
      value instanceof Timestamp ||
      (Array.isArray(value) && value.some(hasTimestamp)) ||
      (typeof value === 'object' && value !== null && Object.values(value).some(hasTimestamp));
    fc.assert(
      fc.property(appValue, (value) => {
        const stored = toFirestore(value);
        expect(hasDate(stored)).toBe(false);
        expect(hasTimestamp(fromFirestore(stored))).toBe(false);
      }),
    );
  });

  it('undefined entries are dropped on the way to Firestore, everything else kept', () => {
    fc.assert(
      fc.property(record, fc.string({ minLength: 1, maxLength: 8 }), (data, key) => {
        fc.pre(!(key in data));
        expect(toFirestore({ ...data, [key]: undefined })).toEqual(toFirestore(data));
        expect(toFirestore([undefined, data, undefined])).toEqual([toFirestore(data)]);
      }),
    );
  });

  it('a Date keeps its instant to the millisecond', () => {
    fc.assert(
      fc.property(storableDate, (date) => {
        const stored = toFirestore<Timestamp>(date);
        expect(stored.toMillis()).toBe(date.getTime());
      }),
    );
  });
});

describe('records, properties', () => {
  it('a record saved and read back is the same record (id kept, password never written)', () => {
    fc.assert(
      fc.property(record, fc.string({ minLength: 1, maxLength: 20 }), (data, id) => {
        const written = toDocumentData({ ...data, id, password: 'Secret-123' });
        expect(written).not.toHaveProperty('id');
        expect(written).not.toHaveProperty('password');
        const rest = Object.fromEntries(
          Object.entries(data).filter(([key]) => key !== 'id' && key !== 'password'),
        );
        expect(toRecord(snapshot(id, written))).toEqual({ ...rest, id });
      }),
    );
  });

  it('changedFields: nothing changed against itself; applying the changes gives the new record', () => {
    fc.assert(
      fc.property(record, record, (previous, next) => {
        expect(changedFields(next, next)).toEqual({});
        // Compared as stored: -0 and 0 are one number, so a change between them is no change.
        const asStored = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
        expect(asStored({ ...previous, ...changedFields(next, previous) })).toEqual(
          asStored({ ...previous, ...next }),
        );
      }),
    );
  });
});

describe('REST values, properties', () => {
  const filterValue = fc.oneof(
    text,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    storableDate,
    fc.array(fc.oneof(text, fc.integer(), fc.boolean()), { maxLength: 10 }),
  );

  it('a filter value sent as a REST value reads back as itself', () => {
    fc.assert(
      fc.property(filterValue, (value) => {
        const rest = JSON.parse(JSON.stringify(toRestValue(value))) as unknown;
        expect(fromRestValue(rest)).toEqual(Object.is(value, -0) ? 0 : value);
      }),
    );
  });

  it('an integerValue is always a string of digits Firestore accepts', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const rest = toRestValue(value);
        if ('integerValue' in rest) expect(rest.integerValue).toMatch(/^-?\d+$/);
      }),
    );
  });

  it('reading never throws on any shape, and keeps every field name', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 10 }), fc.anything()), (fields) => {
        expect(Object.keys(fromRestFields(fields)).sort()).toEqual(Object.keys(fields).sort());
      }),
    );
  });
});
