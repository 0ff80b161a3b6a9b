import type { ReadStore } from '../../infra/readstore/port.ts';
import type { BookingStatus } from '../../domain/consultations/booking.ts';
import type { Span } from '../../domain/consultations/slots.ts';
import { BOOKINGS, BOOKING_EVENT_TYPES, bookingsProjection, type BookingDoc } from '../bookings.ts';

export type { BookingDoc };
/** The projection's name (the live feed waits for it) and the events that change a booking. */
export const BOOKINGS_READ_MODEL = bookingsProjection.name;
export { BOOKING_EVENT_TYPES };

/** Statuses that keep the expert's time taken. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ['confirmed', 'reschedule_requested'];

export const getBookingDoc = (store: ReadStore, id: string): Promise<BookingDoc | null> => store.collection<BookingDoc>(BOOKINGS).findOne({ _id: id });

export type BookingFilter = { userId?: string; expertId?: string; status?: BookingStatus; from?: string; to?: string };

export async function findBookings(store: ReadStore, filter: BookingFilter, page: { page: number; limit: number }) {
  const query: Record<string, unknown> = {};
  if (filter.userId) query.userId = filter.userId;
  if (filter.expertId) query.expertId = filter.expertId;
  if (filter.status) query.status = filter.status;
  if (filter.from || filter.to) query.start = { ...(filter.from && { $gte: filter.from }), ...(filter.to && { $lt: filter.to }) };
  const bookings = store.collection<BookingDoc>(BOOKINGS);
  const [docs, total] = await Promise.all([
    bookings.find(query, { sort: { start: 1, _id: 1 }, skip: (page.page - 1) * page.limit, limit: page.limit }),
    bookings.countDocuments(query),
  ]);
  return { docs, total };
}

/** The expert's taken times near `range` (a day either side, for buffers), other than `except`. */
export async function busySpans(store: ReadStore, expertId: string, range: Span, except?: string): Promise<Span[]> {
  const day = 86_400_000;
  const docs = await store.collection<BookingDoc>(BOOKINGS).find({
    expertId,
    status: { $in: [...ACTIVE_STATUSES] },
    start: { $gte: new Date(range.start - day).toISOString(), $lt: new Date(range.end + day).toISOString() },
  });
  return docs.filter((d) => d._id !== except).map((d) => ({ start: Date.parse(d.start), end: Date.parse(d.end) }));
}

/** Confirmed bookings starting in [from, to), soonest first (the reminder scheduler's look ahead). */
export async function confirmedStarting(store: ReadStore, from: string, to: string): Promise<{ id: string; start: string }[]> {
  const docs = await store.collection<BookingDoc>(BOOKINGS).find({ status: 'confirmed', start: { $gte: from, $lt: to } }, { sort: { start: 1 } });
  return docs.map((d) => ({ id: d._id, start: d.start }));
}
