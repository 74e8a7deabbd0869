// The one CSV writer of the dashboard (list exports, the dashboards' figures, the user import's
// template and report), on papaparse:
// RFC 4180 (comma separated, CRLF line ends, a field quoted when it holds a comma, quote or line
// break). Dates are written as ISO 8601, numbers rounded to two decimals, and a text cell a
// spreadsheet would run as a formula gets a leading apostrophe.
import Papa from 'papaparse';

export type CsvCell = unknown;

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A byte-order mark, so that spreadsheet programs read the file as UTF-8. */
export const UTF8_BOM = '\ufeff';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The text of one cell: empty for nothing, ISO 8601 for a date, lists joined with '; '. */
export function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(round2(cell)) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if (Array.isArray(cell)) return neutralise(cell.map(cellText).join('; '));
  if (typeof cell === 'string') return neutralise(cell);
  return neutralise(JSON.stringify(cell));
}

/** Text a spreadsheet would evaluate ('=SUM(A1)', '-2+3', '@cmd') is kept as text. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The CSV text of the rows (the first one usually the header), without a byte-order mark. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return (
    Papa.unparse(
      rows.map((row) => row.map(cellText)),
      { newline: '\r\n', quotes: false, header: false },
    ) + '\r\n'
  );
}
