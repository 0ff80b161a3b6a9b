import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingAnswerSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/bookings/{id}: 404 for anyone but its user, expert and admins. */
export function fetchBooking(id: string) {
  return apiRequest(`/bookings/${encodeURIComponent(id)}`, { schema: bookingAnswerSchema, auth: true });
}

export const bookingQuery = (id: string) => queryOptions({ queryKey: queryKeys.booking(id), queryFn: () => fetchBooking(id) });

export function useBooking(id: string) {
  return useQuery({ ...bookingQuery(id), enabled: id !== '' });
}
