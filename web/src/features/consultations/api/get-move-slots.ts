import { queryOptions, useQuery } from '@tanstack/react-query';
import { moveSlotsSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/bookings/available-slots/{bookingId}: the next 14 days' slots the booking can move to (same expert and duration). */
export function fetchMoveSlots(bookingId: string) {
  return apiRequest(`/bookings/available-slots/${encodeURIComponent(bookingId)}`, { schema: moveSlotsSchema, auth: true });
}

export const moveSlotsQuery = (bookingId: string) =>
  queryOptions({ queryKey: queryKeys.moveSlots(bookingId), queryFn: () => fetchMoveSlots(bookingId), staleTime: 15_000 });

export function useMoveSlots(bookingId: string, enabled = true) {
  return useQuery({ ...moveSlotsQuery(bookingId), enabled: enabled && bookingId !== '' });
}
