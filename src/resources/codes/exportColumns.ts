import type { Code } from '@/domain/types';
import type { ExportColumn } from '@/shared/export/exportList';

export const codeExportColumns: readonly ExportColumn<Code>[] = [
  { label: 'resources.codes.fields.code', value: (code) => code.code },
  { label: 'resources.codes.fields.divisionName', value: (code) => code.divisionName },
  { label: 'resources.codes.fields.currentUsage', value: (code) => code.currentUsage },
  { label: 'resources.codes.fields.maximumUsage', value: (code) => code.maximumUsage },
  { label: 'resources.codes.fields.isActive', value: (code) => code.isActive === true },
];
