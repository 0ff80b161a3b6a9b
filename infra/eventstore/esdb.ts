import {
  EventStoreDBClient,
  END,
  FORWARDS,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from './port.ts';
import { withTimeout } from '../timeout.ts';

/** The client hangs for ever on a port that accepts TCP but never answers, so first calls get our own deadline. */
const PROBE_TIMEOUT_MS = 5_000;

export class EsdbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  readonly #client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.#client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const expected = options.expectedRevision;
    try {
      const result = await this.#client.appendToStream(
        stream,
        events.map((e) => jsonEvent({ type: e.type, data: e.data as never, metadata: e.metadata ?? {} })),
        { expectedRevision: typeof expected === 'number' ? BigInt(expected) : expected },
      );
      if (!result.position) throw new Error('EventStoreDB returned no position for the append');
      return { nextRevision: Number(result.nextExpectedRevision), position: result.position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
        throw new WrongExpectedRevisionError(stream, expected, actual);
      }
      throw error;
    }
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

  async *subscribeToAll(options: { after?: Position; signal: AbortSignal }): AsyncIterable<RecordedEvent> {
    const subscription = this.#client.subscribeToAll({
      fromPosition: options.after ?? START,
      filter: excludeSystemEvents(),
    });
    const stop = () => void subscription.unsubscribe();
    options.signal.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        const event = toRecorded(resolved);
        if (event && !isSame(event.position, options.after)) yield event;
        if (options.signal.aborted) return;
      }
    } finally {
      options.signal.removeEventListener('abort', stop);
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
