// The workbook reader is loaded only when a workbook is chosen (its code is in no other screen's).
import {
  decodeCsvBytes,
  importFileKind,
  importRowsOf,
  parseImportCsv,
  type ParsedImport,
} from '@/domain/userImportCsv';

export async function readImportFile(
  file: Blob,
): Promise<{ parsed: ParsedImport } | { unreadable: 'old_workbook' | 'workbook' | 'not_a_table' }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  switch (importFileKind(bytes)) {
    case 'workbook': {
      const { readWorkbook, WorkbookError } = await import('./readWorkbook');
      try {
        return { parsed: importRowsOf(readWorkbook(bytes)) };
      } catch (error) {
        // Not a workbook of Excel's (an OpenDocument file is a zip too), or a damaged one.
        if (error instanceof WorkbookError) return { unreadable: 'workbook' };
        throw error;
      }
    }
    case 'old-workbook':
      return { unreadable: 'old_workbook' };
    case 'binary':
      return { unreadable: 'not_a_table' };
    case 'text':
      return { parsed: parseImportCsv(decodeCsvBytes(bytes)) };
  }
}
