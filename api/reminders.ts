import { ReminderScheduler } from '../commands/consultations/reminders.ts';
import { BOOKINGS_READ_MODEL, BOOKING_EVENT_TYPES, confirmedStarting } from '../projections/queries/bookings.ts';
import type { AppContext } from './context.ts';
import { runScheduler } from './wakeups.ts';

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
  return runScheduler(ctx, scheduler, BOOKINGS_READ_MODEL, BOOKING_EVENT_TYPES);
}
