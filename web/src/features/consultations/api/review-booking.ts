import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAnswerSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { storeBooking } from '@/lib/booking-cache.ts';

/** POST /api/bookings/{id}/review {rating, comment?}: once, after completion. */
export function reviewBooking({ id, rating, comment }: { id: string; rating: number; comment: string }) {
  return apiRequest(`/bookings/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body: { rating, ...(comment ? { comment } : {}) },
    schema: bookingAnswerSchema,
    auth: true,
  });
}

export function useReviewBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reviewBooking, onSuccess: (answer) => storeBooking(client, answer.booking, { refetchLists: true }) });
}
