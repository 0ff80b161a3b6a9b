import type { EventStore } from '../../infra/eventstore/port.ts';
import { systemContext } from '../context.ts';
import { applyDueDowngrade } from './changePlan.ts';

export type DowngradeSchedulerDeps = {
  events: EventStore;
  now: () => Date;
  /** Users whose scheduled downgrade falls due at or before `until` (a read model's list). */
  due: (until: string) => Promise<{ userId: string; effectiveAt: string }[]>;
  onError: (err: unknown) => void;
};

/** Looks at least hourly; schedule changes and test-clock moves wake it sooner (api/wakeups.ts). */
const LOOK_MS = 3_600_000;

/**
 * Applies self-service downgrades when the paid period ends. It keeps only a timer: each look
 * applies what is due (a restart after the time applies it at once) and sleeps until the next.
 * The subscription stream decides, so a look racing another process records the change once.
 */
export function downgradeScheduler(deps: DowngradeSchedulerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();

  const look = async () => {
    const now = deps.now();
    const horizon = now.getTime() + LOOK_MS;
    let next = horizon;
    for (const { userId, effectiveAt } of await deps.due(new Date(horizon).toISOString())) {
      const at = Date.parse(effectiveAt);
      if (at <= now.getTime()) await applyDueDowngrade(deps.events, userId, { now: () => now, context: systemContext('downgrade-schedule', userId) });
      else next = Math.min(next, at);
    }
    clearTimeout(timer);
    if (!stopped) (timer = setTimeout(() => void wake(), Math.max(0, next - now.getTime()))).unref();
  };

  const wake = (): Promise<void> => {
    if (!stopped) chain = chain.then(look).catch(deps.onError);
    return chain;
  };

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
