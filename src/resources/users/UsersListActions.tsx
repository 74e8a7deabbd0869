import { useListContext, useTranslate } from 'react-admin';
import type { UsersQueryFilter } from '@/domain/userList';
import { LabelledSelect } from '@/layout/LabelledSelect';

// Each one an index serves (data.ts `sortable`).
const SORTS = [
  { value: 'lowerFirstName:ASC', label: 'resources.users.fields.firstName' },
  { value: 'lowerLastName:ASC', label: 'resources.users.fields.lastName' },
  { value: 'createdAt:DESC', label: 'resources.users.list.sort_newest' },
  { value: 'createdAt:ASC', label: 'resources.users.list.sort_oldest' },
] as const;

export function UsersListActions() {
  const translate = useTranslate();
  const { sort, setSort, filterValues } = useListContext();
  return (
    <LabelledSelect
      label={translate('resources.users.list.sort')}
      value={`${sort.field}:${sort.order}`}
      options={SORTS.map((option) => ({ value: option.value, label: translate(option.label) }))}
      // A name search orders by the name it searches (a prefix range needs its field first).
      disabled={Boolean((filterValues as UsersQueryFilter).search)}
      minWidth={180}
      onChange={(value) => {
        const [field, order] = value.split(':');
        setSort({ field, order: order === 'DESC' ? 'DESC' : 'ASC' });
      }}
    />
  );
}
