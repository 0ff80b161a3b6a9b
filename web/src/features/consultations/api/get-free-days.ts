import { queryOptions, useQuery } from '@tanstack/react-query';
import { freeDaysSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/bookings/available-slots?from&to: which Riyadh days of a range have free times, for the calendar's marks. */
export function fetchFreeDays(from: string, to: string, duration: number, topic: string) {
  const params = new URLSearchParams({ from, to, duration: String(duration) });
  if (topic) params.set('topic', topic);
  return apiRequest(`/bookings/available-slots?${params.toString()}`, { schema: freeDaysSchema });
}

export const freeDaysQuery = (from: string, to: string, duration: number, topic: string) =>
  queryOptions({
    // Under ['bookings', 'slots'] so a taken slot (which invalidates that key) refreshes the marks too.
    queryKey: queryKeys.freeDays(from, to, duration, topic),
    queryFn: () => fetchFreeDays(from, to, duration, topic),
    staleTime: 15_000,
  });

export function useFreeDays(range: { from: string; to: string } | null, duration: number, topic: string) {
  return useQuery({
    ...freeDaysQuery(range?.from ?? '', range?.to ?? '', duration, topic),
    enabled: Boolean(range && topic && range.from <= range.to),
  });
}
