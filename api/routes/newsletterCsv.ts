import type { SubscriberView } from '../../projections/queries/newsletter.ts';

const COLUMNS = ['email', 'status', 'language', 'source', 'subscribedAt', 'confirmedAt', 'unsubscribedAt'] as const;

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed so a spreadsheet never runs a cell as a formula. */
function cell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(rows: SubscriberView[]): string {
  return [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}
