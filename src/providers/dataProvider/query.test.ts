import { describe, expect, it } from 'vitest';
import type { CollectionResource } from '@/providers/dataSpec';
import { data as organisations } from '@/resources/organisations/data';
import { buildQuery, resolveSort } from './query';

/** A list with a date range on its sort field, as the Activity list's entries have. */
const activity: CollectionResource = {
  collection: 'auditLog',
  scopeField: 'organisationId',
  filters: {
    kind: { field: 'kind', op: '==' },
    from: { field: 'at', op: '>=', value: (day) => new Date(`${String(day)}T00:00:00Z`) },
    to: { field: 'at', op: '<', value: (day) => new Date(`${String(day)}T00:00:00Z`) },
  },
  sortable: ['at'],
  descendingOnly: ['at'],
  defaultSort: { field: 'at', order: 'DESC' },
};

describe('buildQuery range filters', () => {
  it("bounds the sort field by whole days and keeps an Org Admin's organisation first", () => {
    const built = buildQuery(
      'activity',
      activity,
      { kind: 'organisation', organisationId: 'orgA' },
      { from: '2026-03-01', to: '2026-03-31', kind: 'users' },
      { field: 'at', order: 'DESC' },
    );
    expect(built?.key).toContain('organisationId in orgA');
    expect(built?.key).toContain('at >= "2026-03-01"');
    expect(built?.key).toContain('at < "2026-03-31"');
  });

  it('refuses a range on a field the list is not sorted by', () => {
    expect(() =>
      buildQuery(
        'activity',
        { ...activity, sortable: ['at', 'kind'] },
        { kind: 'all' },
        { from: '2026-03-01' },
        { field: 'kind', order: 'ASC' },
      ),
    ).toThrow(/needs the list sorted by at/);
  });
});

describe('sort directions a spec offers', () => {
  it('refuses oldest first on a field offered newest first only, before any request', () => {
    expect(() =>
      buildQuery('activity', activity, { kind: 'all' }, {}, { field: 'at', order: 'ASC' }),
    ).toThrow(
      expect.objectContaining({
        code: 'invalid-argument',
        message: expect.stringMatching(/"at" is offered newest first only/),
      }),
    );
    expect(
      buildQuery('activity', activity, { kind: 'all' }, {}, { field: 'at', order: 'DESC' })?.sort,
    ).toEqual({ field: 'at', order: 'DESC' });
    expect(buildQuery('activity', activity, { kind: 'all' }, {}, undefined)?.sort).toEqual({
      field: 'at',
      order: 'DESC',
    });
  });

  it('refuses Z to A on a field offered A to Z only, by the name asked for', () => {
    const people: CollectionResource = {
      ...activity,
      filters: {},
      sortable: ['lowerLastName'],
      descendingOnly: undefined,
      ascendingOnly: ['lowerLastName'],
      sortAliases: { lastName: 'lowerLastName' },
      defaultSort: { field: 'lowerLastName', order: 'ASC' },
    };
    expect(() => resolveSort(people, { field: 'lastName', order: 'DESC' })).toThrow(
      /"lastName" is offered A to Z only/,
    );
    expect(resolveSort(people, { field: 'lastName', order: 'ASC' })).toEqual({
      field: 'lowerLastName',
      order: 'ASC',
    });
  });
});

describe('buildQuery unique filters', () => {
  const codes: CollectionResource = {
    collection: 'codes',
    scopeField: 'organisationId',
    filters: {
      organisationId: { field: 'organisationId', op: '==' },
      isActive: { field: 'isActive', op: '==' },
      code: { field: 'code', op: '==' },
    },
    uniqueFilters: ['code'],
    sortable: ['code', 'currentUsage'],
    defaultSort: { field: 'code', order: 'ASC' },
  };
  const orgAdmin = { kind: 'organisation', organisationId: 'orgA' } as const;

  it('reads the one document a unique value selects in document id order, whatever the sort', () => {
    for (const sort of [
      { field: 'currentUsage', order: 'DESC' },
      { field: 'code', order: 'ASC' },
      undefined,
    ] as const) {
      const built = buildQuery('codes', codes, orgAdmin, { code: 'JOIN1', isActive: true }, sort);
      expect(built?.sort).toEqual({ field: 'id', order: 'ASC' });
      expect(built?.key).toMatch(/\|id ASC$/);
      expect(built?.filters).toEqual([
        { field: 'organisationId', op: '==', value: 'orgA' },
        { field: 'code', op: '==', value: 'JOIN1' },
        { field: 'isActive', op: '==', value: true },
      ]);
    }
  });

  it('keeps the requested sort without the unique filter, and still refuses one not offered', () => {
    const sort = { field: 'currentUsage', order: 'DESC' } as const;
    expect(buildQuery('codes', codes, orgAdmin, { isActive: true }, sort)?.sort).toEqual(sort);
    expect(buildQuery('codes', codes, orgAdmin, { code: '' }, sort)?.sort).toEqual(sort);
    expect(() =>
      buildQuery(
        'codes',
        codes,
        orgAdmin,
        { code: 'JOIN1' },
        { field: 'divisionId', order: 'ASC' },
      ),
    ).toThrow(/not offered/);
  });
});

describe("the organisations' name sort", () => {
  it('sorts the name through lowerName either way, and lists A to Z by it by default', () => {
    expect(resolveSort(organisations, { field: 'name', order: 'DESC' })).toEqual({
      field: 'lowerName',
      order: 'DESC',
    });
    expect(resolveSort(organisations, undefined)).toEqual({ field: 'lowerName', order: 'ASC' });
    expect(organisations.sortable).not.toContain('name');
  });

  it('keeps the direction asked for while a name search bounds lowerName', () => {
    const built = buildQuery(
      'organisations',
      organisations,
      { kind: 'all' },
      { search: { field: 'name', term: 'Har' } },
      { field: 'name', order: 'DESC' },
    );
    expect(built?.sort).toEqual({ field: 'lowerName', order: 'DESC' });
    expect(built?.filters).toEqual([
      { field: 'lowerName', op: '>=', value: 'har' },
      { field: 'lowerName', op: '<', value: 'har\uf8ff' },
    ]);
  });
});
