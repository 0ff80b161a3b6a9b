/**
 * The event store port. Two adapters implement it: EventStoreDB (esdb.ts) and an embedded
 * SQLite log (sqlite.ts). Both pass tests/contract/eventStore.contract.ts.
 */

/** A global log position. Embedded stores use the same value for commit and prepare. */
export type Position = { readonly commit: bigint; readonly prepare: bigint };

export type ExpectedRevision = 'any' | 'no_stream' | number;

export interface NewEvent {
  /**
   * A UUID chosen by the caller. Appending the same ids again at the same expected revision
   * answers the first append's result instead of writing twice, so a retried append is idempotent.
   */
  id?: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

/** Narrows a subscription; an event is yielded only when it passes every part that is given. */
export interface SubscriptionFilter {
  eventTypes?: readonly string[];
  streamPrefixes?: readonly string[];
}

export interface SubscribeOptions {
  after?: Position;
  signal: AbortSignal;
  filter?: SubscriptionFilter;
  /**
   * With a filter: called once every event up to this position that passes the filter has been
   * yielded, so a reader can move past the unmatched events it never sees. Positions only grow.
   */
  onCheckpoint?: (position: Position) => void;
}

export interface RecordedEvent {
  id: string;
  streamName: string;
  /** 0-based revision of the event inside its stream. */
  revision: number;
  position: Position;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  createdAt: string;
}

export interface AppendResult {
  /** Revision of the last appended event. */
  nextRevision: number;
  /** Log position of the last appended event; read models have caught up once they pass it. */
  position: Position;
}

/** What the log holds, for the event store console; a figure a backend cannot give cheaply is null. */
export interface LogStats {
  events: number | null;
  streams: number | null;
  /** Bytes the log takes (the SQLite file with its WAL; EventStoreDB's commit position of the head). */
  bytes: number | null;
}

export interface EventStore {
  readonly kind: 'embedded' | 'eventstoredb';
  append(stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** Every event of a stream in order; an empty array when the stream does not exist. */
  readStream(stream: string): Promise<RecordedEvent[]>;
  /**
   * Part of a stream: events from `fromRevision` (inclusive) in order, at most maxCount, so a
   * history of any length can be read in bounded memory. Empty past the end or for no stream.
   */
  readStreamPage(stream: string, options: { fromRevision: number; maxCount: number }): Promise<RecordedEvent[]>;
  /** Events after `after` (exclusive) in log order, at most maxCount. */
  readAll(options: { after?: Position; maxCount: number }): Promise<RecordedEvent[]>;
  /** Catches up from `after` (exclusive), then follows live appends until the signal aborts. */
  subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent>;
  /** Position of the last event in the log, or undefined when the log is empty. */
  headPosition(): Promise<Position | undefined>;
  stats(): Promise<LogStats>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly stream: string;
  readonly expected: ExpectedRevision;
  readonly actual: number | 'no_stream';
  constructor(stream: string, expected: ExpectedRevision, actual: number | 'no_stream') {
    super(`Stream ${stream} is at ${String(actual)}, expected ${String(expected)}`);
    this.name = 'WrongExpectedRevisionError';
    this.stream = stream;
    this.expected = expected;
    this.actual = actual;
  }
}

/** The in-process check of a filter, or undefined when there is nothing to check. */
export function matchesFilter(filter: SubscriptionFilter | undefined): ((event: RecordedEvent) => boolean) | undefined {
  if (!filter || (!filter.eventTypes && !filter.streamPrefixes)) return undefined;
  const types = filter.eventTypes && new Set(filter.eventTypes);
  const prefixes = filter.streamPrefixes;
  return (event) => (!types || types.has(event.type)) && (!prefixes || prefixes.some((p) => event.streamName.startsWith(p)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** EventStoreDB only takes UUIDs as event ids; the embedded store holds callers to the same rule. */
export function assertEventIds(events: readonly NewEvent[]): void {
  const given = events.filter((e) => e.id !== undefined).length;
  if (given !== 0 && given !== events.length) throw new Error('either every event of an append has an id or none has');
  const seen = new Set<string>();
  for (const { id } of events) {
    if (id === undefined) continue;
    if (!UUID.test(id)) throw new Error(`event id ${JSON.stringify(id)} is not a UUID`);
    if (seen.has(id.toLowerCase())) throw new Error(`event id ${id} appears twice in one append`);
    seen.add(id.toLowerCase());
  }
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function positionToString(p: Position): string {
  return `${p.commit}:${p.prepare}`;
}

export function positionFromString(s: string): Position {
  const [commit, prepare] = s.split(':');
  return { commit: BigInt(commit ?? '0'), prepare: BigInt(prepare ?? commit ?? '0') };
}

/** Streams are named `category-id`; the category is everything before the first dash. */
export function streamName(category: string, id: string): string {
  return `${category}-${id}`;
}

export function streamCategory(stream: string): string {
  const dash = stream.indexOf('-');
  return dash === -1 ? stream : stream.slice(0, dash);
}

export function streamId(stream: string): string {
  return stream.slice(stream.indexOf('-') + 1);
}
