import { allowanceDecider, allowanceStream } from '../../domain/consultations/allowance.ts';
import { bookingStream, type Booking, type BookingActor, type BookingStatus, type Outcome } from '../../domain/consultations/booking.ts';
import { bookingDecider, checkTransition, keepsItsTime, returnsAllowance, type BookingCommand } from '../../domain/consultations/bookingLogic.ts';
import type { ExpertProfile } from '../../domain/consultations/expertProfile.ts';
import { slotProblem, type Span } from '../../domain/consultations/slots.ts';
import type { TopicId } from '../../domain/consultations/topics.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { TierId } from '../../domain/subscriptions/tiers.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand, loadState } from '../handleCommand.ts';
import { holdSlot, releaseMoved } from './calendarHolds.ts';
import { loadExpertProfile, type ConsultationDeps } from './experts.ts';

export type BookingDeps = ConsultationDeps & { cancelNoticeHours: number };

const MINUTE = 60_000;
const spanOf = (b: Pick<Booking, 'start' | 'end'>): Span => ({ start: Date.parse(b.start), end: Date.parse(b.end) });

export function actorOf(deps: ConsultationDeps): BookingActor {
  const actor = deps.context.actor;
  if (actor === 'system') throw new DomainError('UNAUTHORIZED', 'Authentication required');
  return { id: actor.id, role: actor.role === 'admin' || actor.role === 'expert' ? actor.role : 'user' };
}

const PROBLEM_MESSAGES = {
  NOT_AVAILABLE: 'This time is not one of the expert’s available slots.',
  TOO_SOON: 'This slot starts too soon to be booked.',
  TOO_FAR: 'This slot is too far ahead to be booked yet.',
} as const;

/** The slot must be one the expert offers; clashes with other bookings are left to the calendar. */
function checkOffered(profile: ExpertProfile, span: Span, now: Date) {
  const problem = slotProblem(profile, span, now.getTime(), []);
  if (problem && problem !== 'SLOT_TAKEN') {
    throw new DomainError('SLOT_UNAVAILABLE', PROBLEM_MESSAGES[problem], { reason: problem, start: new Date(span.start).toISOString() });
  }
}

export type NewBooking = {
  bookingId: string;
  userId: string;
  tier: TierId;
  topic: TopicId;
  duration: number;
  start: string;
  answers: Record<string, string>;
  notes: string | null;
  /** The named expert, or every expert with the topic in the order to try (auto-assignment). */
  expertIds: string[];
};

/**
 * Uses one of the month's consultations, then holds the slot in the first candidate expert's
 * calendar that has it free, then records the booking. Any refusal gives the consultation back.
 * A crash between the hold and the booking leaves a hold with no booking: it blocks that slot and
 * nothing else (docs/DECISIONS.md).
 */
export async function bookConsultation(store: EventStore, input: NewBooking, deps: BookingDeps) {
  const now = deps.now();
  const by = actorOf(deps);
  const month = now.toISOString().slice(0, 7);
  const ref = { userId: input.userId, month, bookingId: input.bookingId };
  const allowance = allowanceStream(input.userId, month);
  await handleCommand(store, allowance, allowanceDecider, { type: 'UseAllowance', data: { ...ref, tier: input.tier, now: now.toISOString() } }, { context: deps.context });
  const span = { start: Date.parse(input.start), end: Date.parse(input.start) + input.duration * MINUTE };
  const single = input.expertIds.length === 1;
  try {
    for (const expertId of input.expertIds) {
      const profile = await loadExpertProfile(store, expertId);
      if (!profile || !profile.topics.includes(input.topic)) {
        if (single) throw new DomainError('EXPERT_UNAVAILABLE', 'This expert does not offer consultations on this topic', { expertId, topic: input.topic });
        continue;
      }
      try {
        checkOffered(profile, span, now);
        await holdSlot(store, expertId, input.bookingId, span, profile.bufferMinutes, deps);
      } catch (error) {
        if (single || !(error instanceof DomainError)) throw error;
        continue;
      }
      const { bookingId, userId, topic, duration, answers, notes } = input;
      const iso = (ms: number) => new Date(ms).toISOString();
      const data = { bookingId, userId, expertId, expertName: profile.displayName, topic, duration, answers, notes, allowanceMonth: month };
      const command: BookingCommand = { type: 'ConfirmBooking', data: { ...data, start: iso(span.start), end: iso(span.end), by, now: now.toISOString() } };
      return await handleCommand(store, bookingStream(bookingId), bookingDecider, command, { context: deps.context });
    }
    throw new DomainError('SLOT_TAKEN', 'No expert is free at this time. Please choose another slot.', { start: input.start });
  } catch (error) {
    await handleCommand(store, allowance, allowanceDecider, { type: 'ReturnAllowance', data: { ...ref, now: now.toISOString() } }, { context: deps.context });
    throw error;
  }
}

