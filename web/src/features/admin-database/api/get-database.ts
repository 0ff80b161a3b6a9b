import { queryOptions, useQuery } from '@tanstack/react-query';
import { databaseSchema } from '@contracts/audit.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const databaseKey = [...queryKeys.admin, 'database'] as const;

/** GET /api/admin/database → the log's size, each projection's position, lag, status and parked events, the mail outbox. */
export const adminDatabaseQuery = () =>
  queryOptions({
    queryKey: databaseKey,
    queryFn: () => apiRequest('/admin/database', { schema: databaseSchema, auth: true }),
    // Projections move on their own (a rebuild, a catch-up) without a frame for admins: the console looks again every 5 s.
    refetchInterval: 5_000,
  });

export function useAdminDatabase() {
  return useQuery(adminDatabaseQuery());
}
