/**
 * RFC 4180 CSV: a field with a comma, quote, CR or LF is quoted and its quotes doubled; lines end in CRLF.
 * A field that a spreadsheet would read as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe,
 * so exported user text cannot run in the admin's spreadsheet (CSV injection).
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file through a temporary object URL (no request leaves the page). */
export function download(name: string, text: string): void {
  // The BOM lets spreadsheet programs read the UTF-8 (Arabic names, notes) correctly.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
