/*
 * A small CSV writer (RFC 4180) for the admin export: no CSV library is installed, and writing is the easy half
 * of CSV. What matters here is that a cell can never become a formula in a spreadsheet (OWASP "CSV injection").
 */

export type CsvCell = string | number | null | undefined;

/** UTF-8 byte order mark: Excel reads a file without it as the system's code page (Hebrew turns to mojibake). */
export const CSV_BOM = '\uFEFF';

/** A spreadsheet runs a cell that starts with one of these as a formula (tab and CR too, after trimming). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Quotes are needed for the separator, a quote and a line break (either half of CRLF). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: text that could start a formula gets a leading `'`, then quotes when needed, inner quotes doubled. */
export function csvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: BOM, header, rows, each line ended by CRLF. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`);
  return CSV_BOM + lines.join('');
}
