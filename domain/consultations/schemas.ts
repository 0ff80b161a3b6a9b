import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import type { AllowanceReturned, AllowanceUsed } from './allowance.ts';
import {
  OUTCOMES,
  type BookingCancelled,
  type BookingConfirmed,
  type BookingRejected,
  type BookingRequested,
  type BookingOutcomeRecorded,
  type BookingRescheduled,
  type BookingRescheduleRequested,
  type BookingReviewed,
} from './booking.ts';
import type { SlotHeld, SlotReleased } from './calendar.ts';
import type { ExpertProfileUpdated } from './expertProfile.ts';
import { TOPIC_IDS } from './topics.ts';
import { TIER_IDS } from '../subscriptions/tiers.ts';

const interval = z.object({ from: z.string(), to: z.string() });
const profile = z.object({
  displayName: z.string(),
  headline: z.string(),
  bio: z.string(),
  languages: z.array(z.string()),
  topics: z.array(z.enum(TOPIC_IDS)),
  timeZone: z.string(),
  weekly: z.object({
    mon: z.array(interval),
    tue: z.array(interval),
    wed: z.array(interval),
    thu: z.array(interval),
    fri: z.array(interval),
    sat: z.array(interval),
    sun: z.array(interval),
  }),
  datesOff: z.array(z.string()),
  minNoticeHours: z.number(),
  bufferMinutes: z.number(),
  horizonDays: z.number(),
});

export const expertProfileUpdated = declareEvent<ExpertProfileUpdated>()(
  'ExpertProfileUpdated',
  z.object({ expertId: z.string(), profile, updatedAt: z.string() }),
);

const calendarRef = { expertId: z.string(), day: z.string(), bookingId: z.string() };
/** v2 (issue 18): holds are kept per booking and start and may expire; v1 holds never expire and replaced the booking's own. */
export const slotHeld = declareEvent<SlotHeld>()(
  'SlotHeld',
  z.object({ ...calendarRef, start: z.string(), end: z.string(), heldAt: z.string(), expiresAt: z.string().nullable(), replacesOwn: z.boolean() }),
  { version: 2, upcasters: { 1: (data) => ({ ...(data as object), expiresAt: null, replacesOwn: true }) } },
);
/** v2 (issue 18): names the start released; a v1 release freed every hold of the booking in the day. */
export const slotReleased = declareEvent<SlotReleased>()('SlotReleased', z.object({ ...calendarRef, start: z.string().nullable(), releasedAt: z.string() }), {
  version: 2,
  upcasters: { 1: (data) => ({ ...(data as object), start: null }) },
});

const allowanceRef = { userId: z.string(), month: z.string(), bookingId: z.string() };
export const allowanceUsed = declareEvent<AllowanceUsed>()('ConsultationAllowanceUsed', z.object({ ...allowanceRef, usedAt: z.string() }));
export const allowanceReturned = declareEvent<AllowanceReturned>()(
  'ConsultationAllowanceReturned',
  z.object({ ...allowanceRef, returnedAt: z.string() }),
);

const base = { bookingId: z.string(), by: z.object({ id: z.string(), role: z.enum(['user', 'expert', 'admin']) }), at: z.string() };

export const bookingRequested = declareEvent<BookingRequested>()(
  'BookingRequested',
  z.object({
    ...base,
    userId: z.string(),
    expertIds: z.array(z.string()),
    tier: z.enum(TIER_IDS),
    topic: z.enum(TOPIC_IDS),
    duration: z.number(),
    start: z.string(),
    answers: z.record(z.string(), z.string()),
    notes: z.string().nullable(),
    requestHash: z.string(),
  }),
);
export const bookingRejected = declareEvent<BookingRejected>()(
  'BookingRejected',
  z.object({ ...base, code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()) }),
);
export const bookingConfirmed = declareEvent<BookingConfirmed>()(
  'BookingConfirmed',
  z.object({
    ...base,
    userId: z.string(),
    expertId: z.string(),
    expertName: z.string(),
    topic: z.enum(TOPIC_IDS),
    duration: z.number(),
    start: z.string(),
    end: z.string(),
    answers: z.record(z.string(), z.string()),
    notes: z.string().nullable(),
    allowanceMonth: z.string(),
  }),
);
export const bookingRescheduleRequested = declareEvent<BookingRescheduleRequested>()(
  'BookingRescheduleRequested',
  z.object({ ...base, reason: z.string() }),
);
export const bookingRescheduled = declareEvent<BookingRescheduled>()(
  'BookingRescheduled',
  z.object({ ...base, start: z.string(), end: z.string(), previousStart: z.string(), notes: z.string().optional() }),
);
export const bookingCancelled = declareEvent<BookingCancelled>()(
  'BookingCancelled',
  z.object({ ...base, reason: z.string(), lateCancellation: z.boolean() }),
);
export const bookingOutcomeRecorded = declareEvent<BookingOutcomeRecorded>()(
  'BookingOutcomeRecorded',
  z.object({ ...base, status: z.enum(OUTCOMES), notes: z.string().nullable() }),
);
export const bookingReviewed = declareEvent<BookingReviewed>()(
  'BookingReviewed',
  z.object({ ...base, expertId: z.string(), rating: z.number(), comment: z.string().nullable() }),
);
