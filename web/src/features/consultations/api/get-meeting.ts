import { useQuery } from '@tanstack/react-query';
import { meetingSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/bookings/{id}/meeting: answers only while the room is open (else 409 MEETING_NOT_OPEN with opensAt). */
export function fetchMeeting(id: string) {
  return apiRequest(`/bookings/${encodeURIComponent(id)}/meeting`, { schema: meetingSchema, auth: true });
}

/** Asked only around the booking's time; re-asked each minute so the join button appears when the room opens. */
export function useMeeting(id: string, enabled: boolean) {
  return useQuery({ queryKey: ['bookings', 'meeting', id], queryFn: () => fetchMeeting(id), enabled, retry: false, refetchInterval: 60_000 });
}
