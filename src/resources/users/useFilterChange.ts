import { useCallback, useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { scopedUsersFilter, type UsersQueryFilter } from '@/domain/userList';

export type FilterChange = ReturnType<typeof useFilterChange>;

/**
 * The one way the Users list's controls change its filter. react-admin applies a change a render
 * later (through the address): a change made before then, by the same control or another (an
 * organisation chosen, then at once a role), must build on the one before, or it brings back
 * what that one removed.
 */
export function useFilterChange(scope: string | null) {
  const { filterValues, setFilters } = useListContext();
  const latest = useRef(scopedUsersFilter(scope, filterValues as UsersQueryFilter));
  useEffect(() => {
    latest.current = scopedUsersFilter(scope, filterValues as UsersQueryFilter);
  }, [filterValues, scope]);
  const change = useCallback(
    (next: (current: UsersQueryFilter) => UsersQueryFilter) => {
      latest.current = next(latest.current);
      setFilters(latest.current, undefined, false);
    },
    [setFilters],
  );
  // `current`: the filter as the controls last left it, applied or not.
  return { current: () => latest.current, change };
}
