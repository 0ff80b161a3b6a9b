import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAnswerSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { storeBooking } from '@/lib/booking-cache.ts';

export interface NewBooking {
  duration: number;
  start: string;
  topic: string;
  expertId?: string;
  answers: Record<string, string>;
}

/** POST /api/bookings: 201 with the booking; 409 SLOT_TAKEN, 403 QUOTA_EXCEEDED, 409 ONBOARDING_REQUIRED are the expected refusals. */
export function createBooking(input: NewBooking) {
  return apiRequest('/bookings', { method: 'POST', body: input, schema: bookingAnswerSchema, auth: true });
}

export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBooking, onSuccess: (answer) => storeBooking(client, answer.booking, { refetchLists: true }) });
}
