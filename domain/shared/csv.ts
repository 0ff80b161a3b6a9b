/**
 * The one CSV writer of the app (server exports, the statistics replay and the admin pages' downloads).
 * RFC 4180: a field holding a comma, quote, CR or LF is quoted with its quotes doubled; lines end in CRLF.
 * Text that a spreadsheet would read as a formula (=, +, -, @, tab or CR first) gets a leading apostrophe,
 * so text people typed cannot run in an admin's spreadsheet (CSV injection). Numbers are written as they
 * are: a negative number is a value, not a formula, and quoting it would turn it into text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row's fields, without a line end (for writers that add their own). */
export const csvRow = (cells: readonly unknown[]): string => cells.map(csvField).join(',');

/** One CSV line, CRLF-terminated. */
export const csvLine = (cells: readonly unknown[]): string => `${csvRow(cells)}\r\n`;

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}
