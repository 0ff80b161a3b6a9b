import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingAnswerSchema, bookingListSchema, type BookingStatusValue } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { storeBooking } from '@/lib/booking-cache.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type AdminFilters = { status?: BookingStatusValue; expertId?: string; from?: string; to?: string };

/** The API's page limit: the back office shows up to this many bookings per filter. */
export const ADMIN_LIST_LIMIT = 100;

function search(filters: AdminFilters): string {
  const params = new URLSearchParams({ limit: String(ADMIN_LIST_LIMIT) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}

/** GET /api/admin/bookings?status=&expertId=&from=&to= → {success, bookings (with statusNote), page, limit, total}. */
export const adminBookingsQuery = (filters: AdminFilters) =>
  queryOptions({
    queryKey: queryKeys.adminBookings(filters),
    queryFn: () => apiRequest(`/admin/bookings?${search(filters)}`, { schema: bookingListSchema, auth: true }),
    placeholderData: keepPreviousData,
  });

export function useAdminBookings(filters: AdminFilters) {
  return useQuery(adminBookingsQuery(filters));
}

/** PUT /api/admin/bookings/{id}/status {status, notes} → {success, booking}; 409 INVALID_TRANSITION with `allowed`. */
export function useSetBookingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, notes }: { id: string; status: BookingStatusValue; notes: string }) =>
      apiRequest(`/admin/bookings/${id}/status`, { method: 'PUT', body: { status, notes }, schema: bookingAnswerSchema, auth: true }),
    onSuccess: ({ booking }) => storeBooking(client, booking),
  });
}
