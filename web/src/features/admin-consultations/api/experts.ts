import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { expertSummarySchema } from '@contracts/bookings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/experts → [{id, displayName, …}]: the expert filter's choices. */
export const expertsQuery = () =>
  queryOptions({ queryKey: queryKeys.experts, queryFn: () => apiRequest('/experts', { schema: z.array(expertSummarySchema) }), staleTime: 5 * 60_000 });

export function useExperts() {
  return useQuery(expertsQuery());
}
