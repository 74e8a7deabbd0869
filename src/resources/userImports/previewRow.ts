import type { ImportRow } from '@/domain/userImport';

/** A row of the file as the preview holds it: its line in the file, and its cells as edited. */
export interface PreviewRow {
  line: number;
  row: ImportRow;
}
