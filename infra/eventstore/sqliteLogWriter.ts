import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ExpectedRevision } from './port.ts';

/** Every connection to the log, the writer's and the readers': WAL, the durability asked for, a wait for locks. */
export const logPragmas = (synchronous: 'FULL' | 'NORMAL'): string =>
  `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous}; PRAGMA busy_timeout = 5000; PRAGMA cache_size = -65536;`;

/** One append as the writer takes it: rows already serialised, ids already chosen. */
export type PendingAppend = {
  stream: string;
  rows: { id: string; type: string; data: string; metadata: string }[];
  /** The caller chose the ids, so a repeat of this append can be recognised. */
  callerIds: boolean;
  expected: ExpectedRevision;
};

/** Where each committed row landed. */
export type Landed = { pos: number; revision: number; createdAt: string };

/**
 * What became of one append. Plain data only: it crosses from the writer's thread. `rows` is absent
 * for a repeat of an earlier append (nothing new was written).
 */
export type Outcome =
  | { ok: true; nextRevision: number; lastPos: number; rows?: Landed[] }
  | { ok: false; conflict: { stream: string; expected: ExpectedRevision; actual: number | 'no_stream' } }
  | { ok: false; message: string };

/**
 * The SQL of the group commit: every append of a batch in one transaction (so one fsync), each in
 * a savepoint of its own when there are several, so a conflict or a bad row fails that append only.
 * Synchronous, and holding no state between batches: it runs on the writer's thread
 * (sqliteWriter.worker.ts), or inline for a store in memory.
 */
export class LogWriter {
  readonly #db: DatabaseSync;
  readonly #stmts: { streamRevision: StatementSync; upsertStream: StatementSync; insert: StatementSync; byId: StatementSync };
  /** Transactions committed, for tests and the metrics. */
  commits = 0;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#stmts = {
      streamRevision: db.prepare('SELECT revision FROM streams WHERE name = ?'),
      upsertStream: db.prepare('INSERT INTO streams (name, revision) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET revision = excluded.revision'),
      insert: db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      byId: db.prepare('SELECT pos, stream, revision FROM events WHERE id = ?'),
    };
  }

  /** Commits the batch; throws (with nothing written) when the transaction itself fails. */
  commit(batch: readonly PendingAppend[]): Outcome[] {
    const db = this.#db;
    const outcomes: Outcome[] = [];
    db.exec('BEGIN IMMEDIATE');
    try {
      // One append needs no savepoint: its failure rolls back the whole transaction below.
      if (batch.length === 1) outcomes.push(this.#write(batch[0]!, new Map()));
      else {
        const heads = new Map<string, number>();
        for (const a of batch) outcomes.push(this.#writeIsolated(a, heads));
      }
      db.exec('COMMIT');
      this.commits += 1;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
    return outcomes;
  }

  #writeIsolated(a: PendingAppend, heads: Map<string, number>): Outcome {
    const db = this.#db;
    db.exec('SAVEPOINT append');
    try {
      const outcome = this.#write(a, heads);
      db.exec('RELEASE append');
      if (outcome.ok && outcome.rows) heads.set(a.stream, outcome.nextRevision);
      return outcome;
    } catch (error) {
      db.exec('ROLLBACK TO append');
      db.exec('RELEASE append');
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  /** `heads` holds the revisions this batch has already given its streams. */
  #write(a: PendingAppend, heads: Map<string, number>): Outcome {
    const known = heads.get(a.stream);
    const stored = known === undefined ? (this.#stmts.streamRevision.get(a.stream) as { revision: number } | undefined) : undefined;
    const actual = known ?? stored?.revision ?? ('no_stream' as const);
    const { expected } = a;
    const ok = expected === 'any' || (expected === 'no_stream' ? actual === 'no_stream' : actual === expected);
    if (a.callerIds && (!ok || expected === 'any')) {
      const earlier = this.#earlierAppend(a);
      if (earlier) return earlier;
    }
    if (!ok) {
      // A single append is not in a savepoint: nothing was written, so the transaction may go on.
      return { ok: false, conflict: { stream: a.stream, expected, actual } };
    }
    let revision = actual === 'no_stream' ? -1 : actual;
    let lastPos = 0;
    const createdAt = new Date().toISOString();
    const rows: Landed[] = [];
    for (const row of a.rows) {
      revision += 1;
      try {
        lastPos = Number(this.#stmts.insert.run(row.id, a.stream, revision, row.type, row.data, row.metadata, createdAt).lastInsertRowid);
        rows.push({ pos: lastPos, revision, createdAt });
      } catch (error) {
        if (a.callerIds && String(error).includes('events.id')) throw new Error(`event id ${row.id} is already used by another append`);
        throw error;
      }
    }
    this.#stmts.upsertStream.run(a.stream, revision);
    return { ok: true, nextRevision: revision, lastPos, rows };
  }

  /** The outcome of an earlier append of exactly these events at this expected revision, if there was one. */
  #earlierAppend(a: PendingAppend): Outcome | undefined {
    type Found = { pos: number; stream: string; revision: number } | undefined;
    const first = this.#stmts.byId.get(a.rows[0]!.id) as Found;
    if (!first || first.stream !== a.stream) return undefined;
    const expectedFirst = a.expected === 'any' ? first.revision : a.expected === 'no_stream' ? 0 : a.expected + 1;
    if (first.revision !== expectedFirst) return undefined;
    let last = first;
    for (let i = 1; i < a.rows.length; i++) {
      const found = this.#stmts.byId.get(a.rows[i]!.id) as Found;
      if (!found || found.stream !== a.stream || found.revision !== first.revision + i) return undefined;
      last = found;
    }
    return { ok: true, nextRevision: last.revision, lastPos: last.pos };
  }
}
