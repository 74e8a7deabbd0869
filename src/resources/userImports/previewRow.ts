import type { ImportRow } from '@/domain/userImport';

export interface PreviewRow {
  line: number;
  row: ImportRow;
}
