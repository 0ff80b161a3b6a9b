import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/bookings/{id}/meeting → {success, meetingUrl, embedUrl, meetingCode, domain, roomName}; 409 MEETING_NOT_OPEN outside the window. */
export const meetingQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'meeting', bookingId] as const,
    queryFn: () => apiRequest(`/bookings/${encodeURIComponent(bookingId)}/meeting`, { schema: meetingSchema, auth: true }),
    retry: false,
    staleTime: 60_000,
  });

export function useMeeting(bookingId: string | null) {
  return useQuery({ ...meetingQuery(bookingId ?? ''), enabled: bookingId !== null });
}
