import { from } from 'rxjs/internal/observable/from';
import { Observable } from 'rxjs/internal/Observable';
import { concatMap } from 'rxjs/internal/operators/concatMap';
import { share } from 'rxjs/internal/operators/share';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '../infra/eventstore/port.ts';
import type { ReadStore } from '../infra/readstore/port.ts';
import { CheckpointStore, type Checkpoint } from '../infra/readstore/checkpoints.ts';
import { ProgressWaiters, type ProjectionProgress, type ProjectionState, type ProjectionStatus } from './progress.ts';

const POLL_MS = 20;
/** How long an event may wait for the remote projector before the live feed lets it through anyway. */
const FEED_WAIT_MS = 10_000;

/**
 * Progress of a projector running in another process (ROLE=api), read from the checkpoints it
 * writes, one per projection. Polls only while someone is waiting.
 */
export class RemoteProgress implements ProjectionProgress {
  readonly #checkpoints: CheckpointStore;
  readonly #names: string[];
  readonly #waiters = new ProgressWaiters();
  #saved = new Map<string, Checkpoint>();
  #timer: NodeJS.Timeout | undefined;

  constructor(store: ReadStore, projectionNames: string[]) {
    this.#checkpoints = new CheckpointStore(store);
    this.#names = projectionNames;
  }

  #at(name: string): Position | undefined {
    return this.#saved.get(name)?.position;
  }

  current(): Position | undefined {
    let lowest: Position | undefined;
    for (const name of this.#names) {
      const at = this.#at(name);
      if (!at) return undefined;
      if (!lowest || comparePositions(at, lowest) < 0) lowest = at;
    }
    return lowest;
  }

  async refresh(): Promise<Position | undefined> {
    this.#saved = await this.#checkpoints.loadAll();
    this.#waiters.advance();
    return this.current();
  }

  waitFor(position: Position, timeoutMs: number, projections: readonly string[] = this.#names): Promise<boolean> {
    const reached = () =>
      projections.every((name) => {
        const at = this.#at(name);
        return at !== undefined && comparePositions(at, position) >= 0;
      });
    const waiting = this.#waiters.waitFor(reached, timeoutMs);
    this.#poll();
    return waiting;
  }

  #poll(): void {
    if (this.#timer || this.#waiters.size === 0) return;
    this.#timer = setTimeout(async () => {
      this.#timer = undefined;
      await this.refresh().catch(() => undefined);
      this.#poll();
    }, POLL_MS);
  }

  /** What the remote projector last wrote of each projection; ready when none is behind or degraded. */
  async states(head: Position | undefined): Promise<{ ready: boolean; projections: ProjectionState[] }> {
    await this.refresh();
    const projections = this.#names.map((name) => {
      const c = this.#saved.get(name);
      const at = c?.position;
      const lag = head ? Math.max(0, Number(head.commit - (at?.commit ?? 0n))) : 0;
      const status = (c?.status ?? 'catching-up') as ProjectionStatus;
      return { name, position: at ? `${at.commit}` : null, lag, status, parked: c?.parked ?? 0 };
    });
    return { ready: projections.every((p) => p.status === 'live' || (p.status === 'rebuilding' && p.lag === 0)), projections };
  }

  /** Each event of the log from now on, let through once the named projection's checkpoint has passed it. */
  projected(log$: Observable<RecordedEvent>, name: string): Observable<RecordedEvent> {
    return log$.pipe(
      concatMap((event) => from(this.waitFor(event.position, FEED_WAIT_MS, [name]).then(() => event))),
      share(),
    );
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#waiters.cancelAll();
  }
}

/** Every event appended from now on, as it is read (one shared subscription). */
export function followLog(events: EventStore): Observable<RecordedEvent> {
  return new Observable<RecordedEvent>((subscriber) => {
    const controller = new AbortController();
    void (async () => {
      const head = await events.headPosition();
      for await (const event of events.subscribeToAll({ after: head, signal: controller.signal })) subscriber.next(event);
    })().catch((error: unknown) => subscriber.error(error));
    return () => controller.abort();
  }).pipe(share());
}
