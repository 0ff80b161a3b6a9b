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
import { adminBookingStatusBody, bookingListQuery, freeDaysQuery, moveBookingBody, moveSlotsQuery, newBooking, outcomeBody, reasonBody, reviewBody, slotsQuery } from '../requests/bookings.ts';
import { actorOfRequest, bookingView, bookingViewOf, bookingViews, pendingBooking, visibleBooking } from '../views/bookings.ts';
import { awaitBookingOutcome } from './bookingOutcome.ts';
import { idempotencyKey, once } from '../http/idempotency.ts';
import { requestHash } from '../../commands/requestKeys.ts';
import { derivedId } from '../../commands/conversations/sealing.ts';
import {
  cancelBooking,
  requestBooking,
  moveBooking,
  recordOutcome,
  requestReschedule,
  reviewBooking,
  setStatusAsAdmin,
  type BookingDeps,
} from '../../commands/consultations/bookings.ts';
import { freeSlots, freeTimesByPlatformDay, isDate, meetingOpen, meetingWindow, platformDay, PLATFORM_TIME_ZONE, type Span } from '../../domain/consultations/slots.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { busySpans, findBookings, getBookingDoc, type BookingFilter } from '../../projections/queries/bookings.ts';
import { listExperts, profileOf } from '../../projections/queries/experts.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import type { Request, Response } from 'express';

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
  const deps = (req: Request): BookingDeps => ({ now: ctx.now, context: commandContext(req), cancelNoticeHours: ctx.config.BOOKING_CANCEL_NOTICE_HOURS, vault: ctx.vault });
  const answer = async (req: Request, id: string, position: Parameters<typeof waitForProjection>[1]) => {
    await waitForProjection(ctx, position, ['bookings']);
    return { success: true, booking: await bookingViewOf(ctx.readStore, await visibleBooking(ctx, req, id)) };
  };
  /** A keyed change of one booking (PUT, cancel, review): run once per key, answered with the booking. */
  const change = (req: Request, res: Response, input: unknown, status: number, run: (id: string) => Promise<{ position: Parameters<typeof waitForProjection>[1] }>) => {
    const id = bookingId(req);
    return once(ctx, req, res, input, async () => {
      await visibleBooking(ctx, req, id);
      return { status, bookingId: id, position: (await run(id)).position };
    }, (bid, position) => answer(req, bid, position));
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

  // The days of a range that have free times (public, like a day's slots), so a calendar marks them in one call.
  router.get('/bookings/available-slots', async (req, res) => {
    const q = query(req, freeDaysQuery);
    const range = { start: platformDay(q.from).start, end: platformDay(q.to).end };
    const slots = await slotsFor(q.expertId ? [q.expertId] : undefined, q.topic, range, q.duration);
    res.json({ from: q.from, to: q.to, timeZone: PLATFORM_TIME_ZONE, days: freeTimesByPlatformDay(slots.map((s) => Date.parse(s.start))) });
  });

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
    const key = idempotencyKey(req);
    const userId = principal(req).sub;
    if (!(await getBusinessProfile(ctx.readStore, userId))) {
      throw new HttpError('ONBOARDING_REQUIRED', 'Complete your business profile before booking a consultation');
    }
    const { tier } = await getSubscription(ctx.readStore, userId);
    const candidates = input.expertId ? [input.expertId] : await leastBusyFirst(input.topic, Date.parse(input.start));
    if (candidates.length === 0) throw new HttpError('EXPERT_UNAVAILABLE', 'No expert offers consultations on this topic yet', { topic: input.topic });
    // A retry with the request's key finds the booking the first attempt made, whatever became of it.
    const id = key ? derivedId('booking-request', userId, key) : randomUUID();
    const { duration: minutes, start, topic: topicId, answers, notes } = input;
    const request = { userId, tier, topic: topicId, duration: minutes, start, answers, notes: notes ?? null, expertIds: candidates };
    await requestBooking(ctx.events, { ...request, bookingId: id, requestHash: requestHash('POST /bookings', input) }, deps(req));
    if (await awaitBookingOutcome(ctx, res, id)) res.status(201).json(await answer(req, id, undefined));
  });

  /** Auto-assignment: the experts with the topic, least busy within a day of the start first. */
  async function leastBusyFirst(topicId: string, start: number): Promise<string[]> {
    const day = { start: start - 86_400_000, end: start + 86_400_000 };
    const experts = await listExperts(ctx.readStore, { topic: topicId });
    const loads = await Promise.all(experts.map(async (e) => ({ id: e._id, load: (await busySpans(ctx.readStore, e._id, day)).length })));
    return loads.sort((a, b) => a.load - b.load || a.id.localeCompare(b.id)).map((e) => e.id);
  }

  router.get('/bookings', signedIn, async (req, res) => {
    const q = query(req, bookingListQuery);
    const who = actorOfRequest(req);
    const mine: BookingFilter = who.role === 'admin' ? { expertId: q.expertId } : who.role === 'expert' ? { expertId: who.id } : { userId: who.id };
    const { docs, total } = await findBookings(ctx.readStore, { ...mine, status: q.status, from: q.from, to: q.to }, q);
    res.json({ success: true, bookings: await bookingViews(ctx.readStore, docs), page: q.page, limit: q.limit, total });
  });

  router.get('/bookings/:id', signedIn, async (req, res) => {
    const id = bookingId(req);
    try {
      res.json({ success: true, booking: await bookingViewOf(ctx.readStore, await visibleBooking(ctx, req, id)) });
    } catch (error) {
      // A booking still being made (POST answered 202) is answered as pending, or with its refusal.
      const pending = error instanceof HttpError && error.code === 'NOT_FOUND' ? await pendingBooking(ctx, req, id) : null;
      if (!pending) throw error;
      res.json({ success: true, booking: pending });
    }
  });

  router.put('/bookings/:id', signedIn, async (req, res) => {
    const input = body(req, moveBookingBody);
    await change(req, res, input, 200, (id) => moveBooking(ctx.events, id, input.start, deps(req)));
  });

  router.post('/bookings/:id/cancel', signedIn, async (req, res) => {
    const input = body(req, reasonBody);
    await change(req, res, input, 200, (id) => cancelBooking(ctx.events, id, input.reason, deps(req)));
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
    const input = body(req, reviewBody);
    await change(req, res, input, 201, (id) => reviewBooking(ctx.events, id, input.rating, input.comment || null, deps(req)));
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
