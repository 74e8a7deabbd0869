// docs/product.md §5 Import users: the file an importer chose, read as what it is. A CSV is decoded
// and parsed by the domain (domain/userImportCsv); an Excel workbook's first sheet is read by
// readWorkbook, loaded only when a workbook is chosen (its code is in no other screen's). What
// cannot be read says why.
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

async function readFirstSheet(bytes: Uint8Array): Promise<ReadImportFile> {
  const { readWorkbook, WorkbookError } = await import('./readWorkbook');
  try {
    return { parsed: importRowsOf(readWorkbook(bytes)) };
  } catch (error) {
    // Not a workbook of Excel's (an OpenDocument file is a zip too), or a damaged one.
    if (error instanceof WorkbookError) return { unreadable: 'workbook' };
    throw error;
  }
}

export async function readImportFile(file: Blob): Promise<ReadImportFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  switch (importFileKind(bytes)) {
    case 'workbook':
      return readFirstSheet(bytes);
    case 'old-workbook':
      return { unreadable: 'old_workbook' };
    case 'binary':
      return { unreadable: 'not_a_table' };
    case 'text':
      return { parsed: parseImportCsv(decodeCsvBytes(bytes)) };
  }
}