export const loadBooking = (store: EventStore, bookingId: string) => loadState(store, bookingStream(bookingId), bookingDecider);

function onBooking(store: EventStore, bookingId: string, command: BookingCommand, deps: ConsultationDeps) {
  return handleCommand(store, bookingStream(bookingId), bookingDecider, command, { context: deps.context });
}

/** Moves a booking to a new start (same expert and duration): hold the new time, record, release the old. */
export async function moveBooking(store: EventStore, bookingId: string, start: string, deps: BookingDeps, notes?: string) {
  const now = deps.now();
  const by = actorOf(deps);
  const booking = checkTransition(await loadBooking(store, bookingId), by, 'confirmed');
  const span = { start: Date.parse(start), end: Date.parse(start) + booking.duration * MINUTE };
  if (span.start === Date.parse(booking.start) && booking.status === 'confirmed') return { position: undefined, booking };
  const profile = await loadExpertProfile(store, booking.expertId);
  if (!profile) throw new DomainError('EXPERT_UNAVAILABLE', 'This expert no longer takes bookings');
  // Keeping the time it holds (after a late reschedule request) is no new booking of the slot.
  if (!keepsItsTime(booking, start)) checkOffered(profile, span, now);
  await holdSlot(store, booking.expertId, bookingId, span, profile.bufferMinutes, deps);
  const iso = (ms: number) => new Date(ms).toISOString();
  const move = { by, now: now.toISOString(), start: iso(span.start), end: iso(span.end), cancelNoticeHours: deps.cancelNoticeHours, ...(notes ? { notes } : {}) };
  const result = await onBooking(store, bookingId, { type: 'MoveBooking', data: move }, deps);
  await releaseMoved(store, booking.expertId, bookingId, spanOf(booking), span, deps);
  return result;
}

/** Cancels, frees the expert's time, and gives the consultation back unless the user cancelled late. */
export async function cancelBooking(store: EventStore, bookingId: string, reason: string, deps: BookingDeps) {
  const now = deps.now().toISOString();
  const result = await onBooking(store, bookingId, { type: 'CancelBooking', data: { by: actorOf(deps), now, reason, cancelNoticeHours: deps.cancelNoticeHours } }, deps);
  const [event] = result.newEvents;
  if (event?.type !== 'BookingCancelled' || result.newState.status !== 'exists') return result;
  const b = result.newState.booking;
  await releaseMoved(store, b.expertId, bookingId, spanOf(b), null, deps);
  if (returnsAllowance(event)) await giveBack(store, b, deps);
  return result;
}

function giveBack(store: EventStore, b: Booking, deps: ConsultationDeps) {
  const data = { userId: b.userId, month: b.allowanceMonth, bookingId: b.id, now: deps.now().toISOString() };
  return handleCommand(store, allowanceStream(b.userId, b.allowanceMonth), allowanceDecider, { type: 'ReturnAllowance', data }, { context: deps.context });
}

export const requestReschedule = (store: EventStore, bookingId: string, reason: string, deps: ConsultationDeps) =>
  onBooking(store, bookingId, { type: 'RequestReschedule', data: { by: actorOf(deps), now: deps.now().toISOString(), reason } }, deps);

/** Records how the meeting went; an expert's no-show gives the user's consultation back. */
export async function recordOutcome(store: EventStore, bookingId: string, status: Outcome, notes: string | null, deps: ConsultationDeps) {
  const result = await onBooking(store, bookingId, { type: 'RecordOutcome', data: { by: actorOf(deps), now: deps.now().toISOString(), status, notes } }, deps);
  const [event] = result.newEvents;
  if (event && returnsAllowance(event) && result.newState.status === 'exists') await giveBack(store, result.newState.booking, deps);
  return result;
}

export const reviewBooking = (store: EventStore, bookingId: string, rating: number, comment: string | null, deps: ConsultationDeps) =>
  onBooking(store, bookingId, { type: 'ReviewBooking', data: { by: actorOf(deps), now: deps.now().toISOString(), rating, comment } }, deps);

/** The back office's status change: each status maps onto the same commands and table as everyone's. */
export async function setStatusAsAdmin(store: EventStore, bookingId: string, status: BookingStatus, notes: string, deps: BookingDeps) {
  switch (status) {
    case 'cancelled':
      return cancelBooking(store, bookingId, notes, deps);
    case 'reschedule_requested':
      return requestReschedule(store, bookingId, notes, deps);
    case 'confirmed': {
      const state = await loadBooking(store, bookingId);
      if (state.status !== 'exists') throw new DomainError('NOT_FOUND', 'Booking not found');
      return moveBooking(store, bookingId, state.booking.start, deps, notes);
    }
    default:
      return recordOutcome(store, bookingId, status, notes, deps);
  }
}
