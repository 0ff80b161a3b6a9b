import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import type { Booking, BookingEvent } from '../domain/consultations/booking.ts';
import type { PersonalDataErased } from '../domain/users/user.ts';
import { ERASED } from '../infra/security/personalData.ts';
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

/**
 * Answers, notes, reasons, the review's comment and the expert's name stay sealed here as in the
 * log; the queries open them (projections/queries/bookings.ts). Erasing a booking's user blanks its
 * text, and erasing its expert the expert's name: sealed values are unreadable anyway, but events
 * from before sealing hold them in plaintext. Version 2 rebuilds read models built before that.
 */
async function erase(store: ReadStore, userId: string) {
  const bookings = store.collection<BookingDoc>(BOOKINGS);
  for (const doc of await bookings.find({ userId })) {
    const review = doc.review && { ...doc.review, comment: doc.review.comment === null ? null : ERASED };
    const answers = Object.fromEntries(Object.keys(doc.answers).map((k) => [k, ERASED]));
    const text = (value: string | null) => (value === null ? null : ERASED);
    await bookings.updateOne({ _id: doc._id }, { $set: { answers, notes: text(doc.notes), statusNote: text(doc.statusNote), review } });
  }
  for (const doc of await bookings.find({ expertId: userId })) await bookings.updateOne({ _id: doc._id }, { $set: { expertName: ERASED } });
}

export const bookingsProjection: Projection = {
  name: 'bookings',
  version: 2,
  collections: [BOOKINGS],
  eventTypes: new Set([...BOOKING_EVENT_TYPES, 'PersonalDataErased']),
  async setup(store) {
    const bookings = store.collection(BOOKINGS);
    await bookings.createIndex({ userId: 1, start: 1 });
    await bookings.createIndex({ expertId: 1, start: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = projected<Projected | PersonalDataErased>(recorded);
    if (event.type === 'PersonalDataErased') return erase(store, event.data.userId);
    await setGuarded(store.collection<BookingDoc>(BOOKINGS), event.data.bookingId, recorded.revision, fieldsOf(event));
  },
};
