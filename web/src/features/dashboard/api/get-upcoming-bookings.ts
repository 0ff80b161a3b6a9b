import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Enough to find the next few among cancelled ones in the same weeks. */
const LIMIT = 20;

/**
 * GET /api/bookings?from=: the caller's bookings from `from` on, earliest first (their own as a user,
 * their sessions as an expert). Under ['bookings', 'list'], so the feed's booking.updated frames keep it live.
 */
export const upcomingBookingsQuery = (from: string) =>
  queryOptions({
    queryKey: queryKeys.upcomingBookings(from),
    queryFn: () => apiRequest(`/bookings?from=${encodeURIComponent(from)}&limit=${LIMIT}`, { schema: bookingListSchema, auth: true }),
  });

export function useUpcomingBookings(from: string, enabled: boolean) {
  return useQuery({ ...upcomingBookingsQuery(from), enabled });
}
