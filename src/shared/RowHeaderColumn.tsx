// A <DataTable> column whose body cells are the rows' headers (<th scope="row">): the record's
// name, as a screen reader announces each row and as the screens' tests find a row. The header
// cell stays react-admin's own (sort label and all).
import type { ComponentType } from 'react';
import {
  DataTable,
  DataTableCell,
  useDataTableRenderContext,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';

// react-admin's column props leave out `component`; the cell passes it on to MUI's TableCell.
const RowHeaderCell = DataTableCell as ComponentType<DataTableColumnProps & { component: 'th' }>;

export function RowHeaderColumn<RecordType extends RaRecord = RaRecord>(
  props: DataTableColumnProps<RecordType>,
) {
  const context = useDataTableRenderContext();
  return context === 'data' ? (
    <RowHeaderCell {...(props as DataTableColumnProps)} component="th" scope="row" />
  ) : (
    <DataTable.Col<RecordType> {...props} />
  );
}
