import type { ComponentProps, ReactNode } from 'react';
import { List, TopToolbar, type ListProps, type RaRecord } from 'react-admin';
import { ExportListButton } from '@/shared/export/ExportListButton';
import type { ExportColumn } from '@/shared/export/exportList';
import { ScreenHeading } from '@/shared/ScreenHeading';

/** A list screen: its heading if any, then react-admin's list with the export after any `toolbar`. */
export function ListScreen<RecordType extends RaRecord>({
  heading,
  create,
  toolbar,
  exportColumns,
  fileName,
  ...list
}: ListProps<RecordType> & {
  heading?: string;
  create?: ComponentProps<typeof ScreenHeading>['create'];
  toolbar?: ReactNode;
  exportColumns: readonly ExportColumn<RecordType>[];
  fileName: string;
}) {
  return (
    <>
      {heading !== undefined && <ScreenHeading title={heading} create={create} />}
      <List<RecordType>
        title={false}
        empty={false}
        actions={
          <TopToolbar>
            {toolbar}
            <ExportListButton columns={exportColumns} fileName={fileName} />
          </TopToolbar>
        }
        {...list}
      />
    </>
  );
}
