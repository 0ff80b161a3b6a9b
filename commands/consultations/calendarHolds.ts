import { calendarDays, calendarDecider, calendarStream } from '../../domain/consultations/calendar.ts';
import type { Span } from '../../domain/consultations/slots.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand } from '../handleCommand.ts';
import type { ConsultationDeps } from './experts.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Holds `span` in every calendar day stream it touches, in date order. If a later day refuses,
 * the days already held are released, so a refused booking leaves no hold behind.
 */
export async function holdSlot(store: EventStore, expertId: string, bookingId: string, span: Span, bufferMinutes: number, deps: ConsultationDeps) {
  const held: string[] = [];
  try {
    for (const day of calendarDays(span)) {
      const now = deps.now().toISOString();
      const data = { expertId, day, bookingId, start: iso(span.start), end: iso(span.end), bufferMinutes, now };
      await handleCommand(store, calendarStream(expertId, day), calendarDecider, { type: 'HoldSlot', data }, { context: deps.context, maxAttempts: 10 });
      held.push(day);
    }
  } catch (error) {
    await releaseDays(store, expertId, bookingId, held, deps);
    throw error;
  }
}

export async function releaseDays(store: EventStore, expertId: string, bookingId: string, days: string[], deps: ConsultationDeps) {
  for (const day of days) {
    const data = { expertId, day, bookingId, now: deps.now().toISOString() };
    await handleCommand(store, calendarStream(expertId, day), calendarDecider, { type: 'ReleaseSlot', data }, { context: deps.context, maxAttempts: 10 });
  }
}

/** Releases the days a booking held at `before` and no longer holds at `after` (none: all). */
export function releaseMoved(store: EventStore, expertId: string, bookingId: string, before: Span, after: Span | null, deps: ConsultationDeps) {
  const kept = new Set(after ? calendarDays(after) : []);
  return releaseDays(store, expertId, bookingId, calendarDays(before).filter((d) => !kept.has(d)), deps);
}
