import { comparePositions, type Position } from '../infra/eventstore/port.ts';

/** How far the read models have come; command endpoints wait on it for read-your-writes. */
export interface ProjectionProgress {
  current(): Position | undefined;
  /**
   * Resolves true once the named projections (every projection when none are named) have passed
   * `position`, false after timeoutMs.
   */
  waitFor(position: Position, timeoutMs: number, projections?: readonly string[]): Promise<boolean>;
}

type Waiter = { position: Position; resolve: (ok: boolean) => void; timer: NodeJS.Timeout };

export class ProgressWaiters {
  #waiters = new Set<Waiter>();

  get size(): number {
    return this.#waiters.size;
  }

  waitFor(current: Position | undefined, position: Position, timeoutMs: number): Promise<boolean> {
    if (current && comparePositions(current, position) >= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          this.#waiters.delete(waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.#waiters.add(waiter);
    });
  }

  advance(current: Position): void {
    if (this.#waiters.size === 0) return;
    for (const w of this.#waiters) {
      if (comparePositions(current, w.position) >= 0) {
        clearTimeout(w.timer);
        this.#waiters.delete(w);
        w.resolve(true);
      }
    }
  }

  cancelAll(): void {
    for (const w of this.#waiters) {
      clearTimeout(w.timer);
      w.resolve(false);
    }
    this.#waiters.clear();
  }
}
