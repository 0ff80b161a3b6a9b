import { queryOptions, useQuery } from '@tanstack/react-query';
import { positionListSchema } from '@contracts/hiring.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/hire/positions → {positions}: the open ones, newest first. */
export const openPositionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.openPositions,
    queryFn: () => apiRequest('/hire/positions', { schema: positionListSchema }),
  });

export function useOpenPositions() {
  return useQuery(openPositionsQuery());
}
