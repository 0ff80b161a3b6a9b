import { Subject } from 'rxjs';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '../infra/eventstore/port.ts';
import type { ReadStore } from '../infra/readstore/port.ts';
import type { Logger } from '../infra/logger.ts';
import { CheckpointStore } from '../infra/readstore/checkpoints.ts';
import type { Projection } from './projection.ts';
import { ProgressWaiters, type ProjectionProgress } from './progress.ts';

/** Checkpoints are written at most this often while events stream in, and at once when idle. */
const FLUSH_EVERY_EVENTS = 5_000;
const FLUSH_AFTER_MS = 50;

/**
 * Feeds every projection from one subscription to the whole log. Each projection keeps its own
 * checkpoint, so one can be rebuilt from 0 while the others skip what they have already seen.
 */
export class ProjectionRunner implements ProjectionProgress {
  /** Each event after every projection has applied it; the live feed listens here. */
  readonly applied$ = new Subject<RecordedEvent>();
  readonly #events: EventStore;
  readonly #store: ReadStore;
  readonly #projections: Projection[];
  readonly #checkpoints: CheckpointStore;
  readonly #log: Logger;
  readonly #positions = new Map<string, Position | undefined>();
  readonly #waiters = new ProgressWaiters();
  #controller = new AbortController();
  #loop: Promise<void> | undefined;
  #unflushed = 0;
  #flushTimer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();
  #failure: unknown;

  constructor(events: EventStore, store: ReadStore, projections: Projection[], log: Logger) {
    this.#events = events;
    this.#store = store;
    this.#projections = projections;
    this.#checkpoints = new CheckpointStore(store);
    this.#log = log.child({ component: 'projections' });
  }

  /** Loads checkpoints, rebuilds projections whose version changed, then follows the log. */
  async start(): Promise<void> {
    const saved = await this.#checkpoints.loadAll();
    for (const p of this.#projections) {
      await p.setup?.(this.#store);
      const checkpoint = saved.get(p.name);
      if (checkpoint && checkpoint.version === p.version) {
        this.#positions.set(p.name, checkpoint.position);
      } else {
        if (checkpoint) this.#log.info({ projection: p.name, from: checkpoint.version, to: p.version }, 'projection version changed, rebuilding');
        await this.reset(p.name);
      }
    }
    this.#loop = this.#run();
  }

  /** Empties a projection's read model and replays it from position 0. */
  async reset(name: string): Promise<void> {
    const p = this.#projection(name);
    for (const c of p.collections) await this.#store.dropCollection(c);
    this.#positions.set(name, undefined);
    await this.#checkpoints.save(name, { position: undefined, version: p.version });
  }

  async #run(): Promise<void> {
    const from = this.#lowestPosition();
    try {
      for await (const event of this.#events.subscribeToAll({ after: from, signal: this.#controller.signal })) {
        await this.#applyToAll(event);
        this.applied$.next(event);
        this.#waiters.advance(event.position);
        if (++this.#unflushed >= FLUSH_EVERY_EVENTS) await this.flush();
        else this.#scheduleFlush();
      }
    } catch (error) {
      if (this.#controller.signal.aborted) return;
      this.#failure = error;
      this.#log.error({ err: error }, 'projection runner stopped');
      throw error;
    }
  }

  async #applyToAll(event: RecordedEvent): Promise<void> {
    for (const p of this.#projections) {
      const at = this.#positions.get(p.name);
      if (at && comparePositions(event.position, at) <= 0) continue;
      if (p.eventTypes.has(event.type)) await p.apply(event, this.#store);
      this.#positions.set(p.name, event.position);
    }
  }

  #scheduleFlush(): void {
    if (this.#flushTimer) return;
    this.#flushTimer = setTimeout(() => {
      this.#flushTimer = undefined;
      void this.flush().catch((error: unknown) => this.#log.error({ err: error }, 'checkpoint flush failed'));
    }, FLUSH_AFTER_MS);
  }

  /** Writes every projection's checkpoint; safe to call at any time. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(async () => {
      if (this.#unflushed === 0) return;
      this.#unflushed = 0;
      for (const p of this.#projections) {
        await this.#checkpoints.save(p.name, { position: this.#positions.get(p.name), version: p.version });
      }
    });
    return this.#flushing;
  }

  #lowestPosition(): Position | undefined {
    let lowest: Position | undefined;
    for (const p of this.#projections) {
      const at = this.#positions.get(p.name);
      if (!at) return undefined;
      if (!lowest || comparePositions(at, lowest) < 0) lowest = at;
    }
    return lowest;
  }

  #projection(name: string): Projection {
    const p = this.#projections.find((x) => x.name === name);
    if (!p) throw new Error(`Unknown projection ${name}; known: ${this.#projections.map((x) => x.name).join(', ')}`);
    return p;
  }

  current(): Position | undefined {
    return this.#lowestPosition();
  }

  waitFor(position: Position, timeoutMs: number): Promise<boolean> {
    return this.#waiters.waitFor(this.current(), position, timeoutMs);
  }

  get failed(): boolean {
    return this.#failure !== undefined;
  }

  /** Events the projections have yet to see, measured against the head of the log. */
  async lag(): Promise<{ caughtUp: boolean; head: Position | undefined; projections: Record<string, string | null> }> {
    const head = await this.#events.headPosition();
    const at = this.current();
    const caughtUp = !head || (at !== undefined && comparePositions(at, head) >= 0);
    const projections = Object.fromEntries(
      this.#projections.map((p) => {
        const pos = this.#positions.get(p.name);
        return [p.name, pos ? `${pos.commit}` : null];
      }),
    );
    return { caughtUp, head, projections };
  }

  async stop(): Promise<void> {
    this.#controller.abort();
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    await this.#loop?.catch(() => undefined);
    this.#unflushed = Math.max(this.#unflushed, 1);
    await this.flush();
    this.applied$.complete();
    this.#waiters.cancelAll();
    this.#controller = new AbortController();
  }
}
