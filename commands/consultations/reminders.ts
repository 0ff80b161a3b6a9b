import { bookingStream } from '../../domain/consultations/booking.ts';
import { bookingDecider } from '../../domain/consultations/bookingLogic.ts';
import { REMINDER_KINDS, REMINDER_LEAD_MS, reminderDecider, reminderDueAt, reminderStream, type ReminderKind } from '../../domain/consultations/reminders.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand, loadState } from '../handleCommand.ts';
import { systemContext } from '../context.ts';

/**
 * Records that a booking's reminder is due, if the booking (read from its stream now, not from a
 * read model) is still confirmed at that start. The reminder's own stream makes it once-only.
 */
export async function recordReminderDue(events: EventStore, bookingId: string, kind: ReminderKind, start: string, now: Date): Promise<boolean> {
  const booking = await loadState(events, bookingStream(bookingId), bookingDecider);
  const result = await handleCommand(
    events,
    reminderStream(bookingId, kind, start),
    reminderDecider,
    { type: 'RecordReminderDue', data: { bookingId, kind, start, booking, now: now.toISOString() } },
    { context: systemContext('booking-reminders', bookingId) },
  );
  return result.newEvents.length > 0;
}

/** A confirmed booking's start, as a read model lists them; the stream has the final word. */
export type Upcoming = { id: string; start: string };

export type SchedulerDeps = {
  events: EventStore;
  now: () => Date;
  /** Confirmed bookings starting in [from, to), soonest first. */
  upcoming: (from: string, to: string) => Promise<Upcoming[]>;
  onError: (err: unknown) => void;
};

const LONGEST_LEAD = Math.max(...Object.values(REMINDER_LEAD_MS));
/** With nothing due sooner, look again after this long; booking events and clock moves wake it earlier. */
export const MAX_SLEEP_MS = 3_600_000;
const RETRY_MS = 30_000;

/**
 * Turns time into BookingReminderDue events. Nothing is kept but the log and the bookings read
 * model: on every start it looks at the bookings that start within the longest lead and records
 * what is due, so a restart between booking and due time loses nothing. It sleeps until the next
 * due time (at most an hour), and is woken by booking changes (`wake`) and, in tests, by the clock.
 * Running it in several processes is safe: the reminder stream lets one append through.
 */
export class ReminderScheduler {
  readonly #deps: SchedulerDeps;
  readonly #handled = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(deps: SchedulerDeps) {
    this.#deps = deps;
  }

  /** Looks at what is due now; calls made while a look is running fold into one more look. */
  wake(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        await this.#plan().catch((err: unknown) => {
          this.#deps.onError(err);
          // A failed look (a store away) is tried again soon rather than at the next booking change.
          this.#schedule(RETRY_MS);
        });
      } while (this.#again && !this.#stopped);
      this.#running = undefined;
    })();
    return this.#running;
  }

  async #plan(): Promise<void> {
    const now = this.#deps.now();
    const t = now.getTime();
    // A day beyond the longest lead, so the next due time is known even when nothing is due now.
    const bookings = await this.#deps.upcoming(now.toISOString(), new Date(t + LONGEST_LEAD + 86_400_000).toISOString());
    let next = t + MAX_SLEEP_MS;
    for (const b of bookings) {
      for (const kind of REMINDER_KINDS) {
        const due = reminderDueAt(b.start, kind);
        const key = `${b.id}|${kind}|${b.start}`;
        if (due > t) {
          next = Math.min(next, due);
          continue;
        }
        if (this.#handled.has(key)) continue;
        await recordReminderDue(this.#deps.events, b.id, kind, b.start, now);
        this.#handled.set(key, Date.parse(b.start));
      }
    }
    for (const [key, start] of this.#handled) if (start <= t) this.#handled.delete(key);
    this.#schedule(Math.max(0, next - t));
  }

  #schedule(ms: number): void {
    clearTimeout(this.#timer);
    if (this.#stopped) return;
    this.#timer = setTimeout(() => void this.wake(), Math.min(ms, MAX_SLEEP_MS));
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
