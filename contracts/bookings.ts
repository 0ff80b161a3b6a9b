import { z } from 'zod/mini';
import { BOOKING_STATUSES } from '../domain/consultations/booking.ts';
import { DURATIONS } from '../domain/consultations/slots.ts';
import { MAX_ANSWER_LENGTH } from '../domain/consultations/topics.ts';
import { expertPublicShape } from './experts.ts';

/**
 * Consultation bookings on the wire (issue 9): what api/routes/bookings.ts answers and the web reads,
 * including the `booking.updated` websocket frame's data. zod/mini keeps the web's pages light; unknown
 * fields are kept so a server that adds one does not break older clients.
 */
// The domain's own constants, not copies (issue 24): a status or duration added there reaches the wire.
export const BOOKING_STATUS_VALUES = BOOKING_STATUSES;
export type BookingStatusValue = (typeof BOOKING_STATUS_VALUES)[number];
export const BOOKING_DURATIONS = DURATIONS;
export type BookingDuration = (typeof BOOKING_DURATIONS)[number];
/** Longest answer to one follow-up question. */
export const MAX_FOLLOW_UP_ANSWER = MAX_ANSWER_LENGTH;

/** Every field a booking answer has (tests/unit/contracts.test.ts holds the API to it strictly). */
export const bookingShape = {
  id: z.string(),
  userId: z.string(),
  expertId: z.string(),
  expert: z.looseObject({ displayName: z.string() }),
  topic: z.string(),
  duration: z.number(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUS_VALUES),
  lateCancellation: z.boolean(),
  answers: z.record(z.string(), z.string()),
  notes: z.nullable(z.string()),
  meeting: z.looseObject({ roomName: z.string(), meetingCode: z.string() }),
  conversationId: z.nullable(z.string()),
  review: z.nullable(z.looseObject({ rating: z.number(), comment: z.optional(z.nullable(z.string())) })),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who booked (issue 17): the name and company its expert prepares with; the email in the back office only. */
  client: z.optional(z.nullable(z.looseObject({ name: z.nullable(z.string()), company: z.nullable(z.string()), email: z.optional(z.string()) }))),
  /** The latest reason or note given with a status change, where the answer carries it. */
  statusNote: z.optional(z.nullable(z.string())),
};
export const bookingSchema = z.looseObject(bookingShape);
export type Booking = z.infer<typeof bookingSchema>;

export const bookingAnswerSchema = z.looseObject({ success: z.boolean(), booking: bookingSchema });
export const bookingListSchema = z.looseObject({
  success: z.boolean(),
  bookings: z.array(bookingSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type BookingList = z.infer<typeof bookingListSchema>;

export const slotSchema = z.object({ start: z.string(), end: z.string(), expertId: z.string() });
export type Slot = z.infer<typeof slotSchema>;
/** GET /bookings/available-slots/{date}: one Riyadh day. */
export const daySlotsSchema = z.looseObject({ date: z.string(), timeZone: z.string(), slots: z.array(slotSchema) });
/** GET /bookings/available-slots?from&to: the Riyadh days of the range with free times, and how many. */
export const freeDaysSchema = z.looseObject({ from: z.string(), to: z.string(), timeZone: z.string(), days: z.array(z.object({ date: z.string(), times: z.number() })) });
/** GET /bookings/available-slots/{bookingId}: where a booking can move. */
export const moveSlotsSchema = z.looseObject({ bookingId: z.string(), timeZone: z.string(), slots: z.array(slotSchema) });

export const topicSchema = z.object({
  id: z.string(),
  title: z.string(),
  followUps: z.array(z.object({ id: z.string(), question: z.string() })),
});
export type Topic = z.infer<typeof topicSchema>;

export const expertSummarySchema = z.looseObject({
  ...expertPublicShape,
  rating: z.nullable(z.number()),
  reviewCount: z.number(),
});
export type ExpertSummary = z.infer<typeof expertSummarySchema>;

export const meetingSchema = z.looseObject({
  success: z.boolean(),
  meetingUrl: z.string(),
  embedUrl: z.string(),
  meetingCode: z.string(),
  domain: z.string(),
  roomName: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;
