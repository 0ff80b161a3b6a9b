import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Before the room opens, each minute: the join button (bookings) and the room (meeting page) appear without a reload. */
export const MEETING_POLL_MS = 60_000;

/**
 * GET /api/bookings/{id}/meeting → {success, meetingUrl, embedUrl, meetingCode, domain, roomName};
 * 409 MEETING_NOT_OPEN with opensAt outside the window. The bookings list and the meeting page
 * share this one query (features may not import each other, so it lives here) and so one rule:
 * no retry, re-asked each minute while the room is not open, left alone once it is.
 */
export const meetingQuery = (bookingId: string) =>
  queryOptions({
    queryKey: queryKeys.meeting(bookingId),
    queryFn: () => apiRequest(`/bookings/${encodeURIComponent(bookingId)}/meeting`, { schema: meetingSchema, auth: true }),
    retry: false,
    staleTime: MEETING_POLL_MS,
    refetchInterval: (query) => (query.state.status === 'error' ? MEETING_POLL_MS : false),
  });

/** `enabled` narrows it further (the bookings list asks only around the booking's time). */
export function useMeeting(bookingId: string | null, enabled = true) {
  return useQuery({ ...meetingQuery(bookingId ?? ''), enabled: bookingId !== null && enabled });
}
