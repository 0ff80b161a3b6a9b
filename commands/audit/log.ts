import { positionFromString, positionToString, type EventStore, type Position, type RecordedEvent } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { Opener } from './history.ts';
import { present, type LogEventOut, type PersonalDataMode } from './privacy.ts';

/** Events read from the log at once. */
const PAGE = 1_000;
/** Events one request may look at: a sparse filter answers a short page with a cursor rather than scan the whole log. */
const SCAN_BUDGET = 20_000;

export type LogQuery = { stream?: string; types?: ReadonlySet<string>; from?: string; to?: string; cursor?: string; limit: number };
export type LogPage = { items: LogEventOut[]; nextCursor: string | null };

const raw = (e: RecordedEvent): LogEventOut => ({
  position: positionToString(e.position),
  stream: e.streamName,
  revision: e.revision,
  id: e.id,
  type: e.type,
  createdAt: e.createdAt,
  data: e.data,
  metadata: e.metadata,
});

const passes = (e: RecordedEvent, q: Pick<LogQuery, 'types' | 'from'>) => (!q.types || q.types.has(e.type)) && (!q.from || e.createdAt >= q.from);

/**
 * A cursor is where the previous page stopped: `r<revision>` inside one stream (the next revision
 * to read), else the log position of the last event looked at.
 */
async function* scan(store: EventStore, q: LogQuery): AsyncGenerator<{ event: RecordedEvent; cursor: string }> {
  if (q.stream) {
    let next = q.cursor?.startsWith('r') ? Number(q.cursor.slice(1)) : 0;
    for (;;) {
      const page = await store.readStreamPage(q.stream, { fromRevision: next, maxCount: PAGE });
      for (const event of page) yield { event, cursor: `r${event.revision + 1}` };
      if (page.length < PAGE) return;
      next += page.length;
    }
  }
  let after: Position | undefined = q.cursor && !q.cursor.startsWith('r') ? positionFromString(q.cursor) : undefined;
  for (;;) {
    const page = await store.readAll({ after, maxCount: PAGE });
    for (const event of page) yield { event, cursor: positionToString(event.position) };
    if (page.length < PAGE) return;
    after = page.at(-1)!.position;
  }
}

/**
 * A page of the raw log in log order, filtered by stream, types and time, with personal fields as
 * `mode` allows. At most SCAN_BUDGET events are looked at; `nextCursor` is null only at the end.
 */
export async function browseLog(store: EventStore, keys: ReadStore, q: LogQuery, mode: PersonalDataMode): Promise<LogPage> {
  const opener = new Opener(keys);
  const items: LogEventOut[] = [];
  let scanned = 0;
  let cursor: string | null = null;
  for await (const step of scan(store, q)) {
    if (q.to && step.event.createdAt > q.to) return { items, nextCursor: null };
    if (items.length === q.limit || scanned === SCAN_BUDGET) return { items, nextCursor: cursor };
    scanned += 1;
    cursor = step.cursor;
    if (passes(step.event, q)) items.push(await present(raw(step.event), mode, opener));
  }
  return { items, nextCursor: null };
}

/**
 * Every event from `from` to `to` of the given types, personal fields removed, in log order: the
 * analysts' export (npm run events:export). Read a page at a time, so memory stays flat.
 */
export async function* eventsForAnalysts(store: EventStore, q: Pick<LogQuery, 'types' | 'from' | 'to'>): AsyncGenerator<LogEventOut> {
  for await (const { event } of scan(store, { ...q, limit: 0 })) {
    if (q.to && event.createdAt > q.to) return;
    if (passes(event, q)) yield present(raw(event), 'removed');
  }
}
