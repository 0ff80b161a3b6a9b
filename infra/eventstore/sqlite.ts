import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { LRUCache } from 'lru-cache';
import {
  matchesFilter,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type LogStats,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
} from './port.ts';
import { PrefetchingReader } from './sqlitePrefetch.ts';
import { toFrozen, toRecorded, type Row } from './sqliteRows.ts';
import { logPragmas } from './sqliteLogWriter.ts';
import { GroupCommitWriter, type Committer } from './sqliteGroupCommit.ts';
import { InlineCommitter, ThreadCommitter } from './sqliteWriterThread.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    pos INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    stream TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (stream, revision)
  );
  CREATE TABLE IF NOT EXISTS streams (name TEXT PRIMARY KEY, revision INTEGER NOT NULL) WITHOUT ROWID;
`;

const CATCH_UP_PAGE = 2_000;
/** Pages read on the prefetching thread once a read is known to be long (projections/runtime/reader.ts pages the same). */
const PREFETCH_PAGE = 10_000;
/** Another process may append to the same file; polling bounds how late we notice it. */
const POLL_MS = 250;

type Page = { events: RecordedEvent[]; full: boolean; next: number };

/**
 * Append-only event log in one SQLite file. WAL with synchronous=FULL fsyncs every commit, so an
 * acknowledged append survives a crash or power loss; appends of one event-loop turn share that
 * commit (sqliteGroupCommit.ts), made on the writer's own thread (sqliteWriter.worker.ts) so the
 * fsync and the checkpoints never hold up this one. This thread only reads.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'embedded' as const;
  readonly #db: DatabaseSync;
  readonly #file: string;
  readonly #writer: GroupCommitWriter;
  readonly #committer: Committer & { readonly commits: number; readonly broken?: Error | undefined };
  #closing: Promise<void> | undefined;
  /**
   * Streams as last read, parsed once. Events never change and revisions run 0, 1, 2…, so a cached
   * stream needs only the rows after its length: a booking reads its own stream about ten times
   * (the request, the process, each mail, the answer). Bounded by events held, not streams.
   */
  readonly #streams = new LRUCache<string, CachedStream>({ maxSize: 50_000, sizeCalculation: (cached) => Math.max(1, cached.events.length) });
  #knownVersion: number | undefined;
  /**
   * Moves when the cached streams must all be looked at again. data_version moves with every commit
   * of another connection, the writer's thread included. Events past #ownHead found then stale only
   * their own streams (#uncache); the epoch moves only when there are too many of them to list.
   */
  #epoch = 0;
  #seenDataVersion = -1;
  /** The log's position up to which every event is accounted for here: its stream extended, or marked stale. */
  #ownHead = -1;
  /**
   * The last events this process committed, by position, once on disk: a subscriber that is caught
   * up reads its next page here instead of from the file (every projection, the booking process and
   * the feed read each commit). Only a run of consecutive positions starting right after the
   * subscriber's is served, so another process's event in between sends it back to the file.
   */
  readonly #tail = new Map<number, RecordedEvent>();
  /** Bumped on every commit so a subscriber can tell whether it missed one while reading. */
  #appendCount = 0;
  readonly #waiters = new Set<() => void>();
  readonly #stmts: {
    readStream: StatementSync;
    readStreamPage: StatementSync;
    readAll: StatementSync;
    readTyped: StatementSync;
    head: StatementSync;
    streamsBetween: StatementSync;
    dataVersion: StatementSync;
  };

  /**
   * durability 'relaxed' (synchronous=NORMAL) skips the fsync per commit: a power cut may lose the
   * last commits. Only bulk tooling such as the benchmark's log generator uses it.
   */
  constructor(file: string, options: { durability?: 'full' | 'relaxed' } = {}) {
    this.#file = file;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.#db = new DatabaseSync(file);
    // mmap and a larger page cache speed up replays; this connection only reads (but makes the schema).
    const synchronous = options.durability === 'relaxed' ? 'NORMAL' : 'FULL';
    this.#db.exec(`${logPragmas(synchronous)} PRAGMA mmap_size = 268435456;`);
    this.#db.exec(SCHEMA);
    this.#stmts = {
      readStream: this.#db.prepare('SELECT * FROM events WHERE stream = ? ORDER BY revision'),
      readStreamPage: this.#db.prepare('SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?'),
      readAll: this.#db.prepare('SELECT * FROM events WHERE pos > ? ORDER BY pos LIMIT ?'),
      // Event types arrive as one JSON array parameter, so one prepared statement serves any list.
      readTyped: this.#db.prepare(
        'SELECT * FROM events WHERE pos > ? AND pos <= ? AND type IN (SELECT value FROM json_each(?)) ORDER BY pos LIMIT ?',
      ),
      head: this.#db.prepare('SELECT MAX(pos) AS pos FROM events'),
      streamsBetween: this.#db.prepare('SELECT DISTINCT stream FROM events WHERE pos > ? AND pos <= ?'),
      dataVersion: this.#db.prepare('PRAGMA data_version'),
    };
    // A database in memory is this connection's alone: it is written here.
    this.#committer = file === ':memory:' ? new InlineCommitter(this.#db) : new ThreadCommitter(file, synchronous);
    this.#writer = new GroupCommitWriter(
      this.#committer,
      (committed) => {
        let first = Infinity;
        let last = -1;
        for (const rows of committed) {
          const events = rows.map(toFrozen);
          this.#appended(rows[0]!.stream, rows[0]!.revision, events);
          for (const e of events) this.#tail.set(Number(e.position.commit), e);
          first = Math.min(first, rows[0]!.pos);
          last = Math.max(last, rows.at(-1)!.pos);
        }
        // One transaction's positions are consecutive: right after ours, nobody else wrote in between.
        if (first === this.#ownHead + 1) this.#ownHead = last;
        for (let over = this.#tail.size - TAIL_EVENTS; over > 0; over--) this.#tail.delete(this.#tail.keys().next().value!);
        this.#appendCount += 1;
        for (const wake of this.#waiters) wake();
        this.#waiters.clear();
      },
    );
  }

  append(stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (!this.#db.isOpen || this.#closing) return Promise.reject(new Error('the event store is closed'));
    return this.#writer.append(stream, events, options.expectedRevision);
  }

  async readStream(stream: string): Promise<RecordedEvent[]> {
    return this.#current(stream).slice();
  }

  async readStreamPage(stream: string, options: { fromRevision: number; maxCount: number }): Promise<RecordedEvent[]> {
    const { fromRevision, maxCount } = options;
    if (this.#streams.has(stream)) return this.#current(stream).slice(fromRevision, fromRevision + maxCount);
    return (this.#stmts.readStreamPage.all(stream, fromRevision, maxCount) as Row[]).map(toRecorded);
  }

  /**
   * What this process just committed extends a cached stream that ended right before it, with no
   * read; a stream cached with a gap before the new rows (an 'any' append) is read again instead.
   */
  #appended(stream: string, firstRevision: number, appended: readonly RecordedEvent[]): void {
    const cached = this.#streams.get(stream);
    if (!cached) return;
    if (cached.events.length !== firstRevision) {
      cached.version = UNCHECKED;
      return;
    }
    const events = cached.events.concat(appended);
    if (cacheable(events)) this.#streams.set(stream, { events, version: cached.version });
    else this.#streams.delete(stream);
  }

  /**
   * The epoch (see #epoch), looked at once per turn of the event loop: the reads of one turn see
   * the log as it was when the turn began. A page read for a subscription forgets it, so a stream read after a
   * subscriber meets another process's event always includes that event.
   */
  #version(): number {
    if (this.#knownVersion === undefined) {
      const dataVersion = (this.#stmts.dataVersion.get() as { data_version: number }).data_version;
      if (dataVersion !== this.#seenDataVersion) {
        const head = (this.#stmts.head.get() as { pos: number | null }).pos ?? 0;
        if (head !== this.#ownHead && !this.#uncache(this.#ownHead, head)) this.#epoch += 1;
        this.#seenDataVersion = dataVersion;
        this.#ownHead = head;
      }
      this.#knownVersion = this.#epoch;
      setImmediate(() => (this.#knownVersion = undefined));
    }
    return this.#knownVersion;
  }

  /**
   * Marks the cached streams that the events after `from` up to `to` belong to as needing a look:
   * whoever wrote them (another process, or this one's writer before its reply is here), a read of
   * the log may already have met them, so a read of their stream must too. False, and nothing done,
   * when there are too many to be worth it: then every cached stream is looked at again.
   */
  #uncache(from: number, to: number): boolean {
    if (from < 0 || to < from || to - from > UNCACHE_AT_MOST) return false;
    for (const { stream } of this.#stmts.streamsBetween.all(from, to) as { stream: string }[]) {
      const cached = this.#streams.peek(stream);
      if (cached) cached.version = UNCHECKED;
    }
    return true;
  }

  /**
   * The whole stream, from the cache when nothing can have been appended to it since: this process
   * extends what it commits itself, and another process's commit moves the data_version. Otherwise
   * the rows after the cached ones are read, one indexed query. Cached events are frozen, since
   * every reader shares them.
   */
  #current(stream: string): readonly RecordedEvent[] {
    const version = this.#version();
    const cached = this.#streams.get(stream);
    if (cached?.version === version) return cached.events;
    if (!cached) {
      const events = (this.#stmts.readStream.all(stream) as Row[]).map(toFrozen);
      if (cacheable(events)) this.#streams.set(stream, { events, version });
      return events;
    }
    // LIMIT -1: every row after the cached ones, however many another process appended.
    const tail = (this.#stmts.readStreamPage.all(stream, cached.events.length, -1) as Row[]).map(toFrozen);
    const events = tail.length === 0 ? cached.events : cached.events.concat(tail);
    if (cacheable(events)) this.#streams.set(stream, { events, version });
    else this.#streams.delete(stream);
    return events;
  }

  async stats(): Promise<LogStats> {
    const { events } = this.#db.prepare('SELECT COUNT(*) AS events FROM events').get() as { events: number };
    const { streams } = this.#db.prepare('SELECT COUNT(*) AS streams FROM streams').get() as { streams: number };
    const { pages } = this.#db.prepare('SELECT page_count * page_size AS pages FROM pragma_page_count(), pragma_page_size()').get() as { pages: number };
    const wal = this.#file === ':memory:' ? 0 : await stat(`${this.#file}-wal`).then((s) => s.size, () => 0);
    return { events, streams, bytes: pages + wal };
  }

  async readAll(options: { after?: Position; maxCount: number }): Promise<RecordedEvent[]> {
    this.#knownVersion = undefined;
    return (this.#stmts.readAll.all(Number(options.after?.commit ?? 0n), options.maxCount) as Row[]).map(toRecorded);
  }

  /**
   * With an event type filter SQL skips the other rows, up to the head read just before, so a
   * sparse filter does not rescan the same unmatched rows on every wake-up.
   */
  #readPage(after: number, types: string | undefined, typeSet: ReadonlySet<string> | undefined): Page {
    this.#knownVersion = undefined;
    if (this.#tail.has(after + 1)) return this.#fromTail(after, typeSet);
    if (types === undefined) {
      const events = (this.#stmts.readAll.all(after, CATCH_UP_PAGE) as Row[]).map(toRecorded);
      return { events, full: events.length === CATCH_UP_PAGE, next: Number(events.at(-1)?.position.commit ?? after) };
    }
    const head = (this.#stmts.head.get() as { pos: number | null }).pos ?? 0;
    const events = (this.#stmts.readTyped.all(after, head, types, CATCH_UP_PAGE) as Row[]).map(toRecorded);
    const full = events.length === CATCH_UP_PAGE;
    return { events, full, next: full ? Number(events.at(-1)!.position.commit) : Math.max(head, after) };
  }

  /** The consecutive run of tail events after `after`. */
  #fromTail(after: number, types: ReadonlySet<string> | undefined): Page {
    const events: RecordedEvent[] = [];
    let pos = after + 1;
    for (let e = this.#tail.get(pos); e; e = this.#tail.get(++pos)) if (!types || types.has(e.type)) events.push(e);
    return { events, full: false, next: pos - 1 };
  }

  async *subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    const { signal, filter } = options;
    const types = filter?.eventTypes ? JSON.stringify(filter.eventTypes) : undefined;
    const typeSet = filter?.eventTypes ? new Set(filter.eventTypes) : undefined;
    const wanted = matchesFilter(filter);
    const onCheckpoint = wanted && options.onCheckpoint;
    // Event types are filtered in SQL; only stream prefixes are left to check here.
    const check = filter?.streamPrefixes ? wanted : undefined;
    let after = Number(options.after?.commit ?? 0n);
    /** The furthest position yielded or signalled: a checkpoint is only worth sending beyond it. */
    let told = after;
    let prefetch: PrefetchingReader | undefined;
    try {
      while (!signal.aborted) {
        const seen = this.#appendCount;
        let page: Page;
        if (prefetch) {
          const events = await prefetch.next(after);
          this.#knownVersion = undefined;
          page = { events, full: events.length === PREFETCH_PAGE, next: Number(events.at(-1)?.position.commit ?? after) };
        } else page = this.#readPage(after, types, typeSet);
        for (const event of page.events) {
          if (check && !check(event)) continue;
          yield event;
          if (signal.aborted) return;
          told = Number(event.position.commit);
        }
        after = page.next;
        // Every row up to `after` has been scanned: the ones not yielded did not pass the filter.
        if (onCheckpoint && after > told) {
          told = after;
          onCheckpoint({ commit: BigInt(after), prepare: BigInt(after) });
        }
        if (page.full) {
          // A full page means a long catch-up: hand the reading to another thread.
          if (!prefetch && this.#file !== ':memory:') prefetch = new PrefetchingReader(this.#file, PREFETCH_PAGE, types);
          continue;
        }
        await prefetch?.close();
        prefetch = undefined;
        if (seen !== this.#appendCount) continue;
        await this.#waitForAppend(signal);
      }
    } finally {
      await prefetch?.close();
    }
  }

  #waitForAppend(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, POLL_MS);
      this.#waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  async headPosition(): Promise<Position | undefined> {
    const row = this.#stmts.head.get() as { pos: number | null };
    if (row.pos === null) return undefined;
    const p = BigInt(row.pos);
    return { commit: p, prepare: p };
  }

  async ping(): Promise<void> {
    if (this.#committer.broken) throw this.#committer.broken;
    this.#stmts.head.get();
  }

  /** Transactions the writer has committed: one per batch, not per append. */
  get commits(): number {
    return this.#committer.commits;
  }

  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    if (!this.#db.isOpen) return;
    // Appends still waiting for their turn are committed, not dropped.
    await this.#writer.drain().catch(() => undefined);
    await this.#committer.close();
    this.#db.close();
  }
}

type CachedStream = { events: readonly RecordedEvent[]; version: number };
/** data_version never takes this value: the stream was appended to here and must be read again. */
const UNCHECKED = -1;
/** More new events than this after #ownHead, and every cached stream is looked at again instead of listing them. */
const UNCACHE_AT_MOST = 1_000;
/** Enough for every subscriber to keep up through a burst of commits; one that falls behind reads the file. */
const TAIL_EVENTS = 4_096;
/** A stream longer than this is read from the file each time (a calendar year, an audit stream). */
const STREAM_CACHE_EVENTS = 1_000;

/**
 * Only whole streams whose revisions are their indexes, so `length` is where the next read starts.
 * An empty one is kept too: a booking looks for its chat's stream before the chat exists.
 */
const cacheable = (events: readonly RecordedEvent[]): boolean =>
  events.length <= STREAM_CACHE_EVENTS && (events.length === 0 || events.at(-1)!.revision === events.length - 1);
