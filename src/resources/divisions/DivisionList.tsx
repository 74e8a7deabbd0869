import { OrganisationScopedList } from '@/shared/OrganisationScopedList';
import { DivisionTable } from './DivisionTable';
import { divisionExportColumns } from './exportColumns';

export function DivisionList() {
  return (
    <OrganisationScopedList
      resource="divisions"
      title="resources.divisions.titles.list"
      sortField="name"
      fetchError="resources.divisions.notifications.fetch_error"
      plural="resources.divisions.list.items"
      Body={DivisionTable}
      exportColumns={divisionExportColumns}
    />
  );
}
