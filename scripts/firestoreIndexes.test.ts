import { describe, expect, it } from 'vitest';
import deployed from '../firestore.indexes.json';
import { collectionSpecs, indexesFile, requiredIndexes as indexesOf } from './indexes';
import { isRangeFilter } from '../src/providers/dataSpec';
import { DATA_SPECS } from '../src/resources/registry';

const requiredIndexes = () => indexesOf(DATA_SPECS);

/**
 * The mobile app shares the database and its quota of composite indexes (README, Deploy): the
 * dashboard keeps to this many, leaving the app room for its own.
 */
const DASHBOARD_INDEX_BUDGET = 120;

describe('firestore.indexes.json', () => {
  it('holds exactly the composite indexes the provider offers', () => {
    expect(deployed).toEqual(indexesFile(DATA_SPECS));
  });

  it('indexes the users name search within an organisation, A to Z, in the users and the directory', () => {
    for (const collectionGroup of ['users', 'userDirectory']) {
      const pairs = requiredIndexes()
        .filter((index) => index.collectionGroup === collectionGroup)
        .map((index) => index.fields.map((field) => `${field.fieldPath}:${field.order}`).join(','));
      expect(pairs).toContain('organisation.id:ASCENDING,lowerFirstName:ASCENDING');
      expect(pairs).toContain('organisation.id:ASCENDING,lowerLastName:ASCENDING');
      expect(pairs).not.toContain('organisation.id:ASCENDING,lowerLastName:DESCENDING');
      // Newest and oldest first.
      expect(pairs).toContain('role:ASCENDING,createdAt:DESCENDING');
      expect(pairs).toContain('role:ASCENDING,createdAt:ASCENDING');
    }
  });

  it('indexes the filters the Users list offers (no subscription flag, no push fields)', () => {
    for (const collectionGroup of ['users', 'userDirectory']) {
      const fields = requiredIndexes()
        .filter((index) => index.collectionGroup === collectionGroup)
        .flatMap((index) => index.fields.map((field) => field.fieldPath));
      expect(new Set(fields), collectionGroup).toEqual(
        new Set(['organisation.id', 'division.id', 'role', 'isActive', 'lowerFirstName'])
          .add('lowerLastName')
          .add('createdAt'),
      );
    }
  });

  it('indexes the articles category filter as an array-contains', () => {
    const article = requiredIndexes().find(
      (index) =>
        index.collectionGroup === 'articles' && index.fields[0]?.fieldPath === 'categories',
    );
    expect(article?.fields[0]).toEqual({ fieldPath: 'categories', arrayConfig: 'CONTAINS' });
  });

  it('needs no index for the recipients query or its push-reach count (index merging)', () => {
    const recipientFields = requiredIndexes()
      .flatMap((index) => index.fields.map((field) => field.fieldPath))
      .filter((path) =>
        /isPushReachable|isReceivingPushNotifications|deviceToken|colour/.test(path),
      );
    expect(recipientFields).toEqual([]);
  });

  it('pairs no sort with the unique code filter: a code is read by its value in id order', () => {
    const codes = requiredIndexes().filter((index) => index.collectionGroup === 'codes');
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((index) => index.fields[0]?.fieldPath === 'code')).toEqual([]);
  });

  it('takes a unique filter only as an equality, in a list without a range or a name search', () => {
    for (const spec of collectionSpecs(DATA_SPECS)) {
      const unique = spec.uniqueFilters ?? [];
      for (const name of unique) {
        expect(spec.filters[name]?.op, `${spec.collection} ${name}`).toBe('==');
      }
      if (unique.length === 0) continue;
      expect(Object.values(spec.filters).filter(isRangeFilter), spec.collection).toEqual([]);
      expect(spec.nameSearch, spec.collection).toBeUndefined();
    }
  });

  it('indexes the alerts and the activity newest first only', () => {
    const sorts = (collectionGroup: string, fieldPath: string) =>
      requiredIndexes()
        .filter((index) => index.collectionGroup === collectionGroup)
        .map((index) => index.fields[1])
        .filter((field) => field?.fieldPath === fieldPath)
        .map((field) => field?.order);
    for (const [collectionGroup, fieldPath] of [
      ['questionnaireAlerts', 'createdAt'],
      ['auditLog', 'at'],
    ]) {
      const orders = sorts(collectionGroup, fieldPath);
      expect(orders.length, collectionGroup).toBeGreaterThan(0);
      expect(new Set(orders), collectionGroup).toEqual(new Set(['DESCENDING']));
    }
  });

  it('limits a sortable field to one direction at most, the default sort to one offered', () => {
    for (const spec of collectionSpecs(DATA_SPECS)) {
      const ascending = spec.ascendingOnly ?? [];
      const descending = spec.descendingOnly ?? [];
      for (const field of [...ascending, ...descending]) {
        expect(spec.sortable, spec.collection).toContain(field);
      }
      expect(ascending.filter((field) => descending.includes(field))).toEqual([]);
      const { field, order } = spec.defaultSort;
      expect(order === 'ASC' ? descending : ascending, spec.collection).not.toContain(field);
    }
  });

  it("sorts the organisations' name through lowerName alone, whatever its case", () => {
    const sorts = requiredIndexes()
      .filter((index) => index.collectionGroup === 'organisations')
      .map((index) => index.fields[1]?.fieldPath);
    expect(sorts).toContain('lowerName');
    expect(sorts).not.toContain('name');
  });

  it('keeps to the budget of 120 composite indexes, the rest of the quota left to the mobile app', () => {
    expect(requiredIndexes().length).toBeLessThanOrEqual(DASHBOARD_INDEX_BUDGET);
  });

  it('declares no index twice', () => {
    const keys = requiredIndexes().map((index) => JSON.stringify(index));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
