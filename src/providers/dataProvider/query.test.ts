import { describe, expect, it } from 'vitest';
import type { CollectionResource } from '@/providers/dataSpec';
import { buildQuery } from './query';

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
