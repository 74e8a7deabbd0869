import { List, TopToolbar, type ListProps, type RaRecord } from 'react-admin';
import { ExportListButton } from '@/shared/export/ExportListButton';
import type { ExportColumn } from '@/shared/export/exportList';
import { ScreenHeading } from '@/shared/ScreenHeading';

/** A list screen: its h1, then react-admin's list with the export of its rows in the toolbar. */
export function ListScreen<RecordType extends RaRecord>({
  heading,
  exportColumns,
  fileName,
  ...list
}: ListProps<RecordType> & {
  heading: string;
  exportColumns: readonly ExportColumn<RecordType>[];
  fileName: string;
}) {
  return (
    <>
      <ScreenHeading title={heading} />
      <List<RecordType>
        title={false}
        empty={false}
        actions={
          <TopToolbar>
            <ExportListButton columns={exportColumns} fileName={fileName} />
          </TopToolbar>
        }
        {...list}
      />
    </>
  );
}
