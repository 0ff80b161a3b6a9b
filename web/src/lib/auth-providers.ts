import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

const providersAnswer = z.looseObject({
  providers: z.object({ google: z.boolean(), linkedin: z.boolean() }),
});

/** GET /api/auth/providers: which sign-in providers the server is configured for (sign-in pages and settings both ask). */
export function fetchProviders() {
  return apiRequest('/auth/providers', { schema: providersAnswer }).then((answer) => answer.providers);
}

export const providersQuery = () =>
  queryOptions({ queryKey: queryKeys.providers, queryFn: fetchProviders, staleTime: 10 * 60_000 });

export function useProviders() {
  return useQuery(providersQuery());
}
