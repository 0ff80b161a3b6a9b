import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const profileAnswer = z.looseObject({ profile: z.nullable(z.looseObject({ industry: z.string() })) });

/** GET /api/business-profile/business-profile: the market pages need only the industry (for the tailored report). */
export const marketProfileQuery = () =>
  queryOptions({
    queryKey: queryKeys.marketProfile,
    queryFn: () => apiRequest('/business-profile/business-profile', { schema: profileAnswer, auth: true }).then((a) => a.profile),
  });

export function useMarketProfile() {
  return useQuery(marketProfileQuery());
}
