import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/bookings?userId=…&limit=100 → the user's bookings (newest 100), kept fresh by booking frames. */
export const userBookingsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.userBookings(userId),
    queryFn: () => apiRequest(`/admin/bookings?userId=${encodeURIComponent(userId)}&limit=100`, { schema: bookingListSchema, auth: true }),
  });

export function useUserBookings(userId: string) {
  return useQuery(userBookingsQuery(userId));
}
