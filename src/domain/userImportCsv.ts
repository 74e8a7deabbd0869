// Apart from domain/userImport so that the functions, which never read files, do not bundle the CSV
// library. The files read: docs/product.md §5 "Import users".
import Papa from 'papaparse';
import { toCsv } from './csv';
import {
  IMPORT_FIELDS,
  headerKey,
  type ImportField,
  type ImportReportLine,
  type ImportRow,
} from '@/domain/userImport';
import type { Translate } from '@/domain/wording';

export interface ParsedImport {
  rows: ImportRow[];
  missing: ImportField[];
}

const ALIASES: Readonly<Record<string, ImportField>> = {
  firstname: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  division: 'division',
  role: 'role',
};

const OPTIONAL: readonly ImportField[] = ['role'];

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Excel 97-2003 (.xls) and other OLE compound files. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);
const hasUtf16Bom = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

/** Text has no NUL byte in its first 8 KB unless UTF-16 with a byte-order mark ("Unicode text"). */
export function importFileKind(bytes: Uint8Array): 'workbook' | 'old-workbook' | 'text' | 'binary' {
  if (startsWith(bytes, ZIP)) return 'workbook';
  if (startsWith(bytes, COMPOUND_FILE)) return 'old-workbook';
  if (hasUtf16Bom(bytes)) return 'text';
  return bytes.subarray(0, 8192).includes(0) ? 'binary' : 'text';
}

/** Node's TextDecoder decodes 'windows-1252' as Latin-1, which turns ’ (0x92) into a control. */
const WINDOWS_1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Strict UTF-8, which a file in another encoding with any accent fails, else Windows-1252. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return Array.from(bytes, (byte) =>
      byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_80_9F[byte - 0x80] : String.fromCharCode(byte),
    ).join('');
  }
}

/** Lines of empty cells, as spreadsheets export empty rows, are skipped. */
export function importRowsOf(table: readonly (readonly string[])[]): ParsedImport {
  const [header = [], ...lines] = table.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const columns = new Map<ImportField, number>();
  header.forEach((cell, index) => {
    const field = ALIASES[headerKey(cell)];
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const missing = IMPORT_FIELDS.filter((field) => !columns.has(field) && !OPTIONAL.includes(field));
  if (missing.length > 0) return { rows: [], missing };
  const cell = (line: readonly string[], field: ImportField) => {
    const index = columns.get(field);
    return index === undefined ? '' : (line[index] ?? '');
  };
  const rows = lines.map(
    (line) =>
      Object.fromEntries(IMPORT_FIELDS.map((field) => [field, cell(line, field)])) as ImportRow,
  );
  return { rows, missing };
}

export function parseImportCsv(text: string): ParsedImport {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: '',
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  return importRowsOf(parsed.data);
}

/** The file's format, which ALIASES reads: English whatever the screen's language. */
const TEMPLATE_HEADERS: Readonly<Record<ImportField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  division: 'Division',
  role: 'Role',
};

export function importTemplateCsv(): string {
  return toCsv([
    IMPORT_FIELDS.map((field) => TEMPLATE_HEADERS[field]),
    ['Jane', 'Doe', 'jane.doe@example.com', 'Default division', 'User'],
  ]);
}

/** The report's columns, as the screen's table and the CSV head them. */
export const IMPORT_REPORT_HEADERS = [
  'resources.userImports.report.columns.row',
  'resources.userImports.report.columns.first_name',
  'resources.userImports.report.columns.last_name',
  'resources.userImports.report.columns.email',
  'resources.userImports.report.columns.outcome',
  'resources.userImports.report.columns.reason',
] as const;

/** Cells in IMPORT_REPORT_HEADERS' order; a reason without a catalogue key is shown as it is. */
export function reportLineCells(line: ImportReportLine, translate: Translate): string[] {
  return [
    String(line.row),
    line.firstName,
    line.lastName,
    line.email,
    translate(`resources.userImports.report.outcomes.${line.outcome}`),
    line.reason === '' ? '' : translate(line.reason, { _: line.reason }),
  ];
}

export function importReportCsv(lines: readonly ImportReportLine[], translate: Translate): string {
  return toCsv([
    IMPORT_REPORT_HEADERS.map((header) => translate(header)),
    ...lines.map((line) => reportLineCells(line, translate)),
  ]);
}
