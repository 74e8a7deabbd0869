import { OrganisationScopedList } from '@/shared/OrganisationScopedList';
import { CodeTable } from './CodeTable';
import { codeExportColumns } from './exportColumns';

export function CodeList() {
  return (
    <OrganisationScopedList
      resource="codes"
      sortField="code"
      Body={CodeTable}
      exportColumns={codeExportColumns}
    />
  );
}
