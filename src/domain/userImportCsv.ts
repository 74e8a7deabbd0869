// docs/product.md §5 Import users: reading an import file, the template to fill in, and the report
// of an import, as CSV (papaparse). Apart from domain/userImport so that the functions, which check
// rows but never read files, do not bundle the CSV library.
import Papa from 'papaparse';
import { toCsv } from './csv';
import {
  IMPORT_FIELDS,
  IMPORT_HEADERS,
  headerKey,
  type ImportField,
  type ImportReportLine,
  type ImportRow,
} from '@/domain/userImport';

export interface ParsedImport {
  rows: ImportRow[];
  /** Columns the header line lacks (first name, last name, email and division are needed). */
  missing: ImportField[];
}

/** Header spellings besides the template's own, once headerKey has flattened them. */
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

/** The role column may be left out: every row is then a User (docs/product.md §3). */
const OPTIONAL: readonly ImportField[] = ['role'];

/** The rows of a CSV file, columns matched by header; blank lines are skipped. */
export function parseImportCsv(text: string): ParsedImport {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...lines] = parsed.data;
  const columns = new Map<ImportField, number>();
  header.forEach((cell, index) => {
    const field = ALIASES[headerKey(cell)];
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const missing = IMPORT_FIELDS.filter((field) => !columns.has(field) && !OPTIONAL.includes(field));
  if (missing.length > 0) return { rows: [], missing };
  const cell = (line: string[], field: ImportField) => {
    const index = columns.get(field);
    return index === undefined ? '' : (line[index] ?? '');
  };
  const rows = lines.map((line) => {
    const row = {} as ImportRow;
    for (const field of IMPORT_FIELDS) row[field] = cell(line, field);
    return row;
  });
  return { rows, missing };
}

/** The template to download: the headers and one example row. */
export function importTemplateCsv(): string {
  return toCsv([
    IMPORT_FIELDS.map((field) => IMPORT_HEADERS[field]),
    ['Jane', 'Doe', 'jane.doe@example.com', 'Default division', 'User'],
  ]);
}

export const IMPORT_REPORT_HEADERS = [
  'Row',
  'First name',
  'Last name',
  'Email',
  'Outcome',
  'Reason',
] as const;

/** What an import did, one line per row of the file. */
export function importReportCsv(lines: readonly ImportReportLine[]): string {
  return toCsv([
    [...IMPORT_REPORT_HEADERS],
    ...lines.map((line) => [
      String(line.row),
      line.firstName,
      line.lastName,
      line.email,
      line.outcome,
      line.reason,
    ]),
  ]);
}
