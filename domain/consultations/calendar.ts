import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import { MAX_BUFFER_MINUTES } from './expertProfile.ts';
import { clash, type Span } from './slots.ts';

/**
 * The consistency boundary of booking: an expert's calendar, one stream per expert and UTC day,
 * `expertCalendar-<expertId>-<YYYY-MM-DD>`. A booking holds its time in every day stream that its
 * span widened by MAX_BUFFER_MINUTES touches, so any two bookings close enough to clash share at
 * least one stream, where appends with an expected revision let only one of them through.
 */
export type Hold = { bookingId: string; start: string; end: string; expiresAt: string | null };

/**
 * `expiresAt`: a hold taken for a booking not yet confirmed (or a move not yet recorded) lapses then
 * by itself, so a crash between steps can block a slot only for a while; holding the same time again
 * with `expiresAt: null` (the confirmation) lifts it. `replacesOwn`: holds written before issue 18
 * replaced the booking's other hold in the day; newer ones stand beside them until released by start.
 */
export type SlotHeld = DomainEvent<
  'SlotHeld',
  { expertId: string; day: string; bookingId: string; start: string; end: string; heldAt: string; expiresAt: string | null; replacesOwn: boolean }
>;
/** `start`: the hold released; null (holds written before issue 18) releases every hold of the booking in the day. */
export type SlotReleased = DomainEvent<'SlotReleased', { expertId: string; day: string; bookingId: string; start: string | null; releasedAt: string }>;
export type CalendarEvent = SlotHeld | SlotReleased;

/** Holds by `holdKey`: one booking may hold two times at once while it moves between them. */
export type CalendarState = { holds: Record<string, Hold> };

export type HoldSlot = {
  type: 'HoldSlot';
  data: { expertId: string; day: string; bookingId: string; start: string; end: string; bufferMinutes: number; expiresAt: string | null; now: string };
};
export type ReleaseSlot = { type: 'ReleaseSlot'; data: { expertId: string; day: string; bookingId: string; start: string | null; now: string } };
export type CalendarCommand = HoldSlot | ReleaseSlot;

const span = (h: { start: string; end: string }): Span => ({ start: Date.parse(h.start), end: Date.parse(h.end) });
/** A booking's hold of one start: two moves of one booking to two times are two holds, never one overwritten. */
export const holdKey = (bookingId: string, start: string): string => `${bookingId}|${new Date(Date.parse(start)).toISOString()}`;
export const inForce = (h: Hold, now: string): boolean => h.expiresAt === null || Date.parse(h.expiresAt) > Date.parse(now);

export function evolve(state: CalendarState, event: CalendarEvent): CalendarState {
  const holds = { ...state.holds };
  const d = event.data;
  const dropOwn = (keep?: string) => {
    for (const [key, h] of Object.entries(holds)) if (h.bookingId === d.bookingId && key !== keep) delete holds[key];
  };
  if (event.type === 'SlotHeld') {
    const key = holdKey(d.bookingId, event.data.start);
    if (event.data.replacesOwn) dropOwn(key);
    holds[key] = { bookingId: d.bookingId, start: event.data.start, end: event.data.end, expiresAt: event.data.expiresAt };
  } else if (event.data.start === null) dropOwn();
  else delete holds[holdKey(d.bookingId, event.data.start)];
  return { holds };
}

/** A booking moving inside one day stands beside its own holds; only other bookings' holds in force can clash. */
export function decide(command: CalendarCommand, state: CalendarState): CalendarEvent[] {
  const d = command.data;
  if (command.type === 'ReleaseSlot') {
    const start = command.data.start;
    const gone = Object.entries(state.holds).some(([key, h]) => h.bookingId === d.bookingId && (start === null || key === holdKey(d.bookingId, start)));
    return gone ? [{ type: 'SlotReleased', data: { expertId: d.expertId, day: d.day, bookingId: d.bookingId, start, releasedAt: d.now } }] : [];
  }
  const { start, end, bufferMinutes, expiresAt } = command.data;
  const own = state.holds[holdKey(d.bookingId, start)];
  // Already held at least this firmly: a permanent hold is never turned back into an expiring one.
  if (own && own.end === end && inForce(own, d.now) && (own.expiresAt === null || expiresAt !== null)) return [];
  const wanted = span({ start, end });
  const taken = Object.values(state.holds).some((h) => h.bookingId !== d.bookingId && inForce(h, d.now) && clash(wanted, span(h), bufferMinutes));
  if (taken) throw new DomainError('SLOT_TAKEN', 'This time slot has just been booked. Please choose another one.', { start });
  return [{ type: 'SlotHeld', data: { expertId: d.expertId, day: d.day, bookingId: d.bookingId, start, end, heldAt: d.now, expiresAt, replacesOwn: false } }];
}

export const calendarDecider: Decider<CalendarState, CalendarCommand, CalendarEvent> = {
  initialState: () => ({ holds: {} }),
  evolve,
  decide,
};

export const calendarStream = (expertId: string, day: string): string => `expertCalendar-${expertId}-${day}`;

/** The UTC days whose streams a booking's hold goes into. */
export function calendarDays(slot: Span): string[] {
  const margin = MAX_BUFFER_MINUTES * 60_000;
  const days: string[] = [];
  for (let t = Date.UTC(...utcDay(slot.start - margin)); t < slot.end + margin; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

function utcDay(instant: number): [number, number, number] {
  const d = new Date(instant);
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
}
