// The codes are left out: the divisions hold none.
import type { Division } from '@/domain/types';
import type { ExportColumn } from '@/shared/export/exportList';

export const divisionExportColumns: readonly ExportColumn<Division>[] = [
  { label: 'resources.divisions.fields.name', value: (division) => division.name },
  { label: 'resources.divisions.fields.description', value: (division) => division.description },
];
