import type { DomainEvent } from '../shared/decider.ts';
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

export type BookingConfirmed = DomainEvent<'BookingConfirmed', Base & BookingFields>;
export type BookingRescheduleRequested = DomainEvent<'BookingRescheduleRequested', Base & { reason: string }>;
/** `notes`: what an admin wrote when confirming the booking again (PUT /admin/bookings/{id}/status). */
export type BookingRescheduled = DomainEvent<'BookingRescheduled', Base & { start: string; end: string; previousStart: string; notes?: string }>;
export type BookingCancelled = DomainEvent<'BookingCancelled', Base & { reason: string; lateCancellation: boolean }>;
export type BookingOutcomeRecorded = DomainEvent<'BookingOutcomeRecorded', Base & { status: Outcome; notes: string | null }>;
export type BookingReviewed = DomainEvent<'BookingReviewed', Base & { expertId: string; rating: number; comment: string | null }>;

export type BookingEvent =
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

export type BookingState = { status: 'none' } | { status: 'exists'; booking: Booking };

export const initialState = (): BookingState => ({ status: 'none' });

export function evolve(state: BookingState, event: BookingEvent): BookingState {
  if (event.type === 'BookingConfirmed') {
    const { bookingId, by: _by, at, ...d } = event.data;
    return {
      status: 'exists',
      booking: { ...d, id: bookingId, status: 'confirmed', lateCancellation: false, review: null, createdAt: at, updatedAt: at },
    };
  }
  if (state.status !== 'exists') return state;
  const b = { ...state.booking, updatedAt: event.data.at };
  switch (event.type) {
    case 'BookingRescheduleRequested':
      return { status: 'exists', booking: { ...b, status: 'reschedule_requested' } };
    case 'BookingRescheduled':
      return { status: 'exists', booking: { ...b, status: 'confirmed', start: event.data.start, end: event.data.end } };
    case 'BookingCancelled':
      return { status: 'exists', booking: { ...b, status: 'cancelled', lateCancellation: event.data.lateCancellation } };
    case 'BookingOutcomeRecorded':
      return { status: 'exists', booking: { ...b, status: event.data.status } };
    case 'BookingReviewed':
      return { status: 'exists', booking: { ...b, review: { rating: event.data.rating, comment: event.data.comment, createdAt: event.data.at } } };
  }
}

export const bookingStream = (bookingId: string): string => `booking-${bookingId}`;

/** The meeting room of a booking: the product's one-word name as prefix (spec sections 5 and 9). */
export const MEETING_PREFIX = 'bawaba';
export const roomName = (bookingId: string): string => `${MEETING_PREFIX}${bookingId}`;
export const isMeetingCode = (code: string): boolean => code.startsWith(MEETING_PREFIX) && code.length > MEETING_PREFIX.length;
