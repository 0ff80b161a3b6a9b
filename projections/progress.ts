import type { Position } from '../infra/eventstore/port.ts';
import type { ParkedEvent } from './runtime/parked.ts';

/** How each projection stands, as /api/ready reports it. */
export type ProjectionStatus = 'live' | 'catching-up' | 'rebuilding' | 'degraded';

export type ProjectionState = {
  name: string;
  /** Log position of the last event its live read model includes, or null before the first. */
  position: string | null;
  /** Log positions between it and the head of the log (events, on the embedded log). */
  lag: number;
  status: ProjectionStatus;
  /** Parked events not yet retried or skipped. */
  parked: number;
};

/** How far the read models have come; command endpoints wait on it for read-your-writes. */
export interface ProjectionProgress {
  current(): Position | undefined;
  /**
   * Resolves true once the named projections (every projection when none are named) have passed
   * `position`, false after timeoutMs. Each projection has its own cursor, so a slow, halted or
   * rebuilding one holds back only the waits that name it.
   */
  waitFor(position: Position, timeoutMs: number, projections?: readonly string[]): Promise<boolean>;
}

/** What /api/ready and the admin endpoints may ask of the projections, wherever they run. */
export interface ProjectionControl {
  states(): Promise<{ ready: boolean; projections: ProjectionState[] }>;
  parkedEvents(): Promise<ParkedEvent[]>;
  retryParked(id: string): Promise<void>;
  skipParked(id: string): Promise<void>;
  /** Starts a rebuild beside the live read model; `done` settles once it is swapped in. */
  rebuild(name: string): Promise<{ done: Promise<void> }>;
}

type Waiter = { reached: () => boolean; resolve: (ok: boolean) => void; timer: NodeJS.Timeout };

/** Pending waits, each re-checked whenever a cursor moves. */
export class ProgressWaiters {
  #waiters = new Set<Waiter>();

  get size(): number {
    return this.#waiters.size;
  }

  waitFor(reached: () => boolean, timeoutMs: number): Promise<boolean> {
    if (reached()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        reached,
        resolve,
        timer: setTimeout(() => {
          this.#waiters.delete(waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.#waiters.add(waiter);
    });
  }

  advance(): void {
    if (this.#waiters.size === 0) return;
    for (const w of this.#waiters) {
      if (!w.reached()) continue;
      clearTimeout(w.timer);
      this.#waiters.delete(w);
      w.resolve(true);
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
