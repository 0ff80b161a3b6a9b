import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import {
  evolve,
  initialState,
  type Booking,
  type BookingActor,
  type BookingConfirmed,
  type BookingEvent,
  type BookingRequestFields,
  type BookingState,
  type Rejection,
  type BookingStatus,
  type Outcome,
} from './booking.ts';

/** How the actor relates to the booking; `other` never learns that the booking exists. */
export type Relation = 'user' | 'expert' | 'admin' | 'other';

export function relationOf(booking: Pick<Booking, 'userId' | 'expertId'>, actor: BookingActor): Relation {
  if (actor.id === booking.userId) return 'user';
  if (actor.id === booking.expertId) return 'expert';
  return actor.role === 'admin' ? 'admin' : 'other';
}

/**
 * The transition table of issue 9. `confirmed → confirmed` is a move to a new slot by the user;
 * admins may do what the user or the expert may (the back office settles disputes).
 */
export const TRANSITIONS: readonly { from: BookingStatus; to: BookingStatus; who: readonly Relation[] }[] = [
  { from: 'confirmed', to: 'reschedule_requested', who: ['expert', 'admin'] },
  { from: 'confirmed', to: 'confirmed', who: ['user', 'admin'] },
  { from: 'reschedule_requested', to: 'confirmed', who: ['user', 'admin'] },
  { from: 'reschedule_requested', to: 'cancelled', who: ['user', 'admin'] },
  { from: 'confirmed', to: 'cancelled', who: ['user', 'expert', 'admin'] },
  { from: 'confirmed', to: 'completed', who: ['expert', 'admin'] },
  { from: 'confirmed', to: 'no_show_user', who: ['expert', 'admin'] },
  { from: 'confirmed', to: 'no_show_expert', who: ['expert', 'admin'] },
];

export const allowedTransitions = (from: BookingStatus, who: Relation): BookingStatus[] =>
  TRANSITIONS.filter((t) => t.from === from && t.who.includes(who)).map((t) => t.to);

type At = { by: BookingActor; now: string };
export type RequestBooking = { type: 'RequestBooking'; data: At & BookingRequestFields & { bookingId: string } };
export type RejectBooking = { type: 'RejectBooking'; data: At & Rejection };
export type ConfirmBooking = { type: 'ConfirmBooking'; data: Omit<BookingConfirmed['data'], 'by' | 'at'> & At };
export type RequestReschedule = { type: 'RequestReschedule'; data: At & { reason: string } };
/** `cancelNoticeHours`: a user's own move inside this window is refused (docs/DECISIONS.md, issue 18). */
export type MoveBooking = { type: 'MoveBooking'; data: At & { start: string; end: string; cancelNoticeHours: number; notes?: string } };
export type CancelBooking = { type: 'CancelBooking'; data: At & { reason: string; cancelNoticeHours: number } };
export type RecordOutcome = { type: 'RecordOutcome'; data: At & { status: Outcome; notes: string | null } };
export type ReviewBooking = { type: 'ReviewBooking'; data: At & { rating: number; comment: string | null } };
export type BookingCommand = RequestBooking | RejectBooking | ConfirmBooking | RequestReschedule | MoveBooking | CancelBooking | RecordOutcome | ReviewBooking;

const notFound = () => new DomainError('NOT_FOUND', 'Booking not found');

/** Refuses a change the table does not allow this actor; answers the booking it applies to. */
export function checkTransition(state: BookingState, by: BookingActor, to: BookingStatus): Booking {
  if (state.status !== 'exists') throw notFound();
  const { booking } = state;
  const who = relationOf(booking, by);
  if (who === 'other') throw notFound();
  const allowed = allowedTransitions(booking.status, who);
  if (allowed.includes(to)) return booking;
  if (TRANSITIONS.some((t) => t.from === booking.status && t.to === to)) {
    throw new DomainError('FORBIDDEN', `Only ${TRANSITIONS.find((t) => t.from === booking.status && t.to === to)!.who.join(' or ')} may do this`, { allowed });
  }
  throw new DomainError('INVALID_TRANSITION', `A ${booking.status} booking cannot become ${to}`, { from: booking.status, to, allowed });
}

const withinNotice = (b: Booking, now: string, hours: number) => Date.parse(b.start) - Date.parse(now) < hours * 3_600_000;

/** Re-confirming the time a booking already holds: no notice or availability check applies (the slot is its own). */
export const keepsItsTime = (b: Pick<Booking, 'start'>, start: string): boolean => Date.parse(b.start) === Date.parse(start);

/**
 * Whether a booking event gives the user's consultation back: a timely cancellation, and a
 * meeting the expert did not turn up to. A late cancellation and the user's own no-show keep it used.
 */
