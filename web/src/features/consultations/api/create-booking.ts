import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAnswerSchema } from '@contracts/bookings.ts';
import { z } from 'zod/mini';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { storeBooking } from '@/lib/booking-cache.ts';
import { withActionKey } from '@/lib/action-key.ts';
import { fetchBooking } from './get-booking.ts';

export interface NewBooking {
  duration: number;
  start: string;
  topic: string;
  expertId?: string;
  answers: Record<string, string>;
}

/** A booking the server is still making (202), or one it made or refused, as GET /bookings/{id} says while it is not confirmed. */
const progressSchema = z.looseObject({ booking: z.looseObject({ id: z.string(), status: z.string(), code: z.optional(z.string()), error: z.optional(z.string()) }) });
const POLL_MS = 500;
const POLLS = 40;

/**
 * POST /api/bookings: 201 with the booking; 409 SLOT_TAKEN, 403 QUOTA_EXCEEDED, 409 ONBOARDING_REQUIRED are the
 * expected refusals. A 202 (still pending) is followed on its booking until it is confirmed or refused.
 */
export function createBooking(input: NewBooking) {
  return withActionKey('/bookings', input, async (idempotencyKey) => {
    const answer = await apiRequest('/bookings', { method: 'POST', body: input, schema: z.union([bookingAnswerSchema, progressSchema]), auth: true, idempotencyKey });
    if (answer.booking.status !== 'pending') return bookingAnswerSchema.parse(answer);
    return awaitBooking(answer.booking.id);
  });
}

async function awaitBooking(id: string) {
  for (let i = 0; i < POLLS; i++) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const seen = await apiRequest(`/bookings/${encodeURIComponent(id)}`, { schema: progressSchema, auth: true });
    if (seen.booking.status === 'rejected') throw new ApiError(seen.booking.error ?? 'Booking refused', { status: 409, code: seen.booking.code ?? 'CONFLICT' });
    if (seen.booking.status !== 'pending') return fetchBooking(id);
  }
  throw new ApiError('The booking is taking longer than usual; it will appear under your bookings once made.', { status: 0, code: 'BOOKING_PENDING' });
}

export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBooking, onSuccess: (answer) => storeBooking(client, answer.booking, { refetchLists: true }) });
}
