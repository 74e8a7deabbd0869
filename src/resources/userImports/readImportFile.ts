// The workbook reader is loaded only when a workbook is chosen (its code is in no other screen's).
import {
  decodeCsvBytes,
  importFileKind,
  importRowsOf,
  parseImportCsv,
  type ParsedImport,
} from '@/domain/userImportCsv';

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
