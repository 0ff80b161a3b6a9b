import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAnswerSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { storeBooking } from '@/lib/booking-cache.ts';
import { withActionKey } from '@/lib/action-key.ts';

/** POST /api/bookings/{id}/cancel {reason}: also how a user declines a reschedule request. */
export function cancelBooking({ id, reason }: { id: string; reason: string }) {
  const path = `/bookings/${encodeURIComponent(id)}/cancel`;
  return withActionKey(path, { reason }, (idempotencyKey) => apiRequest(path, { method: 'POST', body: { reason }, schema: bookingAnswerSchema, auth: true, idempotencyKey }));
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSuccess: (answer) => storeBooking(client, answer.booking, { refetchLists: true }) });
}
