import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { bookingAnswerSchema, bookingListSchema, daySlotsSchema, meetingSchema, moveSlotsSchema } from '../../../contracts/bookings.ts';
import * as req from '../../requests/bookings.ts';

const id = { id: z.uuid() };
/** The same Idempotency-Key sent with another body (issue 18). */
const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
/** A booking the process is still making, or could not make (issue 18). */
const pendingAnswer = z.looseObject({
  success: z.boolean(),
  booking: z.looseObject({ id: z.string(), status: z.enum(['pending', 'rejected']), code: z.string().optional(), error: z.string().optional() }),
});

export const bookingsOps = {
  'GET /api/bookings/available-slots': {
    summary: 'The Riyadh days of a range (at most 42) that have free consultation times, for the booking calendar (public)',
    query: req.freeDaysQuery,
    ok: { 200: z.looseObject({ from: z.string(), to: z.string(), timeZone: z.string(), days: z.array(z.looseObject({ date: z.string(), times: z.number() })) }) },
  },
  'GET /api/bookings/available-slots/{ref}': {
    summary: 'Free consultation slots: of one Riyadh day (a YYYY-MM-DD date, public), or where a booking can move (a booking id, signed in)',
    auth: 'bearer?',
    query: req.slotsQuery.extend(req.moveSlotsQuery.shape),
    ok: { 200: z.union([daySlotsSchema, moveSlotsSchema]) },
    errors: ['NOT_FOUND'],
  },
  'POST /api/bookings': {
    summary: 'Book a consultation (auto-assigns the least busy expert of the topic unless one is named)',
    auth: 'bearer',
    body: req.newBooking,
    description: 'Send an Idempotency-Key header to make retries safe. 202 with a Location when the booking process has not finished within the wait.',
    ok: { 201: bookingAnswerSchema, 202: pendingAnswer },
    errors: ['ONBOARDING_REQUIRED', 'EXPERT_UNAVAILABLE', 'SLOT_TAKEN', 'SLOT_UNAVAILABLE', 'QUOTA_EXCEEDED', 'TIER_REQUIRED', 'BOOKING_EXPIRED', KEY_REUSED],
    limited: true,
  },
  'GET /api/bookings': { summary: "The caller's bookings (a customer's own, an expert's assigned, all for an admin)", auth: 'bearer', query: req.bookingListQuery, ok: { 200: bookingListSchema } },
  'GET /api/bookings/{id}': {
    summary: 'One booking; one the booking process has not confirmed yet is `pending`, or `rejected` with its refusal',
    auth: 'bearer',
    params: id,
    ok: { 200: z.union([bookingAnswerSchema, pendingAnswer]) },
    errors: ['NOT_FOUND'],
  },
  'PUT /api/bookings/{id}': {
    summary: 'Move a booking to another free slot',
    auth: 'bearer',
    params: id,
    body: req.moveBookingBody,
    ok: { 200: bookingAnswerSchema },
    errors: ['NOT_FOUND', 'SLOT_TAKEN', 'SLOT_UNAVAILABLE', 'INVALID_TRANSITION', 'TOO_EARLY', 'FORBIDDEN', KEY_REUSED],
  },
  'POST /api/bookings/{id}/cancel': { summary: 'Cancel a booking, with a reason', auth: 'bearer', params: id, body: req.reasonBody, ok: { 200: bookingAnswerSchema }, errors: ['NOT_FOUND', 'INVALID_TRANSITION', 'FORBIDDEN', KEY_REUSED] },
  'POST /api/bookings/{id}/request-reschedule': {
    summary: 'Ask the customer to pick another time (the expert or an admin)',
    auth: 'bearer',
    params: id,
    body: req.reasonBody,
    ok: { 200: bookingAnswerSchema },
    errors: ['NOT_FOUND', 'INVALID_TRANSITION', 'FORBIDDEN'],
  },
  'POST /api/bookings/{id}/outcome': {
    summary: 'Record how a consultation went (completed or a no-show)',
    auth: 'bearer',
    params: id,
    body: req.outcomeBody,
    ok: { 200: bookingAnswerSchema },
    errors: ['NOT_FOUND', 'INVALID_TRANSITION', 'TOO_EARLY', 'FORBIDDEN'],
  },
  'POST /api/bookings/{id}/review': {
    summary: 'Rate a completed consultation',
    auth: 'bearer',
    params: id,
    body: req.reviewBody,
    ok: { 201: bookingAnswerSchema },
    errors: ['NOT_FOUND', 'NOT_COMPLETED', 'ALREADY_REVIEWED', 'FORBIDDEN', KEY_REUSED],
  },
  'GET /api/bookings/{id}/meeting': { summary: "The booking's video room, from 10 minutes before its start", auth: 'bearer', params: id, ok: { 200: meetingSchema }, errors: ['NOT_FOUND', 'MEETING_NOT_OPEN'] },
  'PUT /api/admin/bookings/{id}/status': {
    summary: "Set a booking's status (back office)",
    auth: 'bearer:admin',
    params: id,
    body: req.adminBookingStatusBody,
    ok: { 200: bookingAnswerSchema },
    errors: ['NOT_FOUND', 'INVALID_TRANSITION'],
  },
  'GET /api/admin/bookings': { summary: 'Every booking, filtered (back office)', auth: 'bearer:admin', query: req.bookingListQuery, ok: { 200: bookingListSchema } },
} satisfies Operations;
