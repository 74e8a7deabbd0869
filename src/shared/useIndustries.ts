// Reference data, read once and cached.
import { useGetList, useNotify } from 'react-admin';
import type { Industry } from '@/domain/types';
import type { SelectOption } from '@/layout/LabelledSelect';

/** More than any such list holds (industries, an industry's organisations). */
export const REFERENCE_LIST_LIMIT = 1000;

/** `enabled` false: nothing is read yet (a select whose options are read when it opens). */
export function useIndustries({ enabled = true }: { enabled?: boolean } = {}) {
  const notify = useNotify();
  const industries = useGetList<Industry>(
    'industries',
    {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: REFERENCE_LIST_LIMIT },
    },
    {
      enabled,
      onError: () =>
        notify('app.common.error_loading_industries', {
          type: 'error',
          description: 'app.common.try_again',
        }),
    },
  );
  const options: SelectOption[] = (industries.data ?? []).map((industry) => ({
    value: industry.name,
    label: industry.name,
  }));
  return { ...industries, options };
}
