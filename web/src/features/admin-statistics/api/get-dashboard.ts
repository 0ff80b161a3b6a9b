import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardAnswerSchema } from '@contracts/adminStats.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/dashboard → {success, stats, headline}: admins and analysts; `stats.updated` frames refetch it. */
export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminDashboard,
    queryFn: () => apiRequest('/admin/dashboard', { schema: dashboardAnswerSchema, auth: true }),
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}
