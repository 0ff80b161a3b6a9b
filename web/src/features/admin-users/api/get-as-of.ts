import { queryOptions, useQuery } from '@tanstack/react-query';
import { asOfSchema } from '@contracts/audit.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/users/{id}/as-of?at=ISO → the record folded from its events up to `at` (null before it existed). */
export const userAsOfQuery = (id: string, at: string) =>
  queryOptions({
    queryKey: queryKeys.adminUserAsOf(id, at),
    queryFn: () => apiRequest(`/admin/users/${encodeURIComponent(id)}/as-of?at=${encodeURIComponent(at)}`, { schema: asOfSchema, auth: true }),
    // A past state never changes.
    staleTime: Infinity,
  });

export function useUserAsOf(id: string, at: string | undefined) {
  return useQuery({ ...userAsOfQuery(id, at ?? ''), enabled: Boolean(at) });
}
