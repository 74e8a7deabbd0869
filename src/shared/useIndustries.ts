// Reference data, read once and cached.
import { useMemo } from 'react';
import { useGetList, useNotify } from 'react-admin';
import type { Industry } from '@/domain/types';
import type { SelectOption } from '@/layout/LabelledSelect';
import { TRY_AGAIN } from '@/shared/tryAgain';

/** More than any such list holds (industries, an industry's organisations); one page, no count. */
export const REFERENCE_LIST_LIMIT = 1000;

export const INDUSTRIES_QUERY = {
  sort: { field: 'name', order: 'ASC' },
  pagination: { page: 1, perPage: REFERENCE_LIST_LIMIT },
} as const;

/** The industry names as the dashboards' selectors show them: trimmed, without blanks or repeats. */
export function industryNamesOf(
  industries: readonly Pick<Industry, 'name'>[] | undefined,
): string[] {
  return (industries ?? [])
    .map((industry) => industry.name.trim())
    .filter((name, index, names) => name !== '' && names.indexOf(name) === index);
}

/** `enabled` false: nothing read yet (options read on opening); `quiet`: no failure toast. */
export function useIndustries({ enabled = true, quiet = false } = {}) {
  const notify = useNotify();
  const industries = useGetList<Industry>('industries', INDUSTRIES_QUERY, {
    enabled,
    onError: quiet ? undefined : () => notify('app.common.error_loading_industries', TRY_AGAIN),
  });
  const names = useMemo(() => industryNamesOf(industries.data), [industries.data]);
  const options: SelectOption[] = (industries.data ?? []).map((industry) => ({
    value: industry.name,
    label: industry.name,
  }));
  return { ...industries, names, options };
}
