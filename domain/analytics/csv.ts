import { csvRow } from '../shared/csv.ts';
import type { Analytics, Point } from './series.ts';

/**
 * Statistics as CSV in long form, one `bucket,metric,value` row per number: sectors, countries and
 * tier moves are open sets, and long form lets analysts' tools pivot them without the columns
 * changing from one export to the next. Fixed series always appear (zeros too); open-set keys only
 * where they happened.
 */
export const STATS_CSV_HEADER = 'bucket,metric,value';

/** A point's numbers by dotted metric name (`bookings.cancelled`, `countries.SA`), in a stable order. */
export function metricsOf(point: Point): [string, number | null][] {
  const rows: [string, number | null][] = [];
  const walk = (prefix: string, value: unknown) => {
    if (value === null || typeof value === 'number') rows.push([prefix, value]);
    else if (typeof value === 'object') for (const k of Object.keys(value).sort()) walk(prefix ? `${prefix}.${k}` : k, (value as Record<string, unknown>)[k]);
  };
  const { bucket: _bucket, ...numbers } = point;
  walk('', numbers);
  return rows;
}

export function* csvLines(analytics: Analytics): Generator<string> {
  yield STATS_CSV_HEADER;
  for (const point of analytics.points) {
    for (const [metric, value] of metricsOf(point)) yield csvRow([point.bucket, metric, value]);
  }
}
