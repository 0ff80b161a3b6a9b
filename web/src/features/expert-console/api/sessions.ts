import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /api/bookings as the expert: their sessions from the start of today on. The key sits under
 * ['bookings', 'list'], which the live feed patches from booking.updated frames.
 */
export const expertSessionsQuery = (from: string) =>
  queryOptions({
    queryKey: queryKeys.expertSessions(from),
    queryFn: () => apiRequest(`/bookings?from=${encodeURIComponent(from)}&limit=100`, { schema: bookingListSchema, auth: true }),
  });

export function useExpertSessions(from: string, enabled: boolean) {
  return useQuery({ ...expertSessionsQuery(from), enabled });
}
