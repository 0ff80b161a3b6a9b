import {
  EventStoreDBClient,
  END,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type Filter,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  WrongExpectedRevisionError,
  assertEventIds,
  matchesFilter,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type LogStats,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type SubscriptionFilter,
} from './port.ts';
import { describeDrop, resubscribing } from './resubscribe.ts';
import { withTimeout } from '../timeout.ts';
import { createLogger, type Logger } from '../logger.ts';

/** The client hangs for ever on a port that accepts TCP but never answers, so first calls get our own deadline. */
const PROBE_TIMEOUT_MS = 5_000;
/** A filtered subscription reports a checkpoint every this many search windows (32 events each) scanned. */
const CHECKPOINT_INTERVAL = 4;

export class EsdbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  readonly #client: EventStoreDBClient;
  #log: Pick<Logger, 'warn'> | undefined;

  constructor(connectionString: string, options: { log?: Pick<Logger, 'warn'> } = {}) {
    this.#client = EventStoreDBClient.connectionString(connectionString);
    this.#log = options.log;
  }

  async append(stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    assertEventIds(events);
    const expected = options.expectedRevision;
    try {
      const result = await this.#client.appendToStream(
        stream,
        events.map((e) => jsonEvent({ id: e.id?.toLowerCase(), type: e.type, data: e.data as never, metadata: e.metadata ?? {} })),
        { expectedRevision: typeof expected === 'number' ? BigInt(expected) : expected },
      );
      if (result.position) return { nextRevision: Number(result.nextExpectedRevision), position: result.position };
      // The server answers a repeated append (same event ids) without a position: find the original.
      const lastId = events.at(-1)!.id;
      const original = lastId ? await this.#find(stream, lastId) : undefined;
      if (!original) throw new Error('EventStoreDB returned no position for the append');
      return { nextRevision: original.revision, position: original.position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
        throw new WrongExpectedRevisionError(stream, expected, actual);
      }
      throw error;
    }
  }

  async #find(stream: string, id: string): Promise<RecordedEvent | undefined> {
    return (await this.readStream(stream)).findLast((e) => e.id === id.toLowerCase());
  }

  async readStream(stream: string): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.#client.readStream(stream, { direction: FORWARDS, fromRevision: START })) {
        const event = toRecorded(resolved);
        if (event) out.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readStreamPage(stream: string, options: { fromRevision: number; maxCount: number }): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      const reader = this.#client.readStream(stream, { direction: FORWARDS, fromRevision: BigInt(options.fromRevision), maxCount: options.maxCount });
      for await (const resolved of reader) {
        const event = toRecorded(resolved);
        if (event) out.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  /** Counting events or streams would read the whole log here; the head's commit position is the log's size in bytes. */
  async stats(): Promise<LogStats> {
    const head = await this.headPosition();
    return { events: null, streams: null, bytes: head ? Number(head.commit) : 0 };
  }

  async readAll(options: { after?: Position; maxCount: number }): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    // readAll is inclusive of fromPosition, the port is exclusive: read one more and drop the boundary.
    const reader = this.#client.readAll({
      direction: FORWARDS,
      fromPosition: options.after ?? START,
      maxCount: options.maxCount + (options.after ? 1 : 0),
    });
    for await (const resolved of reader) {
      const event = toRecorded(resolved);
      if (!event || isSame(event.position, options.after)) continue;
      out.push(event);
      if (out.length === options.maxCount) break;
    }
    return out;
  }

  subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    const { signal, filter } = options;
    const onCheckpoint = matchesFilter(filter) && options.onCheckpoint;
    return resubscribing({
      after: options.after,
      signal,
      open: (from, checkpoint) =>
        this.#subscribe(from, signal, filter, (position) => {
          checkpoint(position);
          if (onCheckpoint) onCheckpoint(position);
        }),
      onDrop: (error, retryInMs) => {
        this.#log ??= createLogger('warn');
        this.#log.warn({ error: describeDrop(error), retryInMs }, 'EventStoreDB subscription dropped, resubscribing');
      },
    });
  }

  async *#subscribe(
    from: Position | undefined,
    signal: AbortSignal,
    filter: SubscriptionFilter | undefined,
    checkpoint: (position: Position) => void,
  ): AsyncGenerator<RecordedEvent> {
    /*
     * The client reports a checkpoint while events read before it may still wait in its buffer; the
     * client awaits the callback before it reads on, so the checkpoint is held until those events
     * have been taken by the caller (no event is pulled and not yet handed on, the buffer is empty).
     */
    let holding = false;
    let pending: { position: Position; release: () => void } | undefined;
    const release = () => {
      const held = pending;
      pending = undefined;
      if (held && !signal.aborted) checkpoint(held.position);
      held?.release();
    };
    const reached = (position: Position) =>
      new Promise<void>((resolve) => {
        pending = { position, release: resolve };
        if (!holding && subscription.readableLength === 0) release();
      });
    const subscription = this.#client.subscribeToAll({ fromPosition: from ?? START, filter: serverFilter(filter, reached) });
    // The server filters on one thing at most; the rest, and exact type names, are checked here.
    const wanted = matchesFilter(filter);
    const stop = () => void subscription.unsubscribe();
    signal.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        holding = true;
        const event = toRecorded(resolved);
        if (event && (!wanted || wanted(event))) yield event;
        holding = false;
        if (signal.aborted) return;
        if (pending && subscription.readableLength === 0) release();
      }
    } finally {
      signal.removeEventListener('abort', stop);
      pending?.release();
      await subscription.unsubscribe().catch(() => undefined);
    }
  }

  async headPosition(): Promise<Position | undefined> {
    const reader = this.#client.readAll({ direction: 'backwards', fromPosition: END, maxCount: 20 });
    for await (const resolved of reader) {
      const event = toRecorded(resolved);
      if (event) return event.position;
    }
    return undefined;
  }

  async ping(): Promise<void> {
    await withTimeout(this.headPosition(), PROBE_TIMEOUT_MS, 'EventStoreDB did not answer');
  }

  async close(): Promise<void> {
    await this.#client.dispose();
  }
}

function serverFilter(filter: SubscriptionFilter | undefined, checkpoint: (position: Position) => Promise<void>): Filter {
  const options = { checkpointInterval: CHECKPOINT_INTERVAL, checkpointReached: (_: unknown, position: Position) => checkpoint(position) };
  if (filter?.eventTypes) return eventTypeFilter({ ...options, regex: `^(?:${filter.eventTypes.map(escapeRegex).join('|')})$` });
  if (filter?.streamPrefixes) return streamNameFilter({ ...options, prefixes: [...filter.streamPrefixes] });
  return excludeSystemEvents(options);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function isSame(a: Position, b: Position | undefined): boolean {
  return b !== undefined && a.commit === b.commit && a.prepare === b.prepare;
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson || !event.position) return undefined;
  return {
    id: event.id,
    streamName: event.streamId,
    revision: Number(event.revision),
    position: event.position,
    type: event.type,
    data: event.data,
    metadata: (event.metadata ?? {}) as Record<string, unknown>,
    createdAt: new Date(event.created).toISOString(),
  };
}
