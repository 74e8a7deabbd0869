import { OrganisationScopedList } from '@/shared/OrganisationScopedList';
import { DivisionTable } from './DivisionTable';
import { divisionExportColumns } from './exportColumns';

export function DivisionList() {
  return (
    <OrganisationScopedList
      resource="divisions"
      sortField="name"
      Body={DivisionTable}
      exportColumns={divisionExportColumns}
    />
  );
}
