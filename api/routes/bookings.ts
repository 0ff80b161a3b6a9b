import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import { byUser, type RateLimiterFactory } from '../http/rateLimit.ts';
import { body, query } from '../http/validate.ts';
import { adminBookingStatusBody, bookingListQuery, moveBookingBody, moveSlotsQuery, newBooking, outcomeBody, reasonBody, reviewBody, slotsQuery } from '../requests/bookings.ts';
import { actorOfRequest, bookingView, bookingViewOf, bookingViews, visibleBooking } from './bookingViews.ts';
import { ensureBookingChat, openBookingChat } from './bookingChat.ts';
import { vaultOf } from './authKit.ts';
import {
  bookConsultation,
  cancelBooking,
  moveBooking,
  recordOutcome,
  requestReschedule,
  reviewBooking,
  setStatusAsAdmin,
  type BookingDeps,
} from '../../commands/consultations/bookings.ts';
import { freeSlots, isDate, meetingOpen, meetingWindow, platformDay, PLATFORM_TIME_ZONE, type Span } from '../../domain/consultations/slots.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { busySpans, findBookings, getBookingDoc, type BookingFilter } from '../../projections/queries/bookings.ts';
import { listExperts, profileOf } from '../../projections/queries/experts.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import type { Request } from 'express';

const uuid = z.uuid();
/** A malformed id is just an id that does not exist: 404, like someone else's. */
function bookingId(req: Request): string {
  const id = uuid.safeParse(req.params.id);
  if (!id.success) throw new HttpError('NOT_FOUND', 'Booking not found');
  return id.data;
}
/** How far ahead the move slots of a booking look when no day is asked for. */
const MOVE_DAYS = 14;

const iso = (ms: number) => new Date(ms).toISOString();

