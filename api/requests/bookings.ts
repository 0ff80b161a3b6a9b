import { z } from 'zod';
import { BOOKING_STATUSES, OUTCOMES } from '../../domain/consultations/booking.ts';
import { DURATIONS, isDate } from '../../domain/consultations/slots.ts';
import { MAX_ANSWER_LENGTH, TOPIC_FOLLOW_UPS, TOPIC_IDS } from '../../domain/consultations/topics.ts';

/** Consultation bookings' requests (issue 9): api/routes/bookings.ts parses with these and the OpenAPI document shows them. */
const duration = z.coerce.number().refine((d) => (DURATIONS as readonly number[]).includes(d), 'Duration must be 15 or 20 minutes');
const topic = z.enum(TOPIC_IDS, { error: `Choose one of: ${TOPIC_IDS.join(', ')}` });
const instant = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time' });
const reason = z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(1000, 'At most 1,000 characters');

export const slotsQuery = z.object({ duration: duration.default(15), topic: topic.optional(), expertId: z.uuid().optional() });
/** Where a booking can move: one day, or the next 14 days. */
export const moveSlotsQuery = z.object({ date: z.string().refine(isDate, 'Use YYYY-MM-DD').optional() });
/** The longest range of days one free-days question may cover: a month grid shows at most six weeks. */
const MAX_RANGE_DAYS = 42;
const calendarDay = z.string({ error: 'Use YYYY-MM-DD' }).refine(isDate, 'Use YYYY-MM-DD');
/** The days of a range with free times (the booking calendar's month grid). */
export const freeDaysQuery = slotsQuery
  .extend({ from: calendarDay, to: calendarDay })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'Must not be before from' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_RANGE_DAYS, { path: ['to'], message: `At most ${MAX_RANGE_DAYS} days from from` });
export const newBooking = z
  .strictObject({
    duration,
    start: instant,
    topic,
    expertId: z.uuid({ error: 'Unknown expert' }).optional(),
    answers: z.record(z.string(), z.string().trim().max(MAX_ANSWER_LENGTH, `At most ${MAX_ANSWER_LENGTH} characters`)).default({}),
    notes: z.string().trim().max(MAX_ANSWER_LENGTH, `At most ${MAX_ANSWER_LENGTH} characters`).nullish(),
  })
  .superRefine((b, issue) => {
    for (const key of Object.keys(b.answers)) {
      if (!TOPIC_FOLLOW_UPS[b.topic].includes(key)) issue.addIssue({ code: 'custom', path: ['answers', key], message: 'Not a question of this topic' });
    }
  });
export const bookingListQuery = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  expertId: z.uuid().optional(),
  /** Admins only: one customer's bookings. */
  userId: z.uuid().optional(),
  from: instant.optional(),
  to: instant.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const moveBookingBody = z.strictObject({ start: instant });
export const reasonBody = z.strictObject({ reason });
export const outcomeBody = z.strictObject({ status: z.enum(OUTCOMES), notes: z.string().trim().max(2000).nullish() });
export const reviewBody = z.strictObject({ rating: z.number().int().min(1).max(5), comment: z.string().trim().max(2000).nullish() });
export const adminBookingStatusBody = z.strictObject({ status: z.enum(BOOKING_STATUSES), notes: z.string().trim().max(2000).default('') });
