import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The caller's own bookings; one page of 100 covers a user's history (the API caps the page there). */
const LIMIT = 100;

/** GET /api/bookings: the caller's bookings as a user. */
export function fetchMyBookings() {
  return apiRequest(`/bookings?limit=${LIMIT}`, { schema: bookingListSchema, auth: true });
}

export const myBookingsQuery = () => queryOptions({ queryKey: queryKeys.myBookings, queryFn: fetchMyBookings });

export function useMyBookings() {
  return useQuery(myBookingsQuery());
}
