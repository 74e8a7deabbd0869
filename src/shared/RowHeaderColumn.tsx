// Body cells are row headers (<th scope="row">), as a screen reader announces each row.
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
