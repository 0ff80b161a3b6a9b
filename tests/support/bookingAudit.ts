import { join } from 'node:path';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import type { Position, RecordedEvent } from '../../infra/eventstore/port.ts';
import { readEvent } from '../../domain/events.ts';
import { allowanceDecider, type AllowanceEvent, type AllowanceState } from '../../domain/consultations/allowance.ts';
import { calendarDays, calendarDecider, holdKey, type CalendarEvent, type CalendarState } from '../../domain/consultations/calendar.ts';
import { bookingDecider, returnsAllowance } from '../../domain/consultations/bookingLogic.ts';
import type { BookingEvent, BookingState } from '../../domain/consultations/booking.ts';

const ACTIVE = new Set(['confirmed', 'reschedule_requested']);

/**
 * The booking invariants of issue 18, checked by folding the streams of a data directory's log
 * (not the read models): every hold that will not lapse belongs to an active booking at that start,
 * every active booking firmly holds its start, each allowance counts exactly the bookings that use
 * it, and no two active bookings of an expert overlap.
 */
export async function auditBookings(dataDir: string, now = Date.now()) {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const bookings = new Map<string, { state: BookingState; events: BookingEvent[] }>();
  const calendars = new Map<string, { expertId: string; state: CalendarState }>();
  const allowances = new Map<string, AllowanceState>();
  try {
    let after: Position | undefined;
    for (;;) {
      const page: RecordedEvent[] = await events.readAll({ after, maxCount: 5_000 });
      if (page.length === 0) break;
      for (const e of page) {
        if (e.streamName.startsWith('booking-')) {
          const b = bookings.get(e.streamName) ?? { state: bookingDecider.initialState(), events: [] };
          const event = readEvent<BookingEvent>(e);
          bookings.set(e.streamName, { state: bookingDecider.evolve(b.state, event), events: [...b.events, event] });
        } else if (e.streamName.startsWith('expertCalendar-')) {
          const event = readEvent<CalendarEvent>(e);
          const c = calendars.get(e.streamName) ?? { expertId: event.data.expertId, state: calendarDecider.initialState() };
          calendars.set(e.streamName, { ...c, state: calendarDecider.evolve(c.state, event) });
        } else if (e.streamName.startsWith('consultationAllowance-')) {
          allowances.set(e.streamName, allowanceDecider.evolve(allowances.get(e.streamName) ?? allowanceDecider.initialState(), readEvent<AllowanceEvent>(e)));
        }
      }
      after = page.at(-1)!.position;
    }
  } finally {
    await events.close();
  }

  const active = new Map<string, { expertId: string; start: string; end: string }>();
  const counts = { confirmed: 0, rejected: 0, pending: 0, cancelled: 0, other: 0 };
  const allowanceOff: string[] = [];
  const used = (userId: string, month: string, id: string) => allowances.get(`consultationAllowance-${userId}-${month}`)?.used.includes(id) ?? false;
  for (const { state, events: history } of bookings.values()) {
    if (state.status === 'requested') counts.pending++;
    else if (state.status === 'rejected') {
      counts.rejected++;
      if (used(state.request.userId, state.request.requestedAt.slice(0, 7), state.request.id)) allowanceOff.push(state.request.id);
    } else if (state.status === 'exists') {
      const b = state.booking;
      if (ACTIVE.has(b.status)) active.set(b.id, { expertId: b.expertId, start: b.start, end: b.end });
      if (b.status === 'confirmed') counts.confirmed++;
      else if (b.status === 'cancelled') counts.cancelled++;
      else counts.other++;
      if (used(b.userId, b.allowanceMonth, b.id) === history.some(returnsAllowance)) allowanceOff.push(b.id);
    }
  }

  const horizon = now + 15 * 60_000 + 1;
  const orphanedHolds: string[] = [];
  const lapsingHolds: string[] = [];
  for (const { expertId, state } of calendars.values()) {
    for (const [key, h] of Object.entries(state.holds)) {
      const booking = active.get(h.bookingId);
      const belongs = booking && booking.expertId === expertId && holdKey(h.bookingId, booking.start) === key;
      const lasting = h.expiresAt === null || Date.parse(h.expiresAt) > horizon;
      if (belongs) continue;
      if (lasting) orphanedHolds.push(`${expertId} ${key}`);
      else if (Date.parse(h.expiresAt!) > now) lapsingHolds.push(`${expertId} ${key}`);
    }
  }
  const unheld: string[] = [];
  for (const [id, b] of active) {
    const days = calendarDays({ start: Date.parse(b.start), end: Date.parse(b.end) });
    const held = days.every((day) => calendars.get(`expertCalendar-${b.expertId}-${day}`)?.state.holds[holdKey(id, b.start)]?.expiresAt === null);
    if (!held && Date.parse(b.start) > now) unheld.push(id);
  }
  const doubleBookings: string[] = [];
  const byExpert = Map.groupBy([...active.entries()], ([, b]) => b.expertId);
  for (const list of byExpert.values()) {
    const sorted = list.sort(([, a], [, b]) => a.start.localeCompare(b.start));
    for (let i = 1; i < sorted.length; i++) if (sorted[i]![1].start < sorted[i - 1]![1].end) doubleBookings.push(`${sorted[i - 1]![0]} ${sorted[i]![0]}`);
  }
  return { counts, orphanedHolds, lapsingHolds, unheld, allowanceOff, doubleBookings, bookings };
}
