// The '#' column: the row's position in the whole list, across pages.
import { useListContext, useRecordContext } from 'react-admin';

export function RowNumberField() {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = record ? (data ?? []).findIndex((item) => item.id === record.id) : -1;
  return index < 0 ? null : <>{(page - 1) * perPage + index + 1}</>;
}
