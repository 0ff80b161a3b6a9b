import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const needsAnswer = z.looseObject({ needsBusinessInfo: z.boolean() });

/** GET /api/business-profile/needs-business-info → {needsBusinessInfo}. */
export function fetchNeedsBusinessInfo() {
  return apiRequest('/business-profile/needs-business-info', { schema: needsAnswer, auth: true });
}

export const needsBusinessInfoQuery = () =>
  queryOptions({ queryKey: queryKeys.needsBusinessInfo, queryFn: fetchNeedsBusinessInfo, staleTime: 0 });

export function useNeedsBusinessInfo() {
  return useQuery(needsBusinessInfoQuery());
}
