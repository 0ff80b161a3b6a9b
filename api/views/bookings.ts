import type { Request } from 'express';
import type { AppContext } from '../context.ts';
import { principal } from '../http/guards.ts';
import { HttpError } from '../http/errors.ts';
import { roomName, type BookingActor } from '../../domain/consultations/booking.ts';
import { relationOf } from '../../domain/consultations/bookingLogic.ts';
import { getBookingDoc, type BookingDoc } from '../../projections/queries/bookings.ts';
import { bookingConversationId } from '../../commands/conversations/conversations.ts';
import { loadBooking } from '../../commands/consultations/bookings.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { getUserView } from '../../projections/queries/users.ts';
import { getCompanyName } from '../../projections/queries/businessProfiles.ts';

/**
 * Who booked: the expert prepares with it (issue 17). Only the booking's parties and admins ever get
 * a booking view (visibleBooking, the list filters, the feed's audience), and the user sees only
 * themself; the email is the back office's alone.
 */
export type BookingClient = { name: string | null; company: string | null; email?: string };

/** A booking as the API answers it (issue 9); its chat's id derives from its own (no lookup). */
export function bookingView(doc: BookingDoc, client: BookingClient | null = null) {
  const room = roomName(doc._id);
  return {
    id: doc._id,
    userId: doc.userId,
    expertId: doc.expertId,
    expert: { displayName: doc.expertName },
    topic: doc.topic,
    duration: doc.duration,
    start: doc.start,
    end: doc.end,
    status: doc.status,
    lateCancellation: doc.lateCancellation,
    answers: doc.answers,
    notes: doc.notes,
    meeting: { roomName: room, meetingCode: room },
    conversationId: bookingConversationId(doc._id),
    review: doc.review,
    client,
    // The reason given with the latest change: the user's reschedule page shows the expert's reason.
    statusNote: doc.statusNote,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

async function clientOf(store: ReadStore, userId: string, withEmail: boolean): Promise<BookingClient> {
  const [user, company] = await Promise.all([getUserView(store, userId), getCompanyName(store, userId)]);
  const name = user ? user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || null : null;
  return withEmail ? { name, company, email: user?.email ?? '' } : { name, company };
}

/** Booking views with their clients, each client read once however many of its bookings are listed. */
export async function bookingViews(store: ReadStore, docs: readonly BookingDoc[], options: { admin?: boolean } = {}) {
  const ids = [...new Set(docs.map((d) => d.userId))];
  const clients = new Map(await Promise.all(ids.map(async (id) => [id, await clientOf(store, id, options.admin === true)] as const)));
  return docs.map((doc) => bookingView(doc, clients.get(doc.userId) ?? null));
}

export const bookingViewOf = async (store: ReadStore, doc: BookingDoc, options: { admin?: boolean } = {}) => (await bookingViews(store, [doc], options))[0]!;

export function actorOfRequest(req: Request): BookingActor {
  const who = principal(req);
  // Analysts and editors have no part in bookings: they act as plain users, who see only their own.
  return { id: who.sub, role: who.role === 'analyst' || who.role === 'editor' ? 'user' : who.role };
}

/**
 * A booking the process has not confirmed (yet), from its stream: `pending` while it works, or
 * `rejected` with the refusal's code and message. Null when there is none the caller may see.
 */
export async function pendingBooking(ctx: AppContext, req: Request, id: string) {
  const state = await loadBooking(ctx.events, id);
  // Confirmed but not yet in the read model: still pending to the reader, never a 404.
  const r = state.status === 'none' ? undefined : state.request;
  if (!r) return null;
  const who = actorOfRequest(req);
  if (who.id !== r.userId && who.role !== 'admin') return null;
  const base = { id, userId: r.userId, topic: r.topic, duration: r.duration, start: r.start, createdAt: r.requestedAt };
  return state.status === 'rejected'
    ? { ...base, status: 'rejected' as const, code: state.rejection.code, error: state.rejection.message }
    : { ...base, status: 'pending' as const };
}

/** The booking if the caller is its user, its expert or an admin; 404 for anyone else, so ids cannot be probed. */
export async function visibleBooking(ctx: AppContext, req: Request, id: string): Promise<BookingDoc> {
  const doc = await getBookingDoc(ctx.readStore, id);
  if (!doc || relationOf(doc, actorOfRequest(req)) === 'other') throw new HttpError('NOT_FOUND', 'Booking not found');
  return doc;
}
