import { bookingStream, type BookingActor, type BookingRequestFields, type BookingState, type BookingStatus, type Outcome } from '../../domain/consultations/booking.ts';
import { bookingDecider, checkTransition, keepsItsTime, relationOf, type BookingCommand, type MoveBooking } from '../../domain/consultations/bookingLogic.ts';
import type { ExpertProfile } from '../../domain/consultations/expertProfile.ts';
import { slotProblem, type Span } from '../../domain/consultations/slots.ts';
import { readEvent } from '../../domain/events.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { handleCommand, loadState, type CommandResult } from '../handleCommand.ts';
import { KeyRing, sealedFields } from '../sealing.ts';
import type { Vault } from '../users/personal.ts';
import { holdSlot, releaseSpan } from './calendarHolds.ts';
import { settleBooking, spanOf } from './bookingSettle.ts';
import { loadExpertProfile, type ConsultationDeps } from './experts.ts';
import { faultPoint } from './faults.ts';

/** Sealing needs the key store: everything written about a booking is sealed with its user's key. */
export type SealingDeps = ConsultationDeps & { vault: Vault };
export type BookingDeps = SealingDeps & { cancelNoticeHours: number };

/**
 * Everything written about a booking (the user's answers and notes, reasons, outcome notes, the
 * review) is sealed with the booking user's key, whoever wrote it: it describes their consultation,
 * and erasing them erases it (issue 22). One key read per command. The fold opens what it reads and
 * the decision seals what it writes, so a value copied from one event to the next is sealed once.
 */
export async function sealedBooking(store: EventStore, ownerId: string, deps: Pick<SealingDeps, 'vault' | 'now'>) {
  const ring = await new KeyRing(deps.vault, store, deps.now()).load([ownerId]);
  return { ring, decider: sealedFields(bookingDecider, ring, () => ownerId) };
}

/** The booking's user, from its first event (one row), so the key is loaded before the fold. */
async function ownerOf(store: EventStore, bookingId: string): Promise<string> {
  const [first] = await store.readStreamPage(bookingStream(bookingId), { fromRevision: 0, maxCount: 1 });
  const userId = (first?.data as { userId?: unknown } | undefined)?.userId;
  if (typeof userId !== 'string') throw new DomainError('NOT_FOUND', 'Booking not found');
  return userId;
}

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

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
export function checkOffered(profile: ExpertProfile, span: Span, now: Date) {
  const problem = slotProblem(profile, span, now.getTime(), []);
  if (problem && problem !== 'SLOT_TAKEN') {
    throw new DomainError('SLOT_UNAVAILABLE', PROBLEM_MESSAGES[problem], { reason: problem, start: new Date(span.start).toISOString() });
  }
}

export type NewBooking = BookingRequestFields & { bookingId: string };

/**
 * POST /bookings: records what was asked for (BookingRequested) and nothing else; the booking
 * process (bookingProcess.ts) uses the allowance, holds the slot and confirms or rejects. The same
 * request again (same id, same body) records nothing and finds the first one's booking.
 */
export async function requestBooking(store: EventStore, input: NewBooking, deps: SealingDeps) {
  const command: BookingCommand = { type: 'RequestBooking', data: { ...input, by: actorOf(deps), now: deps.now().toISOString() } };
  const { decider } = await sealedBooking(store, input.userId, deps);
  return handleCommand(store, bookingStream(input.bookingId), decider, command, { context: deps.context });
}

export const loadBooking = (store: EventStore, bookingId: string) => loadState(store, bookingStream(bookingId), bookingDecider);

/**
 * The booking with its user's texts opened, and the decider that seals what it writes: for the
 * process, which copies the request's answers and notes into the confirmation (sealed once).
 */
export async function loadOpenBooking(store: EventStore, bookingId: string, deps: Pick<SealingDeps, 'vault' | 'now'>) {
  const [first] = await store.readStreamPage(bookingStream(bookingId), { fromRevision: 0, maxCount: 1 });
  const ownerId = (first?.data as { userId?: unknown } | undefined)?.userId;
  if (typeof ownerId !== 'string') return { state: bookingDecider.initialState(), ...(await sealedBooking(store, '', deps)) };
  const sealed = await sealedBooking(store, ownerId, deps);
  return { state: await loadState(store, bookingStream(bookingId), sealed.decider), ...sealed };
}

async function onBooking(store: EventStore, bookingId: string, command: BookingCommand, deps: SealingDeps) {
  const { decider } = await sealedBooking(store, await ownerOf(store, bookingId), deps);
  return handleCommand(store, bookingStream(bookingId), decider, command, { context: deps.context });
}

