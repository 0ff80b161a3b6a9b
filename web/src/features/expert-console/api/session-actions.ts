import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAnswerSchema, type Booking } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { storeBooking } from '@/lib/booking-cache.ts';

export type Outcome = 'completed' | 'no_show_user' | 'no_show_expert';

/** Puts the booking the server answered into every cached list that holds it. */
function useStoreAnswer() {
  const client = useQueryClient();
  return (booking: Booking) => storeBooking(client, booking);
}

/** POST /api/bookings/{id}/request-reschedule {reason}: expert or admin, on a confirmed booking. */
export function useRequestReschedule() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(`/bookings/${id}/request-reschedule`, { method: 'POST', body: { reason }, schema: bookingAnswerSchema, auth: true }),
    onSuccess: (answer) => store(answer.booking),
  });
}

/** POST /api/bookings/{id}/outcome {status, notes}: after the start time (409 TOO_EARLY before). */
export function useRecordOutcome() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: ({ id, status, notes }: { id: string; status: Outcome; notes?: string }) =>
      apiRequest(`/bookings/${id}/outcome`, { method: 'POST', body: { status, notes: notes || null }, schema: bookingAnswerSchema, auth: true }),
    onSuccess: (answer) => store(answer.booking),
  });
}
