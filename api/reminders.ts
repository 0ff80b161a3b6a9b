import { filter } from 'rxjs';
import { ReminderScheduler } from '../commands/consultations/reminders.ts';
import { BOOKINGS_READ_MODEL, BOOKING_EVENT_TYPES, confirmedStarting } from '../projections/queries/bookings.ts';
import type { AppContext } from './context.ts';

/**
 * Booking reminders for this process (docs/DECISIONS.md, booking mail). The scheduler reads the
 * commands' clock, looks again whenever the bookings read model takes a booking change and, under
 * the test clock, whenever the clock is moved. Every api process may run it: a reminder's stream
 * lets only one of them record it.
 */
export function startReminders(ctx: AppContext): { stop: () => Promise<void> } {
  const scheduler = new ReminderScheduler({
    events: ctx.events,
    now: ctx.now,
    upcoming: (from, to) => confirmedStarting(ctx.readStore, from, to),
    onError: (err) => ctx.log.error({ err }, 'booking reminders: a look ahead failed'),
  });
  const changes = ctx
    .projectedBy(BOOKINGS_READ_MODEL)
    .pipe(filter((event) => BOOKING_EVENT_TYPES.has(event.type)))
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
