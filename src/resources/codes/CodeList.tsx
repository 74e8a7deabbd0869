// docs/product.md §2 Codes (/codes, Org Admin): the organisation's access codes sorted by code.
import { OrganisationScopedList } from '@/shared/OrganisationScopedList';
import { CodeTable } from './CodeTable';

export function CodeList() {
  return (
    <OrganisationScopedList
      resource="codes"
      title="Codes"
      sortField="code"
      fetchError="Error fetching codes"
      plural="codes"
      Body={CodeTable}
    />
  );
}