/**
 * Moves a booking to a new start (same expert and duration): holds the new time (expiring), records
 * the move at the booking revision that was read, then settles (lifts the new hold, releases the
 * old). Of two moves at once, the second to record gets CONFLICT and gives its new hold back, so the
 * calendar and the booking never disagree.
 */
export async function moveBooking(store: EventStore, bookingId: string, start: string, deps: BookingDeps, notes?: string) {
  const now = deps.now();
  const by = actorOf(deps);
  const { decider } = await sealedBooking(store, await ownerOf(store, bookingId), deps);
  const recorded = await store.readStream(bookingStream(bookingId));
  const revision = recorded.at(-1)?.revision ?? 'no_stream';
  const state = recorded.reduce((s, e) => decider.evolve(s, readEvent(e)), decider.initialState());
  const booking = checkTransition(state, by, 'confirmed');
  const span = { start: Date.parse(start), end: Date.parse(start) + booking.duration * MINUTE };
  const move: MoveBooking = {
    type: 'MoveBooking',
    data: { by, now: now.toISOString(), start: iso(span.start), end: iso(span.end), cancelNoticeHours: deps.cancelNoticeHours, ...(notes ? { notes } : {}) },
  };
  // The rules first: a move they refuse must not hold anything.
  if (bookingDecider.decide(move, state).length === 0) return unchanged(state, recorded.at(-1)?.position);
  const profile = await loadExpertProfile(store, booking.expertId);
  if (!profile) throw new DomainError('EXPERT_UNAVAILABLE', 'This expert no longer takes bookings');
  // Keeping the time it holds (after a late reschedule request) is no new booking of the slot.
  if (!keepsItsTime(booking, start)) checkOffered(profile, span, now);
  await holdSlot(store, booking.expertId, bookingId, span, profile.bufferMinutes, deps);
  faultPoint('move:afterHold');
  let result: CommandResult<BookingState, ReturnType<typeof bookingDecider.decide>[number]>;
  try {
    result = await handleCommand(store, bookingStream(bookingId), decider, move, { context: deps.context, atRevision: revision });
  } catch (error) {
    const after = await loadBooking(store, bookingId);
    if (after.status !== 'exists' || !keepsItsTime(after.booking, start)) await releaseSpan(store, booking.expertId, bookingId, span, deps);
    throw error;
  }
  faultPoint('move:afterRecord');
  await settleBooking(store, bookingId, deps);
  return result;
}

const unchanged = (state: BookingState, observed: CommandResult<BookingState, never>['observed']) => ({
  newState: state,
  newEvents: [],
  position: undefined,
  observed,
});

/**
 * Cancels, frees the expert's time, and gives the consultation back unless the user cancelled late.
 * A cancel of a booking already cancelled (a retry after a failure part-way) runs the release and
 * the refund again, both idempotent, and answers as the first did.
 */
export async function cancelBooking(store: EventStore, bookingId: string, reason: string, deps: BookingDeps) {
  const by = actorOf(deps);
  const recorded = await store.readStream(bookingStream(bookingId));
  const state = recorded.reduce((s, e) => bookingDecider.evolve(s, readEvent(e)), bookingDecider.initialState());
  if (state.status === 'exists' && state.booking.status === 'cancelled' && relationOf(state.booking, by) !== 'other') {
    await settleBooking(store, bookingId, deps);
    return unchanged(state, recorded.at(-1)?.position);
  }
  const result = await onBooking(store, bookingId, { type: 'CancelBooking', data: { by, now: deps.now().toISOString(), reason, cancelNoticeHours: deps.cancelNoticeHours } }, deps);
  faultPoint('cancel:afterRecord');
  await settleBooking(store, bookingId, deps);
  return result;
}

export const requestReschedule = (store: EventStore, bookingId: string, reason: string, deps: SealingDeps) =>
  onBooking(store, bookingId, { type: 'RequestReschedule', data: { by: actorOf(deps), now: deps.now().toISOString(), reason } }, deps);

/** Records how the meeting went; an expert's no-show gives the user's consultation back. */
export async function recordOutcome(store: EventStore, bookingId: string, status: Outcome, notes: string | null, deps: SealingDeps) {
  const result = await onBooking(store, bookingId, { type: 'RecordOutcome', data: { by: actorOf(deps), now: deps.now().toISOString(), status, notes } }, deps);
  if (result.newEvents.length > 0) await settleBooking(store, bookingId, deps);
  return result;
}

export const reviewBooking = (store: EventStore, bookingId: string, rating: number, comment: string | null, deps: SealingDeps) =>
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

export { spanOf };
