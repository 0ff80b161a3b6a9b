import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { LRUCache } from 'lru-cache';
import { clone } from './clone.ts';
import type { Doc, ReadCollection, ReadStore } from './port.ts';
import { SqliteCollection } from './sqliteCollection.ts';

/**
 * The embedded read store on disk: one SQLite table of JSON documents per collection, with an
 * expression index for each createIndex, so the port's queries read through an index instead of
 * scanning (tests/unit/infra/sqliteReadStore.test.ts checks every query shape's plan). Arrays in an
 * indexed field (Mongo's multikey indexes) get a side table of (field, value, id).
 *
 * Two connections: writes, and reads inside a transaction, go to the writer; other reads go to a
 * reader connection, which in WAL mode sees only committed data and never waits for a writer.
 * `transaction` holds one projection's page of writes and its checkpoint together (see runner.ts).
 */
export class SqliteReadStore implements ReadStore {
  readonly kind = 'embedded' as const;
  readonly file: string;
  readonly writer: DatabaseSync;
  readonly #reader: DatabaseSync;
  readonly #collections = new Map<string, SqliteCollection>();
  readonly #statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();
  readonly #inTransaction = new AsyncLocalStorage<object>();
  #lock: Promise<void> = Promise.resolve();
  /** Documents read by _id, as parsed, stamped with the clock when read (see cachedRead). */
  readonly #cache = new LRUCache<string, { stamp: number; doc: Doc | 'missing' }>({ max: 10_000 });
  /**
   * Staleness by clock instead of emptying the cache: LRUCache.clear() walks its whole capacity, and
   * a booking commits dozens of projection pages (a twentieth of the booking bench's CPU). The clock
   * ticks when a commit becomes visible; a cached document is good while it was read at or after
   * the last visible write to its table, and after the last commit seen from another process.
   */
  #clock = 0;
  readonly #lastWrite = new Map<string, number>();
  #lastForeign = 0;
  /** Tables written by the open transaction: they tick when it ends. */
  readonly #written = new Set<string>();
  #dataVersion = -1;
  #versionCheckedAt = 0;
  /** The open transaction; a timer started inside one still carries its token after it ends, so tokens are compared. */
  #current: object | undefined;
  #depth = 0;
  /**
   * Collections whose table was made while a transaction was open, in order: a rollback takes such a
   * table back, and a collection still remembered would then write to a table that is not there.
   */
  readonly #madeInside: string[] = [];

  constructor(file: string) {
    this.file = file;
    const memory = file === ':memory:';
    if (!memory) mkdirSync(dirname(file), { recursive: true });
    this.writer = new DatabaseSync(file);
    // Read models are rebuildable from the log: NORMAL keeps every commit through a crash of the
    // process (WAL), and may lose the last ones to a power cut, after which projections catch up.
    // secure_delete zeroes what an erasure overwrites or deletes instead of leaving it on a free page.
    this.writer.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;
      PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY;
      -- Each WAL checkpoint syncs the file; one per 80 MB of writes rather than per 4 MB keeps a replay off the disk's sync.
      PRAGMA wal_autocheckpoint = 20000;
      CREATE TABLE IF NOT EXISTS _indexes (coll TEXT NOT NULL, name TEXT NOT NULL, spec TEXT NOT NULL, PRIMARY KEY (coll, name)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS _multikey (coll TEXT NOT NULL, field TEXT NOT NULL, PRIMARY KEY (coll, field)) WITHOUT ROWID;`);
    this.#reader = memory ? this.writer : new DatabaseSync(file, { readOnly: true });
    if (!memory) this.#reader.exec('PRAGMA busy_timeout = 5000; PRAGMA cache_size = -16384;');
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    let c = this.#collections.get(name);
    if (!c) {
      this.#collections.set(name, (c = new SqliteCollection(this, name)));
      if (this.#current !== undefined) this.#madeInside.push(name);
    }
    return c as unknown as ReadCollection<T>;
  }

  /** A rollback took back the tables made since `mark`: their collections are made again on next use. */
  #forgetMadeSince(mark: number): void {
    for (const name of this.#madeInside.splice(mark)) this.#collections.delete(name);
    this.forgetStatements();
  }

  async dropCollection(name: string): Promise<void> {
    await this.idle();
    (this.collection(name) as unknown as SqliteCollection).drop();
  }

  /**
   * Runs `fn` in one SQLite transaction: everything it writes commits together or not at all.
   * Transactions take turns; a write from outside one waits for it (it would otherwise join it).
   */
  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#inside()) return this.#savepoint(fn);
    const previous = this.#lock;
    let release!: () => void;
    this.#lock = new Promise((resolve) => (release = resolve));
    await previous;
    const token = {};
    this.#current = token;
    try {
      this.writer.exec('BEGIN IMMEDIATE');
      try {
        const result = await this.#inTransaction.run(token, fn);
        this.writer.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.writer.isTransaction) this.writer.exec('ROLLBACK');
        this.#forgetMadeSince(0);
        throw error;
      }
    } finally {
      this.#madeInside.length = 0;
      for (const table of this.#written) this.#lastWrite.set(table, ++this.#clock);
      this.#written.clear();
      this.#current = undefined;
      release();
    }
  }

  /**
   * A transaction inside another (a catch-up page's projections share one): its writes are undone
   * alone when it throws, and commit with the outer one. Callers nest them one at a time.
   */
  async #savepoint<T>(fn: () => Promise<T>): Promise<T> {
    const name = `nested${++this.#depth}`;
    const mark = this.#madeInside.length;
    this.writer.exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn();
      this.writer.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      if (this.writer.isTransaction) this.writer.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      this.#forgetMadeSince(mark);
      throw error;
    } finally {
      this.#depth -= 1;
    }
  }

  #inside(): boolean {
    return this.#current !== undefined && this.#inTransaction.getStore() === this.#current;
  }

