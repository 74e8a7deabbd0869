// The one CSV writer of the dashboard (RFC 4180).
import Papa from 'papaparse';

export type CsvCell = unknown;

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A byte-order mark, so that spreadsheet programs read the file as UTF-8. */
export const UTF8_BOM = '\ufeff';

export function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? String(Math.round(cell * 100) / 100) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if (Array.isArray(cell)) return neutralise(cell.map(cellText).join('; '));
  if (typeof cell === 'string') return neutralise(cell);
  return neutralise(JSON.stringify(cell));
}

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return (
    Papa.unparse(
      rows.map((row) => row.map(cellText)),
      { newline: '\r\n', quotes: false, header: false },
    ) + '\r\n'
  );
}
