import type { Vault } from '../commands/users/personal.ts';
import type { Observable } from 'rxjs';
import type { Clock } from './testClock.ts';
import type { Config } from '../infra/config.ts';
import type { EventStore, Position, RecordedEvent } from '../infra/eventstore/port.ts';
import type { ReadStore } from '../infra/readstore/port.ts';
import type { Logger } from '../infra/logger.ts';
import type { ProjectionControl, ProjectionProgress } from '../projections/progress.ts';
import type { Metrics } from './http/metrics.ts';

/** What the HTTP and websocket layers need; main.ts assembles it per process role. */
export type AppContext = {
  config: Config;
  log: Logger;
  events: EventStore;
  readStore: ReadStore;
  progress: ProjectionProgress;
  /** Every event in log order as soon as it is read; it waits for no read model (session revocations). */
  projected$: Observable<RecordedEvent>;
  /** Events in log order, each emitted once the named projection includes it (the live feed's source). */
  projectedBy: (projection: string) => Observable<RecordedEvent>;
  jwtSecret: string;
  /** Person keys and the email index key, made once at start (api/vault.ts). */
  vault: Vault;
  now: () => Date;
  /** The clock behind `now`; carries the test-only clock route when enabled. */
  clock: Clock;
  /** Each projection's state (/api/ready) and the admin's handles on parked events and rebuilds. */
  projections: ProjectionControl;
  /** Prometheus registry of this process (/metrics). */
  metrics: Metrics;
};

/** Read-your-writes: the answer to a command waits (boundedly) until its events are projected. */
export const CONSISTENCY_WAIT_MS = 2_000;

/** Waits only for the projections the answer (or the client's next read) depends on. */
export async function waitForProjection(ctx: AppContext, position: Position | undefined, projections: readonly string[]): Promise<void> {
  if (!position) return;
  const ok = await ctx.progress.waitFor(position, CONSISTENCY_WAIT_MS, projections);
  if (!ok) ctx.log.warn({ position: `${position.commit}`, projections }, 'read models did not catch up within the consistency wait');
}
