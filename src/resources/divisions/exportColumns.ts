// The divisions list's CSV columns (docs/product.md §2 Divisions): name, description and codes.
import type { Division } from '@/domain/types';
import type { ExportColumn } from '@/shared/export/exportList';

export const divisionExportColumns: readonly ExportColumn<Division>[] = [
  { label: 'resources.divisions.fields.name', value: (division) => division.name },
  { label: 'resources.divisions.fields.description', value: (division) => division.description },
  {
    label: 'resources.divisions.fields.codes',
    value: (division) => (division.codes ?? []).map((code) => code.code),
  },
];
