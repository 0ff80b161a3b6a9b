import { allowanceDecider, allowanceStream } from '../../domain/consultations/allowance.ts';
import { bookingStream, type Booking, type BookingEvent, type BookingRequest } from '../../domain/consultations/booking.ts';
import { bookingDecider, returnsAllowance } from '../../domain/consultations/bookingLogic.ts';
import type { Span } from '../../domain/consultations/slots.ts';
import { readEvent } from '../../domain/events.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand } from '../handleCommand.ts';
import { holdSlot, releaseSpan } from './calendarHolds.ts';
import type { ConsultationDeps } from './experts.ts';
import { loadExpertProfile } from './experts.ts';

const MINUTE = 60_000;
export const spanOf = (b: { start: string; duration: number }): Span => ({ start: Date.parse(b.start), end: Date.parse(b.start) + b.duration * MINUTE });
const ACTIVE = new Set(['confirmed', 'reschedule_requested']);

export function returnAllowance(store: EventStore, ref: { userId: string; month: string; bookingId: string }, deps: ConsultationDeps) {
  const data = { ...ref, now: deps.now().toISOString() };
  return handleCommand(store, allowanceStream(ref.userId, ref.month), allowanceDecider, { type: 'ReturnAllowance', data }, { context: deps.context });
}

/** Undoes what the process may have done for a request it could not book: every candidate's hold, and the allowance. */
export async function compensateRequest(store: EventStore, request: BookingRequest, deps: ConsultationDeps): Promise<void> {
  const span = spanOf(request);
  for (const expertId of request.expertIds) await releaseSpan(store, expertId, request.id, span, deps);
  await returnAllowance(store, { userId: request.userId, month: request.requestedAt.slice(0, 7), bookingId: request.id }, deps);
}

/**
 * Makes the calendar and the allowance agree with what the booking stream says (the log is the
 * truth): an active booking holds its current start firmly and no other; a cancelled one holds
 * nothing; a refund the stream calls for is made. Every step is idempotent, so the command that
 * changed the booking, a repeated request, and the booking process after a crash may all run it.
 * A booking changed while this ran is looked at again, so a hold it re-took for a start the
 * booking has just left is released on the next pass.
 */
export async function settleBooking(store: EventStore, bookingId: string, deps: ConsultationDeps): Promise<void> {
  for (let pass = 0; pass < 5; pass++) {
    const recorded = await store.readStream(bookingStream(bookingId));
    const events = recorded.map((e) => readEvent<BookingEvent>(e));
    const state = events.reduce(bookingDecider.evolve, bookingDecider.initialState());
    if (state.status !== 'exists') return;
    const b = state.booking;
    const starts = new Set<string>();
    for (const e of events) {
      if (e.type === 'BookingConfirmed') starts.add(e.data.start);
      if (e.type === 'BookingRescheduled') starts.add(e.data.previousStart).add(e.data.start);
    }
    const active = ACTIVE.has(b.status);
    if (active) await holdFirmly(store, b, deps);
    if (active || b.status === 'cancelled') {
      for (const start of starts) {
        if (active && Date.parse(start) === Date.parse(b.start)) continue;
        await releaseSpan(store, b.expertId, bookingId, spanOf({ start, duration: b.duration }), deps);
      }
    }
    if (events.some(returnsAllowance)) await returnAllowance(store, { userId: b.userId, month: b.allowanceMonth, bookingId }, deps);
    const now = await store.readStream(bookingStream(bookingId));
    if (now.length === recorded.length) return;
  }
}

/** Lifts the expiry of the booking's hold of its start, or holds it again if it lapsed and nobody took it. */
async function holdFirmly(store: EventStore, b: Booking, deps: ConsultationDeps): Promise<void> {
  const profile = await loadExpertProfile(store, b.expertId);
  try {
    await holdSlot(store, b.expertId, b.id, spanOf(b), profile?.bufferMinutes ?? 0, deps, true);
  } catch (error) {
    // Only a hold left unconfirmed past HOLD_TTL_MS can have been taken meanwhile; nothing here can undo that.
    if (!(error instanceof DomainError && error.code === 'SLOT_TAKEN')) throw error;
  }
}
