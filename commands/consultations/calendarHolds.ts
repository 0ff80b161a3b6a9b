import { calendarDays, calendarDecider, calendarStream, holdKey } from '../../domain/consultations/calendar.ts';
import type { Span } from '../../domain/consultations/slots.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand, loadState, stateCache } from '../handleCommand.ts';
import type { ConsultationDeps } from './experts.ts';

const iso = (ms: number) => new Date(ms).toISOString();
/** How long a hold for a booking not yet confirmed (or a move not yet recorded) stands on its own. */
export const HOLD_TTL_MS = 15 * 60_000;
/** Every booking of an expert's day appends to its stream twice (hold, lift): fold only what is new. */
const calendars = stateCache<unknown>(2_000);
const options = (deps: ConsultationDeps) => ({ context: deps.context, maxAttempts: 10, cache: calendars, inTurn: true });

/**
 * Holds `span` in every calendar day stream it touches, in date order, expiring after HOLD_TTL_MS
 * unless `firm` (the confirmation, which lifts the expiry of a hold already taken). If a later day
 * refuses, the days newly held are released, so a refused hold leaves nothing behind.
 */
export async function holdSlot(store: EventStore, expertId: string, bookingId: string, span: Span, bufferMinutes: number, deps: ConsultationDeps, firm = false) {
  const held: string[] = [];
  try {
    for (const day of calendarDays(span)) {
      const now = deps.now();
      const expiresAt = firm ? null : iso(now.getTime() + HOLD_TTL_MS);
      const data = { expertId, day, bookingId, start: iso(span.start), end: iso(span.end), bufferMinutes, expiresAt, now: now.toISOString() };
      const result = await handleCommand(store, calendarStream(expertId, day), calendarDecider, { type: 'HoldSlot', data }, options(deps));
      if (result.newEvents.length > 0 && !firm) held.push(day);
    }
  } catch (error) {
    await releaseDays(store, expertId, bookingId, iso(span.start), held, deps);
    throw error;
  }
}

export async function releaseDays(store: EventStore, expertId: string, bookingId: string, start: string, days: string[], deps: ConsultationDeps) {
  for (const day of days) {
    const data = { expertId, day, bookingId, start, now: deps.now().toISOString() };
    await handleCommand(store, calendarStream(expertId, day), calendarDecider, { type: 'ReleaseSlot', data }, options(deps));
  }
}

/** Releases a booking's hold of `span` in every day it was written to; a hold that is not there changes nothing. */
export function releaseSpan(store: EventStore, expertId: string, bookingId: string, span: Span, deps: ConsultationDeps) {
  return releaseDays(store, expertId, bookingId, iso(span.start), calendarDays(span), deps);
}

/** Whether every day of `span` has this booking's hold of it, in force and without expiry (confirmed). */
export async function firmlyHeld(store: EventStore, expertId: string, bookingId: string, span: Span): Promise<boolean> {
  const key = holdKey(bookingId, iso(span.start));
  for (const day of calendarDays(span)) {
    const hold = (await loadState(store, calendarStream(expertId, day), calendarDecider)).holds[key];
    if (!hold || hold.expiresAt !== null) return false;
  }
  return true;
}
