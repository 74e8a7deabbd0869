// docs/product.md §5 Import users: the file an importer chose, read as what it is. A CSV is decoded
// and parsed by the domain (domain/userImportCsv); an Excel workbook's first sheet is read by
// read-excel-file, loaded only when a workbook is chosen (its code is not in any other screen's).
// What cannot be read says why.
import {
  decodeCsvBytes,
  importFileKind,
  importRowsOf,
  parseImportCsv,
  type ParsedImport,
} from '@/domain/userImportCsv';

/** Why a file could not be read, as the catalogue's `resources.userImports.problems.*` keys. */
export type UnreadableFile = 'old_workbook' | 'workbook' | 'not_a_table';

export type ReadImportFile = { parsed: ParsedImport } | { unreadable: UnreadableFile };

/** A sheet's cell as the text a CSV would hold: dates as their day, nothing as ''. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}

async function readWorkbook(buffer: ArrayBuffer): Promise<ReadImportFile> {
  const { readSheet } = await import('read-excel-file/universal');
  try {
    // The first sheet, its cells untrimmed and its numbers as written (a division '007').
    const sheet = await readSheet(buffer, 1, { trim: false, parseNumber: (text) => text });
    return { parsed: importRowsOf(sheet.map((row) => row.map(cellText))) };
  } catch {
    // Not a workbook of Excel's (an OpenDocument file is a zip too), or a damaged one.
    return { unreadable: 'workbook' };
  }
}

export async function readImportFile(file: Blob): Promise<ReadImportFile> {
  const buffer = await file.arrayBuffer();
  const bytes = new Uint8Array(buffer);
  switch (importFileKind(bytes)) {
    case 'workbook':
      return readWorkbook(buffer);
    case 'old-workbook':
      return { unreadable: 'old_workbook' };
    case 'binary':
      return { unreadable: 'not_a_table' };
    case 'text':
      return { parsed: parseImportCsv(decodeCsvBytes(bytes)) };
  }
}