export function bookingsRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const signedIn = authorize(ctx.jwtSecret);
  // Each attempt reads slots and may append; a person books a few times, a script would flood the log.
  const bookingTries = limit({ name: 'booking-user', windowMs: 10 * 60_000, limit: 20, key: byUser });
  const admin = authorize(ctx.jwtSecret, 'admin');
  const deps = (req: Request): BookingDeps => ({ now: ctx.now, context: commandContext(req), cancelNoticeHours: ctx.config.BOOKING_CANCEL_NOTICE_HOURS, vault: vaultOf(ctx) });
  const answer = async (req: Request, id: string, position: Parameters<typeof waitForProjection>[1]) => {
    await waitForProjection(ctx, position, ['bookings']);
    return { success: true, booking: await bookingViewOf(ctx.readStore, await visibleBooking(ctx, req, id)) };
  };

  async function slotsFor(expertIds: string[] | undefined, topicId: string | undefined, range: Span, minutes: number, except?: string) {
    const experts = (await listExperts(ctx.readStore, { topic: topicId })).filter((e) => !expertIds || expertIds.includes(e._id));
    const now = ctx.now().getTime();
    const slots = await Promise.all(
      experts.map(async (e) => {
        const busy = await busySpans(ctx.readStore, e._id, range, except);
        return freeSlots(profileOf(e), range, minutes, now, busy).map((s) => ({ start: iso(s.start), end: iso(s.end), expertId: e._id }));
      }),
    );
    return slots.flat().sort((a, b) => a.start.localeCompare(b.start) || a.expertId.localeCompare(b.expertId));
  }

  // A date is public (visitors browse before signing up); a booking id asks where that booking can move.
  router.get('/bookings/available-slots/:ref', async (req, res, next) => {
    const date = req.params.ref;
    if (!isDate(date)) return next('route');
    const q = query(req, slotsQuery);
    const slots = await slotsFor(q.expertId ? [q.expertId] : undefined, q.topic, platformDay(date), q.duration);
    res.json({ date, timeZone: PLATFORM_TIME_ZONE, slots });
  });

  router.get('/bookings/available-slots/:id', signedIn, async (req, res) => {
    const id = bookingId(req);
    const booking = await visibleBooking(ctx, req, id);
    const { date } = query(req, moveSlotsQuery);
    const now = ctx.now().getTime();
    const range = date ? platformDay(date) : { start: now, end: now + MOVE_DAYS * 86_400_000 };
    const slots = (await slotsFor([booking.expertId], undefined, range, booking.duration, id)).filter((s) => s.start !== booking.start);
    res.json({ bookingId: id, timeZone: PLATFORM_TIME_ZONE, slots });
  });

  router.post('/bookings', signedIn, bookingTries, async (req, res) => {
    const input = body(req, newBooking);
    const userId = principal(req).sub;
    if (!(await getBusinessProfile(ctx.readStore, userId))) {
      throw new HttpError('ONBOARDING_REQUIRED', 'Complete your business profile before booking a consultation');
    }
    const { tier } = await getSubscription(ctx.readStore, userId);
    const day = { start: Date.parse(input.start) - 86_400_000, end: Date.parse(input.start) + 86_400_000 };
    // Auto-assignment: the experts with the topic, least busy around that day first.
    const candidates = input.expertId
      ? [input.expertId]
      : (
          await Promise.all(
            (await listExperts(ctx.readStore, { topic: input.topic })).map(async (e) => ({ id: e._id, load: (await busySpans(ctx.readStore, e._id, day)).length })),
          )
        )
          .sort((a, b) => a.load - b.load || a.id.localeCompare(b.id))
          .map((e) => e.id);
    if (candidates.length === 0) throw new HttpError('EXPERT_UNAVAILABLE', 'No expert offers consultations on this topic yet', { topic: input.topic });
    const bookingId = randomUUID();
    const { duration: minutes, start, topic: topicId, answers, notes } = input;
    const result = await bookConsultation(
      ctx.events,
      { bookingId, userId, tier, topic: topicId, duration: minutes, start, answers, notes: notes ?? null, expertIds: candidates },
      deps(req),
    );
    const made = await answer(req, bookingId, result.position);
    await openBookingChat(ctx, req, { _id: bookingId, userId, expertId: made.booking.expertId, expertName: made.booking.expert.displayName, topic: topicId });
    res.status(201).json(made);
  });

  router.get('/bookings', signedIn, async (req, res) => {
    const q = query(req, bookingListQuery);
    const who = actorOfRequest(req);
    const mine: BookingFilter = who.role === 'admin' ? { expertId: q.expertId } : who.role === 'expert' ? { expertId: who.id } : { userId: who.id };
    const { docs, total } = await findBookings(ctx.readStore, { ...mine, status: q.status, from: q.from, to: q.to }, q);
    res.json({ success: true, bookings: await bookingViews(ctx.readStore, docs), page: q.page, limit: q.limit, total });
  });

  router.get('/bookings/:id', signedIn, async (req, res) => {
    const id = bookingId(req);
    const doc = await visibleBooking(ctx, req, id);
    await ensureBookingChat(ctx, req, doc);
    res.json({ success: true, booking: await bookingViewOf(ctx.readStore, doc) });
  });

  router.put('/bookings/:id', signedIn, async (req, res) => {
    const id = bookingId(req);
    const { start } = body(req, moveBookingBody);
    await visibleBooking(ctx, req, id);
    const result = await moveBooking(ctx.events, id, start, deps(req));
    res.json(await answer(req, id, result.position));
  });

  router.post('/bookings/:id/cancel', signedIn, async (req, res) => {
    const id = bookingId(req);
    const input = body(req, reasonBody);
    await visibleBooking(ctx, req, id);
    const result = await cancelBooking(ctx.events, id, input.reason, deps(req));
    res.json(await answer(req, id, result.position));
  });

  router.post('/bookings/:id/request-reschedule', signedIn, async (req, res) => {
    const id = bookingId(req);
    const input = body(req, reasonBody);
    await visibleBooking(ctx, req, id);
    const result = await requestReschedule(ctx.events, id, input.reason, deps(req));
    res.json(await answer(req, id, result.position));
  });

  router.post('/bookings/:id/outcome', signedIn, async (req, res) => {
    const id = bookingId(req);
    const input = body(req, outcomeBody);
    await visibleBooking(ctx, req, id);
    const result = await recordOutcome(ctx.events, id, input.status, input.notes ?? null, deps(req));
    res.json(await answer(req, id, result.position));
  });

  router.post('/bookings/:id/review', signedIn, async (req, res) => {
    const id = bookingId(req);
    const input = body(req, reviewBody);
    await visibleBooking(ctx, req, id);
    const result = await reviewBooking(ctx.events, id, input.rating, input.comment || null, deps(req));
    res.status(201).json(await answer(req, id, result.position));
  });

  router.get('/bookings/:id/meeting', signedIn, async (req, res) => {
    const id = bookingId(req);
    const booking = await visibleBooking(ctx, req, id);
    const span = { start: Date.parse(booking.start), end: Date.parse(booking.end) };
    const { opensAt, closesAt } = meetingWindow(span);
    const live = booking.status !== 'cancelled' && booking.status !== 'reschedule_requested';
    if (!live || !meetingOpen(span, ctx.now().getTime())) {
      throw new HttpError('MEETING_NOT_OPEN', live ? 'The meeting room opens 10 minutes before the start.' : `This booking is ${booking.status}.`, {
        opensAt: iso(opensAt),
        closesAt: iso(closesAt),
        status: booking.status,
      });
    }
    const domain = ctx.config.JITSI_DOMAIN;
    const room = bookingView(booking).meeting.roomName;
    const meetingUrl = `https://${domain}/${room}`;
    res.json({ success: true, meetingUrl, embedUrl: `${meetingUrl}#config.prejoinConfig.enabled=false`, meetingCode: room, domain, roomName: room });
  });

  router.put('/admin/bookings/:id/status', admin, async (req, res) => {
    const id = bookingId(req);
    const input = body(req, adminBookingStatusBody);
    if (!(await getBookingDoc(ctx.readStore, id))) throw new HttpError('NOT_FOUND', 'Booking not found');
    const result = await setStatusAsAdmin(ctx.events, id, input.status, input.notes, deps(req));
    await waitForProjection(ctx, result.position, ['bookings']);
    res.json({ success: true, booking: await bookingViewOf(ctx.readStore, (await getBookingDoc(ctx.readStore, id))!, { admin: true }) });
  });

  router.get('/admin/bookings', admin, async (req, res) => {
    const q = query(req, bookingListQuery);
    const { docs, total } = await findBookings(ctx.readStore, { userId: q.userId, expertId: q.expertId, status: q.status, from: q.from, to: q.to }, q);
    res.json({ success: true, bookings: await bookingViews(ctx.readStore, docs, { admin: true }), page: q.page, limit: q.limit, total });
  });

  return router;
}
