import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { topicSchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/consultations/topics: the six topics and their follow-up questions (ids are what bookings store). */
export function fetchTopics(lang: string) {
  return apiRequest(`/consultations/topics?lang=${encodeURIComponent(lang)}`, { schema: z.array(topicSchema) });
}

export const topicsQuery = (lang: string) =>
  queryOptions({ queryKey: queryKeys.topics(lang), queryFn: () => fetchTopics(lang), staleTime: 3_600_000 });

export function useTopics(lang: string) {
  return useQuery(topicsQuery(lang));
}
