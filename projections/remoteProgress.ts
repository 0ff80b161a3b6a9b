import { comparePositions, type Position } from '../infra/eventstore/port.ts';
import type { ReadStore } from '../infra/readstore/port.ts';
import { CheckpointStore } from '../infra/readstore/checkpoints.ts';
import { ProgressWaiters, type ProjectionProgress } from './progress.ts';

const POLL_MS = 20;

/**
 * Progress of a projector running in another process (ROLE=api), read from the checkpoints it
 * writes. Polls only while someone is waiting.
 */
export class RemoteProgress implements ProjectionProgress {
  readonly #checkpoints: CheckpointStore;
  readonly #names: string[];
  readonly #waiters = new ProgressWaiters();
  #current: Position | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(store: ReadStore, projectionNames: string[]) {
    this.#checkpoints = new CheckpointStore(store);
    this.#names = projectionNames;
  }

  current(): Position | undefined {
    return this.#current;
  }

  async refresh(): Promise<Position | undefined> {
    const all = await this.#checkpoints.loadAll();
    let lowest: Position | undefined;
    for (const name of this.#names) {
      const at = all.get(name)?.position;
      if (!at) return (this.#current = undefined);
      if (!lowest || comparePositions(at, lowest) < 0) lowest = at;
    }
    this.#current = lowest;
    if (lowest) this.#waiters.advance(lowest);
    return lowest;
  }

  waitFor(position: Position, timeoutMs: number): Promise<boolean> {
    const waiting = this.#waiters.waitFor(this.#current, position, timeoutMs);
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

  stop(): void {
    clearTimeout(this.#timer);
    this.#waiters.cancelAll();
  }
}