export function returnsAllowance(event: BookingEvent): boolean {
  if (event.type === 'BookingCancelled') return !event.data.lateCancellation;
  return event.type === 'BookingOutcomeRecorded' && event.data.status === 'no_show_expert';
}

export function decide(command: BookingCommand, state: BookingState): BookingEvent[] {
  const d = command.data;
  const base = { by: d.by, at: d.now };
  switch (command.type) {
    case 'RequestBooking': {
      const { by: _by, now: _now, ...fields } = command.data;
      if (state.status === 'none') return [{ type: 'BookingRequested', data: { ...fields, ...base } }];
      const { request } = state;
      // The id derives from the user and the key, so only the same body again is the same request.
      if (!request || request.userId !== fields.userId || request.requestHash !== fields.requestHash) {
        throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');
      }
      return [];
    }
    case 'RejectBooking': {
      if (state.status === 'rejected') return [];
      if (state.status !== 'requested') throw new DomainError('CONFLICT', 'This booking was already decided', { status: state.status });
      const { code, message, details } = command.data;
      return [{ type: 'BookingRejected', data: { bookingId: state.request.id, code, message, details, ...base } }];
    }
    case 'ConfirmBooking': {
      if (state.status === 'exists') return [];
      if (state.status === 'rejected') throw new DomainError('CONFLICT', 'This booking was refused already', { code: state.rejection.code });
      const { by: _by, now: _now, ...fields } = command.data;
      return [{ type: 'BookingConfirmed', data: { ...fields, ...base } }];
    }
    case 'RequestReschedule': {
      const b = checkTransition(state, d.by, 'reschedule_requested');
      return [{ type: 'BookingRescheduleRequested', data: { bookingId: b.id, reason: command.data.reason, ...base } }];
    }
    case 'MoveBooking': {
      const b = checkTransition(state, d.by, 'confirmed');
      const { start, end } = command.data;
      if (b.status === 'confirmed' && b.start === start && b.end === end) return [];
      // A meeting that has begun has been had (or missed): moving it would give a second one on one allowance.
      if (d.now >= b.start) throw new DomainError('ALREADY_STARTED', 'This consultation has already started and can no longer be moved', { start: b.start });
      // Moving away from a close start and then cancelling would dodge the late-cancellation rule.
      if (b.status === 'confirmed' && relationOf(b, d.by) === 'user' && withinNotice(b, d.now, command.data.cancelNoticeHours)) {
        throw new DomainError('MOVE_TOO_LATE', `A booking can be moved until ${command.data.cancelNoticeHours} hours before it starts; you can still cancel it`, {
          start: b.start,
          noticeHours: command.data.cancelNoticeHours,
        });
      }
      const notes = command.data.notes ? { notes: command.data.notes } : {};
      return [{ type: 'BookingRescheduled', data: { bookingId: b.id, start, end, previousStart: b.start, ...notes, ...base } }];
    }
    case 'CancelBooking': {
      const b = checkTransition(state, d.by, 'cancelled');
      const { reason, cancelNoticeHours } = command.data;
      // Declining the expert's request to reschedule is never late: the change came from the expert.
      const late = b.status === 'confirmed' && relationOf(b, d.by) === 'user' && withinNotice(b, d.now, cancelNoticeHours);
      return [{ type: 'BookingCancelled', data: { bookingId: b.id, reason, lateCancellation: late, ...base } }];
    }
    case 'RecordOutcome': {
      const b = checkTransition(state, d.by, command.data.status);
      if (d.now < b.start) {
        throw new DomainError('TOO_EARLY', `A booking can be marked ${command.data.status} only after it starts`, { start: b.start });
      }
      return [{ type: 'BookingOutcomeRecorded', data: { bookingId: b.id, status: command.data.status, notes: command.data.notes, ...base } }];
    }
    case 'ReviewBooking': {
      if (state.status !== 'exists') throw notFound();
      const b = state.booking;
      const who = relationOf(b, d.by);
      if (who === 'other') throw notFound();
      if (who !== 'user') throw new DomainError('FORBIDDEN', 'Only the person who booked may review it');
      if (b.review) throw new DomainError('ALREADY_REVIEWED', 'This booking has already been reviewed');
      if (b.status !== 'completed') throw new DomainError('NOT_COMPLETED', 'A booking can be reviewed once it is completed', { status: b.status });
      const { rating, comment } = command.data;
      return [{ type: 'BookingReviewed', data: { bookingId: b.id, expertId: b.expertId, rating, comment, ...base } }];
    }
  }
}

export const bookingDecider: Decider<BookingState, BookingCommand, BookingEvent> = { initialState, evolve, decide };
