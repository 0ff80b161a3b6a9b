import { auditTime } from 'rxjs/internal/operators/auditTime';
import { filter } from 'rxjs/internal/operators/filter';
import type { AppContext } from './context.ts';

type Scheduler = { wake: () => Promise<void>; stop: () => Promise<void> };

/** Changes in a burst (64 bookings at once) are looked at together: each look reads every upcoming item. */
export const WAKE_COALESCE_MS = 250;

/**
 * Runs a time-driven job for this process: it looks once now (what fell due while the process was
 * down is handled at once), again whenever the named read model takes one of the given events, and,
 * under the test clock, whenever the clock is moved. Booking reminders and scheduled articles use it.
 */
export function runScheduler(ctx: AppContext, scheduler: Scheduler, projection: string, types: ReadonlySet<string>): { stop: () => Promise<void> } {
  const changes = ctx
    .projectedBy(projection)
    .pipe(
      filter((event) => types.has(event.type)),
      auditTime(WAKE_COALESCE_MS),
    )
    .subscribe(() => void scheduler.wake());
  ctx.clock.onAdvance?.(() => void scheduler.wake());
  void scheduler.wake();
  return {
    stop: async () => {
      changes.unsubscribe();
      await scheduler.stop();
    },
  };
}
