import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAnswerSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { storeBooking } from '@/lib/booking-cache.ts';
import { withActionKey } from '@/lib/action-key.ts';

/** POST /api/bookings/{id}/review {rating, comment?}: once, after completion. */
export function reviewBooking({ id, rating, comment }: { id: string; rating: number; comment: string }) {
  const path = `/bookings/${encodeURIComponent(id)}/review`;
  const body = { rating, ...(comment ? { comment } : {}) };
  return withActionKey(path, body, (idempotencyKey) => apiRequest(path, { method: 'POST', body, schema: bookingAnswerSchema, auth: true, idempotencyKey }));
}

export function useReviewBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reviewBooking, onSuccess: (answer) => storeBooking(client, answer.booking, { refetchLists: true }) });
}
