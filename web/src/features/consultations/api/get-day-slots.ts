import { queryOptions, useQuery } from '@tanstack/react-query';
import { daySlotsSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/bookings/available-slots/{date}: public, so visitors browse before signing in. `date` is a Riyadh day. */
export function fetchDaySlots(date: string, duration: number, topic: string) {
  const params = new URLSearchParams({ duration: String(duration) });
  if (topic) params.set('topic', topic);
  return apiRequest(`/bookings/available-slots/${date}?${params.toString()}`, { schema: daySlotsSchema });
}

export const daySlotsQuery = (date: string, duration: number, topic: string) =>
  queryOptions({
    queryKey: queryKeys.daySlots(date, duration, topic),
    queryFn: () => fetchDaySlots(date, duration, topic),
    staleTime: 15_000,
  });

export function useDaySlots(date: string | null, duration: number, topic: string) {
  return useQuery({ ...daySlotsQuery(date ?? '', duration, topic), enabled: Boolean(date && topic) });
}
