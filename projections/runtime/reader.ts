import pRetry from 'p-retry';
import { comparePositions, type EventStore, type Position, type RecordedEvent, type SubscriptionFilter } from '../../infra/eventstore/port.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Projection } from '../projection.ts';
import type { ProjectionWorker } from './worker.ts';

/** Most events handed to the projections in one page (one bulk write per collection) at the head of the log. */
export const PAGE_SIZE = 2_000;
/**
 * Most events in one page of a catch-up read (a build, a rebuild, a restart far behind). Larger
 * pages meet more of a document's writes in memory and commit fewer times: each commit writes every
 * index leaf its page touched to the WAL, and a page of UUID-keyed documents touches most of them.
 */
export const CATCH_UP_PAGE_SIZE = 10_000;
const RESUBSCRIBE_MIN_MS = 100;
const RESUBSCRIBE_MAX_MS = 5_000;

export type ReaderHooks = {
  /** Hands a page to every member; resolves once each has applied it or stepped out. */
  dispatch(reader: LogReader, page: RecordedEvent[]): Promise<void>;
  /** After every page, and whenever the reader has nothing more to read for now. */
  settle(reader: LogReader): Promise<void>;
  /** Cursors moved over events none of them handles, to where the filtered read has passed. */
  passed(moved: readonly ProjectionWorker[]): void;
};

/**
 * What catch-up readers ask the store for: the events some projection handles, and those `read$`
 * listeners need. The tail reads everything: `read$` promises every live event, and EventStoreDB
 * sends a filtered read's checkpoint only every few hundred events scanned, which would hold up a
 * wait on a fresh event no projection handles.
 */
export function readFilter(projections: readonly Projection[], alsoRead: readonly string[] = []): SubscriptionFilter {
  return { eventTypes: [...new Set([...projections.flatMap((p) => [...p.eventTypes]), ...alsoRead])] };
}

/**
 * One read of the log shared by the projections that are at the same place in it. Events come
 * from subscribeToAll one at a time; they are gathered into a page until the page is full or the
 * subscription has nothing ready (it is waiting on I/O), so replay writes in large batches and a
 * live event is applied at once. A dropped subscription is resumed from the last page with back-off.
 */
export class LogReader {
  readonly members = new Set<ProjectionWorker>();
  readonly tail: boolean;
  /** Position of the last event handed out. */
  position: Position | undefined;
  readonly #events: EventStore;
  readonly #hooks: ReaderHooks;
  readonly #log: Logger;
  readonly #filter: SubscriptionFilter | undefined;
  readonly #controller = new AbortController();
  #done: Promise<void> = Promise.resolve();

  readonly #pageSize: number;

  constructor(
    events: EventStore,
    from: Position | undefined,
    options: { tail: boolean; hooks: ReaderHooks; log: Logger; filter?: SubscriptionFilter; catchUpPageSize?: number },
  ) {
    this.#events = events;
    this.#pageSize = options.tail ? PAGE_SIZE : (options.catchUpPageSize ?? CATCH_UP_PAGE_SIZE);
    this.position = from;
    this.tail = options.tail;
    this.#hooks = options.hooks;
    this.#log = options.log;
    this.#filter = options.filter;
  }

  get stopped(): boolean {
    return this.#controller.signal.aborted;
  }

  start(): void {
    this.#done = this.#run();
  }

  async #run(): Promise<void> {
    const signal = this.#controller.signal;
    await pRetry(
      // p-retry gives up at once on a TypeError (a bug, usually); a reader that gave up would leave
      // its projections behind for good, so every failure is retried as it was before.
      () => this.#follow().catch((error: unknown) => Promise.reject(error instanceof TypeError ? new Error(error.message, { cause: error }) : error)),
      {
        retries: Infinity,
        minTimeout: RESUBSCRIBE_MIN_MS,
        maxTimeout: RESUBSCRIBE_MAX_MS,
        signal,
        onFailedAttempt: ({ error, retryDelay }) => this.#log.warn({ err: error, retryInMs: retryDelay }, 'log subscription dropped, resubscribing from the last position'),
      },
    ).catch((error: unknown) => {
      if (!this.stopped) throw error;
    });
  }

  /**
   * Pages end when full, or when the subscription has to wait for I/O: a setImmediate armed with
   * the page can only run once the loop is blocked on the next event, and then hands out what has
   * gathered. One timer per page, not a race per event, keeps replay's per-event cost down.
   */
  async #follow(): Promise<void> {
    const signal = this.#controller.signal;
    // A checkpoint follows the events before it, so it is handed on with (after) the page they are in.
    let passed: Position | undefined;
    const onCheckpoint = (position: Position) => {
      passed = position;
      arm();
    };
    const it = this.#events.subscribeToAll({ after: this.position, signal, filter: this.#filter, onCheckpoint })[Symbol.asyncIterator]();
    const pageSize = this.#pageSize;
    let page: RecordedEvent[] = [];
    let armed = false;
    let chain: Promise<void> = Promise.resolve();
    let failure: { error: unknown } | undefined;
    const flush = (): Promise<void> => {
      const full = page;
      const checkpoint = passed;
      page = [];
      passed = undefined;
      chain = chain.then(async () => {
        if (full.length > 0) {
          this.position = full.at(-1)!.position;
          await this.#hooks.dispatch(this, full);
        }
        if (checkpoint && (!this.position || comparePositions(checkpoint, this.position) > 0)) {
          this.position = checkpoint;
          const behind = [...this.members].filter((w) => !w.position || comparePositions(w.position, checkpoint) < 0);
          for (const w of behind) w.advance(checkpoint);
          this.#hooks.passed(behind);
        }
        await this.#hooks.settle(this);
      });
      chain.catch((error: unknown) => (failure ??= { error }));
      return chain;
    };
    const arm = () => {
      if (armed) return;
      armed = true;
      setImmediate(() => {
        armed = false;
        if (!this.stopped) void flush().catch(() => undefined);
      });
    };
    try {
      arm();
      for (;;) {
        const next = await it.next();
        if (failure) throw failure.error;
        if (next.done || this.stopped) return;
        page.push(next.value);
        if (page.length >= pageSize) await flush();
        else arm();
      }
    } finally {
      void it.return?.(undefined)?.catch(() => undefined);
    }
  }

  /** Stops reading; a page being applied finishes first. */
  async stop(): Promise<void> {
    this.#controller.abort();
    await this.#done;
  }
}
