import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminIntroductionsSchema } from '@contracts/introductions.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/introductions → {introductions}: the leads from partner matching, newest first. */
export const adminIntroductionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminIntroductions,
    queryFn: () => apiRequest('/admin/introductions', { schema: adminIntroductionsSchema, auth: true }),
  });

export const useAdminIntroductions = () => useQuery(adminIntroductionsQuery());
