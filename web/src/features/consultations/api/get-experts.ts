import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { expertSummarySchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/experts: public summaries with rating and review count. */
export function fetchExperts() {
  return apiRequest('/experts', { schema: z.array(expertSummarySchema) });
}

export const expertsQuery = () => queryOptions({ queryKey: queryKeys.consultationExperts, queryFn: fetchExperts, staleTime: 60_000 });

export function useExperts() {
  return useQuery(expertsQuery());
}
