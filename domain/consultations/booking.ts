import type { DomainEvent } from '../shared/decider.ts';
import type { TierId } from '../subscriptions/tiers.ts';
import type { TopicId } from './topics.ts';

/** Statuses of a booking; the transitions between them are in bookingLogic.ts. */
export const BOOKING_STATUSES = ['confirmed', 'reschedule_requested', 'cancelled', 'completed', 'no_show_user', 'no_show_expert'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const OUTCOMES = ['completed', 'no_show_user', 'no_show_expert'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Who caused a change, from the verified token; kept in every booking event. */
export type BookingActor = { id: string; role: 'user' | 'expert' | 'admin' };

export type Review = { rating: number; comment: string | null; createdAt: string };

type Base = { bookingId: string; by: BookingActor; at: string };

/** What the user chose when booking; fixed for the booking's life except start and end. */
export type BookingFields = {
  userId: string;
  expertId: string;
  expertName: string;
  topic: TopicId;
  duration: number;
  start: string;
  end: string;
  answers: Record<string, string>;
  notes: string | null;
  /** The UTC month ('YYYY-MM') whose consultation allowance this booking used. */
  allowanceMonth: string;
};

/**
 * What a person asked for (POST /bookings), before the booking process has used the allowance and
 * held a slot. The booking id derives from the user and the request's idempotency key, and
 * `requestHash` from its body, so a retried request finds its booking and a different one is refused.
 */
export type BookingRequestFields = {
  userId: string;
  /** The named expert, or every expert with the topic in the order to try (auto-assignment). */
  expertIds: string[];
  tier: TierId;
  topic: TopicId;
  duration: number;
  start: string;
  answers: Record<string, string>;
  notes: string | null;
  requestHash: string;
};
export type BookingRequested = DomainEvent<'BookingRequested', Base & BookingRequestFields>;
/** The process could not book: `code` and `message` are the refusal the requester is answered with. */
export type BookingRejected = DomainEvent<'BookingRejected', Base & { code: string; message: string; details: Record<string, unknown> }>;
export type BookingConfirmed = DomainEvent<'BookingConfirmed', Base & BookingFields>;
export type BookingRescheduleRequested = DomainEvent<'BookingRescheduleRequested', Base & { reason: string }>;
/** `notes`: what an admin wrote when confirming the booking again (PUT /admin/bookings/{id}/status). */
export type BookingRescheduled = DomainEvent<'BookingRescheduled', Base & { start: string; end: string; previousStart: string; notes?: string }>;
export type BookingCancelled = DomainEvent<'BookingCancelled', Base & { reason: string; lateCancellation: boolean }>;
export type BookingOutcomeRecorded = DomainEvent<'BookingOutcomeRecorded', Base & { status: Outcome; notes: string | null }>;
export type BookingReviewed = DomainEvent<'BookingReviewed', Base & { expertId: string; rating: number; comment: string | null }>;

export type BookingEvent =
  | BookingRequested
  | BookingRejected
  | BookingConfirmed
  | BookingRescheduleRequested
  | BookingRescheduled
  | BookingCancelled
  | BookingOutcomeRecorded
  | BookingReviewed;

export type Booking = BookingFields & {
  id: string;
  status: BookingStatus;
  lateCancellation: boolean;
  review: Review | null;
  createdAt: string;
  updatedAt: string;
};

export type BookingRequest = BookingRequestFields & { id: string; by: BookingActor; requestedAt: string };
export type Rejection = { code: string; message: string; details: Record<string, unknown> };

/** `requested`: waiting for the booking process; `rejected`: it could not book. Neither is a booking yet. */
export type BookingState =
  | { status: 'none' }
  | { status: 'requested'; request: BookingRequest }
  | { status: 'rejected'; request: BookingRequest; rejection: Rejection }
  | { status: 'exists'; booking: Booking; request?: BookingRequest };

export const initialState = (): BookingState => ({ status: 'none' });

export function evolve(state: BookingState, event: BookingEvent): BookingState {
  if (event.type === 'BookingRequested') {
    const { bookingId, by, at, ...d } = event.data;
    return { status: 'requested', request: { ...d, id: bookingId, by, requestedAt: at } };
  }
  if (event.type === 'BookingRejected') {
    if (state.status !== 'requested') return state;
    const { code, message, details } = event.data;
    return { status: 'rejected', request: state.request, rejection: { code, message, details } };
  }
  if (event.type === 'BookingConfirmed') {
    const { bookingId, by: _by, at, ...d } = event.data;
    const request = state.status === 'requested' ? { request: state.request } : {};
    return {
      status: 'exists',
      booking: { ...d, id: bookingId, status: 'confirmed', lateCancellation: false, review: null, createdAt: at, updatedAt: at },
      ...request,
    };
  }
  if (state.status !== 'exists') return state;
  const b = { ...state.booking, updatedAt: event.data.at };
  const s = (booking: Booking): BookingState => ({ ...state, booking });
  switch (event.type) {
    case 'BookingRescheduleRequested':
      return s({ ...b, status: 'reschedule_requested' });
    case 'BookingRescheduled':
      return s({ ...b, status: 'confirmed', start: event.data.start, end: event.data.end });
    case 'BookingCancelled':
      return s({ ...b, status: 'cancelled', lateCancellation: event.data.lateCancellation });
    case 'BookingOutcomeRecorded':
      return s({ ...b, status: event.data.status });
    case 'BookingReviewed':
      return s({ ...b, review: { rating: event.data.rating, comment: event.data.comment, createdAt: event.data.at } });
  }
}

export const bookingStream = (bookingId: string): string => `booking-${bookingId}`;

/** The meeting room of a booking: the product's one-word name as prefix (spec sections 5 and 9). */
export const MEETING_PREFIX = 'bawaba';
export const roomName = (bookingId: string): string => `${MEETING_PREFIX}${bookingId}`;
export const isMeetingCode = (code: string): boolean => code.startsWith(MEETING_PREFIX) && code.length > MEETING_PREFIX.length;
