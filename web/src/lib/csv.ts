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

/** Saves text as a CSV file; the BOM lets spreadsheet programs read the UTF-8 (Arabic names, notes) correctly. */
export function download(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveFile(name, new Blob([type.startsWith('text/csv') ? '\uFEFF' : '', text], { type }));
}

/** Saves a blob through a temporary object URL (no request leaves the page). */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
