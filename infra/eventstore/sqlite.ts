import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from './port.ts';
import { PrefetchingReader } from './sqlitePrefetch.ts';

type Row = {
  pos: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  created_at: string;
};

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
/** Another process may append to the same file; polling bounds how late we notice it. */
const POLL_MS = 250;

/**
 * Append-only event log in one SQLite file. WAL with synchronous=FULL fsyncs every commit, so an
 * acknowledged append survives a crash or power loss.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'embedded' as const;
  readonly #db: DatabaseSync;
  readonly #file: string;
  /** Bumped on every append so a subscriber can tell whether it missed one while reading. */
  #appendCount = 0;
  readonly #waiters = new Set<() => void>();
  readonly #stmts: {
    streamRevision: StatementSync;
    upsertStream: StatementSync;
    insert: StatementSync;
    readStream: StatementSync;
    readAll: StatementSync;
    head: StatementSync;
  };

  /**
   * durability 'relaxed' (synchronous=NORMAL) skips the fsync per commit: a power cut may lose the
   * last commits. Only bulk tooling such as the benchmark's log generator uses it.
   */
  constructor(file: string, options: { durability?: 'full' | 'relaxed' } = {}) {
    this.#file = file;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.#db = new DatabaseSync(file);
    // synchronous=FULL fsyncs each commit; mmap and a larger page cache speed up replays.
    this.#db.exec(
      `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${options.durability === 'relaxed' ? 'NORMAL' : 'FULL'}; PRAGMA busy_timeout = 5000; PRAGMA mmap_size = 268435456; PRAGMA cache_size = -65536;`,
    );
    this.#db.exec(SCHEMA);
    this.#stmts = {
      streamRevision: this.#db.prepare('SELECT revision FROM streams WHERE name = ?'),
      upsertStream: this.#db.prepare(
        'INSERT INTO streams (name, revision) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET revision = excluded.revision',
      ),
      insert: this.#db.prepare(
        'INSERT INTO events (id, stream, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      readStream: this.#db.prepare('SELECT * FROM events WHERE stream = ? ORDER BY revision'),
      readAll: this.#db.prepare('SELECT * FROM events WHERE pos > ? ORDER BY pos LIMIT ?'),
      head: this.#db.prepare('SELECT MAX(pos) AS pos FROM events'),
    };
  }

  async append(stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const db = this.#db;
    db.exec('BEGIN IMMEDIATE');
    let lastPos = 0;
    let revision: number;
    try {
      const current = this.#stmts.streamRevision.get(stream) as { revision: number } | undefined;
      const actual = current ? current.revision : ('no_stream' as const);
      const { expectedRevision } = options;
      const ok =
        expectedRevision === 'any' ||
        (expectedRevision === 'no_stream' ? actual === 'no_stream' : actual === expectedRevision);
      if (!ok) throw new WrongExpectedRevisionError(stream, expectedRevision, actual);
      revision = current ? current.revision : -1;
      const now = new Date().toISOString();
      for (const event of events) {
        revision += 1;
        const result = this.#stmts.insert.run(
          randomUUID(),
          stream,
          revision,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata ?? {}),
          now,
        );
        lastPos = Number(result.lastInsertRowid);
      }
      this.#stmts.upsertStream.run(stream, revision);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
    this.#appendCount += 1;
    for (const wake of this.#waiters) wake();
    this.#waiters.clear();
    const p = BigInt(lastPos);
    return { nextRevision: revision, position: { commit: p, prepare: p } };
  }

  async readStream(stream: string): Promise<RecordedEvent[]> {
    return (this.#stmts.readStream.all(stream) as Row[]).map(toRecorded);
  }

  async readAll(options: { after?: Position; maxCount: number }): Promise<RecordedEvent[]> {
    return this.#readPage(options.after, options.maxCount);
  }

  #readPage(after: Position | undefined, maxCount: number): RecordedEvent[] {
    return (this.#stmts.readAll.all(Number(after?.commit ?? 0n), maxCount) as Row[]).map(toRecorded);
  }

  async *subscribeToAll(options: { after?: Position; signal: AbortSignal }): AsyncIterable<RecordedEvent> {
    const { signal } = options;
    let after = options.after;
    let prefetch: PrefetchingReader | undefined;
    try {
      while (!signal.aborted) {
        const seen = this.#appendCount;
        const page = prefetch ? await prefetch.next(Number(after?.commit ?? 0n)) : this.#readPage(after, CATCH_UP_PAGE);
        for (const event of page) {
          yield event;
          after = event.position;
          if (signal.aborted) return;
        }
        if (page.length === CATCH_UP_PAGE) {
          // A full page means a long catch-up: hand the reading to another thread.
          if (!prefetch && this.#file !== ':memory:') prefetch = new PrefetchingReader(this.#file, CATCH_UP_PAGE);
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
    this.#stmts.head.get();
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}

function toRecorded(row: Row): RecordedEvent {
  const p = BigInt(row.pos);
  return {
    id: row.id,
    streamName: row.stream,
    revision: row.revision,
    position: { commit: p, prepare: p },
    type: row.type,
    data: JSON.parse(row.data),
    // Most events carry no metadata; skipping the parse is measurable on replay.
    metadata: row.metadata === '{}' ? {} : JSON.parse(row.metadata),
    createdAt: row.created_at,
  };
}
