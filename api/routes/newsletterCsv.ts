import { toCsv } from '../../domain/shared/csv.ts';
import type { SubscriberView } from '../../projections/queries/newsletter.ts';

const COLUMNS = ['email', 'status', 'language', 'source', 'subscribedAt', 'confirmedAt', 'unsubscribedAt'] as const;

export function subscribersCsv(rows: SubscriberView[]): string {
  return toCsv(COLUMNS, rows.map((r) => COLUMNS.map((c) => r[c])));
}
