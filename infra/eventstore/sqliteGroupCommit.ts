import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError, assertEventIds, type AppendResult, type ExpectedRevision, type NewEvent } from './port.ts';

type Row = { id: string; type: string; data: string; metadata: string };

type Append = {
  stream: string;
  rows: Row[];
  /** The caller chose the ids, so a repeat of this append can be recognised. */
  callerIds: boolean;
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
};

/** A row as committed, with everything a reader of the events table would get back. */
export type CommittedRow = Row & { pos: number; stream: string; revision: number; created_at: string };

type Written = { result: AppendResult; revision?: number; committed?: CommittedRow[] };

/**
 * Group commit: every append that arrives in one turn of the event loop is written in one
 * transaction and made durable by one fsync. Each append checks its own expected revision against
 * the stream as the batch has left it so far, inside its own savepoint, so a conflict or a bad row
 * fails that append only. Promises settle only after COMMIT has returned, that is after the fsync.
 */
export class GroupCommitWriter {
  readonly #db: DatabaseSync;
  readonly #afterCommit: (committed: readonly CommittedRow[][]) => void;
  #queue: Append[] = [];
  readonly #stmts: {
    streamRevision: StatementSync;
    upsertStream: StatementSync;
    insert: StatementSync;
    byId: StatementSync;
  };

  constructor(db: DatabaseSync, afterCommit: (committed: readonly CommittedRow[][]) => void) {
    this.#db = db;
    this.#afterCommit = afterCommit;
    this.#stmts = {
      streamRevision: db.prepare('SELECT revision FROM streams WHERE name = ?'),
      upsertStream: db.prepare(
        'INSERT INTO streams (name, revision) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET revision = excluded.revision',
      ),
      insert: db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      byId: db.prepare('SELECT pos, stream, revision FROM events WHERE id = ?'),
    };
  }

  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    let rows: Row[];
    try {
      assertEventIds(events);
      // Serialising here turns bad data into this caller's error before the batch starts.
      rows = events.map((e) => ({
        id: e.id?.toLowerCase() ?? randomUUID(),
        type: e.type,
        data: serialize(e.data, e.type),
        metadata: serialize(e.metadata ?? {}, e.type),
      }));
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ stream, rows, callerIds: events[0]!.id !== undefined, expected, resolve, reject });
      if (this.#queue.length === 1) setImmediate(this.flush);
    });
  }

  /** Writes and commits whatever is queued; close() calls it so no append is left hanging. */
  readonly flush = (): void => {
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0) return;
    const db = this.#db;
    const outcomes: ({ ok: Written } | { error: unknown })[] = [];
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      for (const a of batch) a.reject(error);
      return;
    }
    try {
      if (batch.length === 1) {
        // One append needs no savepoint: its failure rolls back the whole transaction below.
        outcomes.push({ ok: this.#write(batch[0]!, new Map()) });
      } else {
        const heads = new Map<string, number>();
        for (const a of batch) outcomes.push(this.#writeIsolated(a, heads));
      }
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      for (const a of batch) a.reject(error);
      return;
    }
    const committed = outcomes.flatMap((o) => ('ok' in o && o.ok.committed ? [o.ok.committed] : []));
    if (committed.length > 0) this.#afterCommit(committed);
    batch.forEach((a, i) => {
      const o = outcomes[i]!;
      if ('ok' in o) a.resolve(o.ok.result);
      else a.reject(o.error);
    });
  };

  #writeIsolated(a: Append, heads: Map<string, number>): { ok: Written } | { error: unknown } {
    const db = this.#db;
    db.exec('SAVEPOINT append');
    try {
      const written = this.#write(a, heads);
      db.exec('RELEASE append');
      if (written.revision !== undefined) heads.set(a.stream, written.revision);
      return { ok: written };
    } catch (error) {
      db.exec('ROLLBACK TO append');
      db.exec('RELEASE append');
      return { error };
    }
  }

  /** `heads` holds the revisions this batch has already given its streams. */
  #write(a: Append, heads: Map<string, number>): Written {
    const known = heads.get(a.stream);
    const stored = known === undefined ? (this.#stmts.streamRevision.get(a.stream) as { revision: number } | undefined) : undefined;
    const actual = known ?? stored?.revision ?? ('no_stream' as const);
    const { expected } = a;
    const ok = expected === 'any' || (expected === 'no_stream' ? actual === 'no_stream' : actual === expected);
    if (a.callerIds && (!ok || expected === 'any')) {
      const earlier = this.#earlierAppend(a);
      if (earlier) return { result: earlier };
    }
    if (!ok) throw new WrongExpectedRevisionError(a.stream, expected, actual);
    let revision = actual === 'no_stream' ? -1 : actual;
    let lastPos = 0;
    const now = new Date().toISOString();
    const committed: CommittedRow[] = [];
    for (const row of a.rows) {
      revision += 1;
      try {
        lastPos = Number(this.#stmts.insert.run(row.id, a.stream, revision, row.type, row.data, row.metadata, now).lastInsertRowid);
        committed.push({ ...row, pos: lastPos, stream: a.stream, revision, created_at: now });
      } catch (error) {
        if (a.callerIds && String(error).includes('events.id')) throw new Error(`event id ${row.id} is already used by another append`);
        throw error;
      }
    }
    this.#stmts.upsertStream.run(a.stream, revision);
    const p = BigInt(lastPos);
    return { result: { nextRevision: revision, position: { commit: p, prepare: p } }, revision, committed };
  }

  /** The result of an earlier append of exactly these events at this expected revision, if there was one. */
  #earlierAppend(a: Append): AppendResult | undefined {
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
    const p = BigInt(last.pos);
    return { nextRevision: last.revision, position: { commit: p, prepare: p } };
  }
}

function serialize(value: unknown, type: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw new Error(`event ${type} cannot be stored as JSON: ${(error as Error).message}`);
  }
  if (text === undefined) throw new Error(`event ${type} has no JSON value`);
  return text;
}
