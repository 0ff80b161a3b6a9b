import type { ReadStore } from '../../infra/readstore/port.ts';
import { openWith, personKey, sealedOwner, type PersonKey } from '../../infra/security/personalData.ts';
import type { BookingStatus } from '../../domain/consultations/booking.ts';
import type { Span } from '../../domain/consultations/slots.ts';
import { BOOKINGS, BOOKING_EVENT_TYPES, bookingsProjection, type BookingDoc } from '../bookings.ts';

export type { BookingDoc };
/** The projection's name (the live feed waits for it) and the events that change a booking. */
export const BOOKINGS_READ_MODEL = bookingsProjection.name;
export { BOOKING_EVENT_TYPES };

/** Statuses that keep the expert's time taken. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ['confirmed', 'reschedule_requested'];

/**
 * Opens the sealed text of booking documents: each owner's key is read once per call (a page of a
 * user's bookings is one key read, an expert's page one per customer), never per field.
 */
function opener(store: ReadStore) {
  const keys = new Map<string, Promise<PersonKey>>();
  const open = async (value: string): Promise<string> => {
    const owner = sealedOwner(value);
    if (!owner) return value;
    let key = keys.get(owner);
    if (!key) keys.set(owner, (key = personKey(store, owner)));
    return openWith(await key, value);
  };
  const openNullable = (value: string | null) => (value === null ? null : open(value));
  return async (doc: BookingDoc): Promise<BookingDoc> => ({
    ...doc,
    expertName: await open(doc.expertName),
    answers: Object.fromEntries(await Promise.all(Object.entries(doc.answers).map(async ([k, v]) => [k, await open(v)] as const))),
    notes: await openNullable(doc.notes),
    statusNote: await openNullable(doc.statusNote),
    review: doc.review && { ...doc.review, comment: await openNullable(doc.review.comment) },
  });
}

/** The booking with its text opened, or null. */
export async function getBookingDoc(store: ReadStore, id: string): Promise<BookingDoc | null> {
  const doc = await store.collection<BookingDoc>(BOOKINGS).findOne({ _id: id });
  return doc && opener(store)(doc);
}

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
  return { docs: await Promise.all(docs.map(opener(store))), total };
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
