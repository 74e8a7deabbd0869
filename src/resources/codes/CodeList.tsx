import { OrganisationScopedList } from '@/shared/OrganisationScopedList';
import { CodeTable } from './CodeTable';
import { codeExportColumns } from './exportColumns';

export function CodeList() {
  return (
    <OrganisationScopedList
      resource="codes"
      title="resources.codes.titles.list"
      sortField="code"
      fetchError="resources.codes.notifications.fetch_error"
      plural="resources.codes.list.items"
      Body={CodeTable}
      exportColumns={codeExportColumns}
    />
  );
}