  /** After a write to `table`: outside a transaction it has committed, so its cached documents may be stale. */
  invalidate(table: string): void {
    if (this.#inside()) this.#written.add(table);
    else this.#lastWrite.set(table, ++this.#clock);
  }

  /** Resolves once no transaction of another caller is open, so a write cannot slip into it. */
  async idle(): Promise<void> {
    while (this.#current !== undefined && !this.#inside()) await this.#lock;
  }

  /** The connection a read uses: the writer inside a transaction (to see its own writes), the reader otherwise. */
  readConnection(): DatabaseSync {
    return this.#inside() ? this.writer : this.#reader;
  }

  /**
   * A read by _id through a bounded cache of parsed documents (answers such as /api/users/me read the
   * same few documents over and over); reads inside a transaction bypass it. This process's commits
   * stale their tables at once (invalidate); another process's commits (a projector on the same
   * DATA_DIR) stale everything. Those are seen in the writer's data_version, looked at once per
   * millisecond at most: the reader's would also move with this process's own commits.
   */
  cachedRead(table: string, id: string, load: (db: DatabaseSync) => Doc | null): Doc | null {
    const db = this.readConnection();
    if (db === this.writer) return load(db);
    const now = performance.now();
    if (now - this.#versionCheckedAt >= 1) {
      this.#versionCheckedAt = now;
      const version = Number((this.prepare(this.writer, 'PRAGMA data_version').get() as { data_version: number }).data_version);
      if (version !== this.#dataVersion) {
        this.#lastForeign = ++this.#clock;
        this.#dataVersion = version;
      }
    }
    const key = `${table}\u0000${id}`;
    let entry = this.#cache.get(key);
    if (entry === undefined || entry.stamp < this.#lastForeign || entry.stamp < (this.#lastWrite.get(table) ?? 0)) {
      this.#cache.set(key, (entry = { stamp: this.#clock, doc: load(db) ?? 'missing' }));
    }
    return entry.doc === 'missing' ? null : clone(entry.doc);
  }

  prepare(db: DatabaseSync, sql: string): StatementSync {
    let cache = this.#statements.get(db);
    if (!cache) this.#statements.set(db, (cache = new Map()));
    let statement = cache.get(sql);
    if (!statement) cache.set(sql, (statement = db.prepare(sql)));
    return statement;
  }

  /** Statements are prepared against a schema; a dropped table invalidates them. */
  forgetStatements(): void {
    this.#statements.delete(this.writer);
    this.#statements.delete(this.#reader);
  }

  async ping(): Promise<void> {
    this.#reader.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    await this.idle();
    if (this.#reader !== this.writer && this.#reader.isOpen) this.#reader.close();
    if (this.writer.isOpen) this.writer.close();
  }
}
