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
export type Hold = { bookingId: string; start: string; end: string };

export type SlotHeld = DomainEvent<'SlotHeld', { expertId: string; day: string; bookingId: string; start: string; end: string; heldAt: string }>;
export type SlotReleased = DomainEvent<'SlotReleased', { expertId: string; day: string; bookingId: string; releasedAt: string }>;
export type CalendarEvent = SlotHeld | SlotReleased;

export type CalendarState = { holds: Record<string, Hold> };

export type HoldSlot = {
  type: 'HoldSlot';
  data: { expertId: string; day: string; bookingId: string; start: string; end: string; bufferMinutes: number; now: string };
};
export type ReleaseSlot = { type: 'ReleaseSlot'; data: { expertId: string; day: string; bookingId: string; now: string } };
export type CalendarCommand = HoldSlot | ReleaseSlot;

const span = (h: { start: string; end: string }): Span => ({ start: Date.parse(h.start), end: Date.parse(h.end) });

export function evolve(state: CalendarState, event: CalendarEvent): CalendarState {
  const holds = { ...state.holds };
  if (event.type === 'SlotHeld') holds[event.data.bookingId] = { bookingId: event.data.bookingId, start: event.data.start, end: event.data.end };
  else delete holds[event.data.bookingId];
  return { holds };
}

/** A booking moving inside one day replaces its own hold; only other bookings can clash with it. */
export function decide(command: CalendarCommand, state: CalendarState): CalendarEvent[] {
  const d = command.data;
  const own = state.holds[d.bookingId];
  if (command.type === 'ReleaseSlot') {
    return own ? [{ type: 'SlotReleased', data: { expertId: d.expertId, day: d.day, bookingId: d.bookingId, releasedAt: d.now } }] : [];
  }
  const { start, end, bufferMinutes } = command.data;
  if (own && own.start === start && own.end === end) return [];
  const wanted = span({ start, end });
  const taken = Object.values(state.holds).some((h) => h.bookingId !== d.bookingId && clash(wanted, span(h), bufferMinutes));
  if (taken) throw new DomainError('SLOT_TAKEN', 'This time slot has just been booked. Please choose another one.', { start });
  return [{ type: 'SlotHeld', data: { expertId: d.expertId, day: d.day, bookingId: d.bookingId, start, end, heldAt: d.now } }];
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
