import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { Booking, BookingEvent } from '../domain/consultations/booking.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

export const BOOKINGS = 'bookings';

/** The booking as its stream last said, plus the latest reason or note given with a status change. */
export type BookingDoc = Doc &
  Omit<Booking, 'id'> & {
    statusNote: string | null;
    /** Revision of the last booking-stream event applied. */
    _rev: number;
  };

export const BOOKING_EVENT_TYPES: ReadonlySet<string> = new Set<Projected['type']>([
  'BookingConfirmed',
  'BookingRescheduleRequested',
  'BookingRescheduled',
  'BookingCancelled',
  'BookingOutcomeRecorded',
  'BookingReviewed',
]);

/** Requests and refusals are the booking process's business; the read model holds bookings. */
type Projected = Exclude<BookingEvent, { type: 'BookingRequested' | 'BookingRejected' }>;

function fieldsOf(event: Projected): Record<string, unknown> {
  const at = event.data.at;
  switch (event.type) {
    case 'BookingConfirmed': {
      const { bookingId: _id, by: _by, at: _at, ...fields } = event.data;
      return { ...fields, status: 'confirmed', lateCancellation: false, review: null, statusNote: null, createdAt: at, updatedAt: at };
    }
    case 'BookingRescheduleRequested':
      return { status: 'reschedule_requested', statusNote: event.data.reason, updatedAt: at };
    case 'BookingRescheduled':
      return { status: 'confirmed', start: event.data.start, end: event.data.end, statusNote: null, updatedAt: at };
    case 'BookingCancelled':
      return { status: 'cancelled', lateCancellation: event.data.lateCancellation, statusNote: event.data.reason, updatedAt: at };
    case 'BookingOutcomeRecorded':
      return { status: event.data.status, statusNote: event.data.notes, updatedAt: at };
    case 'BookingReviewed':
      return { review: { rating: event.data.rating, comment: event.data.comment, createdAt: at }, updatedAt: at };
  }
}

export const bookingsProjection: Projection = {
  name: 'bookings',
  version: 1,
  collections: [BOOKINGS],
  eventTypes: BOOKING_EVENT_TYPES,
  async setup(store) {
    const bookings = store.collection(BOOKINGS);
    await bookings.createIndex({ userId: 1, start: 1 });
    await bookings.createIndex({ expertId: 1, start: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<Projected>(recorded);
    await setGuarded(store.collection<BookingDoc>(BOOKINGS), event.data.bookingId, recorded.revision, fieldsOf(event));
  },
};
