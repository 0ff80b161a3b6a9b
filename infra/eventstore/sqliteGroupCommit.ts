import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError, assertEventIds, type AppendResult, type ExpectedRevision, type NewEvent } from './port.ts';
import type { Outcome, PendingAppend } from './sqliteLogWriter.ts';

type Row = PendingAppend['rows'][number];

/** A row as committed, with everything a reader of the events table would get back. */
export type CommittedRow = Row & { pos: number; stream: string; revision: number; created_at: string };

type Reply = { outcomes: Outcome[] } | { failed: Error };

/**
 * Commits one batch at a time: on the writer's thread (sqliteWriterThread.ts), or inline, where the
 * answer comes back at once and is settled in the same breath as the commit, as one connection's
 * reads would otherwise see rows whose streams the cache has not been told of.
 */
export type Committer = {
  commit(batch: PendingAppend[]): Reply | Promise<Reply>;
  close(): Promise<void>;
};

type Queued = { append: PendingAppend; resolve: (result: AppendResult) => void; reject: (error: unknown) => void };

/**
 * Group commit: the appends of one turn of the event loop go out as one batch, written in one
 * transaction and made durable by one fsync. While a batch is being committed the next one gathers,
 * so batches grow with the load. Promises settle only once the batch has committed.
 */
export class GroupCommitWriter {
  readonly #committer: Committer;
  readonly #afterCommit: (committed: readonly CommittedRow[][]) => void;
  #queue: Queued[] = [];
  #inFlight: Promise<void> | undefined;

  constructor(committer: Committer, afterCommit: (committed: readonly CommittedRow[][]) => void) {
    this.#committer = committer;
    this.#afterCommit = afterCommit;
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
      this.#queue.push({ append: { stream, rows, callerIds: events[0]!.id !== undefined, expected }, resolve, reject });
      if (this.#queue.length === 1 && !this.#inFlight) setImmediate(this.#send);
    });
  }

  readonly #send = (): void => {
    if (this.#inFlight || this.#queue.length === 0) return;
    const batch = this.#queue;
    this.#queue = [];
    const reply = this.#committer.commit(batch.map((q) => q.append));
    if (!(reply instanceof Promise)) return this.#settle(batch, reply);
    this.#inFlight = reply
      .then(
        (answer) => this.#settle(batch, answer),
        (error: unknown) => batch.forEach((q) => q.reject(error)),
      )
      .finally(() => {
        this.#inFlight = undefined;
        // What gathered while this batch was committing goes at once: it has waited a commit already.
        this.#send();
      });
  };

  #settle(batch: Queued[], reply: Reply): void {
    if ('failed' in reply) return batch.forEach((q) => q.reject(reply.failed));
    const committed: CommittedRow[][] = [];
    reply.outcomes.forEach((o, i) => {
      const { stream, rows } = batch[i]!.append;
      if (o.ok && o.rows) committed.push(o.rows.map((l, j) => ({ ...rows[j]!, stream, pos: l.pos, revision: l.revision, created_at: l.createdAt })));
    });
    if (committed.length > 0) this.#afterCommit(committed);
    reply.outcomes.forEach((o, i) => {
      const q = batch[i]!;
      if (o.ok) {
        const p = BigInt(o.lastPos);
        q.resolve({ nextRevision: o.nextRevision, position: { commit: p, prepare: p } });
      } else if ('conflict' in o) q.reject(new WrongExpectedRevisionError(o.conflict.stream, o.conflict.expected, o.conflict.actual));
      else q.reject(new Error(o.message));
    });
  }

  /** Commits whatever is queued or under way; close() waits for it so no append is left hanging. */
  async drain(): Promise<void> {
    while (this.#inFlight || this.#queue.length > 0) {
      this.#send();
      await this.#inFlight;
    }
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
