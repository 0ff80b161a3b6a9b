import { downgradeScheduler } from '../commands/subscriptions/downgrades.ts';
import { scheduledDowngrades } from '../projections/queries/subscriptions.ts';
import type { AppContext } from './context.ts';
import { runScheduler } from './wakeups.ts';

/** Downgrades at the end of the paid period, for this process; it looks again whenever one is scheduled. */
export function startSubscriptionSchedule(ctx: AppContext): { stop: () => Promise<void> } {
  const scheduler = downgradeScheduler({
    events: ctx.events,
    now: ctx.now,
    due: (until) => scheduledDowngrades(ctx.readStore, until),
    onError: (err) => ctx.log.error({ err }, 'downgrade schedule: a look failed'),
  });
  return runScheduler(ctx, scheduler, 'subscriptions', new Set(['DowngradeScheduled']));
}
