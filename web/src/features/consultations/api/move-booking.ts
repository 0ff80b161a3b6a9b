import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAnswerSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { storeBooking } from '@/lib/booking-cache.ts';
import { withActionKey } from '@/lib/action-key.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/bookings/{id} {start}: moves a confirmed booking, or accepts a reschedule request with a new slot. */
export function moveBooking({ id, start }: { id: string; start: string }) {
  const path = `/bookings/${encodeURIComponent(id)}`;
  return withActionKey(`PUT ${path}`, { start }, (idempotencyKey) => apiRequest(path, { method: 'PUT', body: { start }, schema: bookingAnswerSchema, auth: true, idempotencyKey }));
}

export function useMoveBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveBooking,
    onSuccess: (answer) => {
      storeBooking(client, answer.booking, { refetchLists: true });
      void client.invalidateQueries({ queryKey: queryKeys.moveSlots(answer.booking.id) });
    },
  });
}
