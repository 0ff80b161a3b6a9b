// The app has one CSV writer (with the spreadsheet-formula guard); the admin pages use it too.
export { csvField, toCsv } from '../../../domain/shared/csv.ts';

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
