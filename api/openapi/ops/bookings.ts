import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { bookingAnswerSchema, bookingListSchema, daySlotsSchema, meetingSchema, moveSlotsSchema } from '../../contracts/bookings.ts';
import * as req from '../../requests/bookings.ts';

const id = { id: z.uuid() };

export const bookingsOps = {
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
    ok: { 201: bookingAnswerSchema },
    errors: ['ONBOARDING_REQUIRED', 'EXPERT_UNAVAILABLE', 'SLOT_TAKEN', 'SLOT_UNAVAILABLE', 'QUOTA_EXCEEDED', 'TIER_REQUIRED'],
    limited: true,
  },
  'GET /api/bookings': { summary: "The caller's bookings (a customer's own, an expert's assigned, all for an admin)", auth: 'bearer', query: req.bookingListQuery, ok: { 200: bookingListSchema } },
  'GET /api/bookings/{id}': { summary: 'One booking', auth: 'bearer', params: id, ok: { 200: bookingAnswerSchema }, errors: ['NOT_FOUND'] },
  'PUT /api/bookings/{id}': {
    summary: 'Move a booking to another free slot',
    auth: 'bearer',
    params: id,
    body: req.moveBookingBody,
    ok: { 200: bookingAnswerSchema },
    errors: ['NOT_FOUND', 'SLOT_TAKEN', 'SLOT_UNAVAILABLE', 'INVALID_TRANSITION', 'TOO_EARLY', 'FORBIDDEN'],
  },
  'POST /api/bookings/{id}/cancel': { summary: 'Cancel a booking, with a reason', auth: 'bearer', params: id, body: req.reasonBody, ok: { 200: bookingAnswerSchema }, errors: ['NOT_FOUND', 'INVALID_TRANSITION', 'FORBIDDEN'] },
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
    errors: ['NOT_FOUND', 'NOT_COMPLETED', 'ALREADY_REVIEWED', 'FORBIDDEN'],
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
