import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { adminUserSchema } from './admin-user-schema.ts';

const answerSchema = z.looseObject({
  success: z.literal(true),
  user: adminUserSchema,
  businessProfile: z.nullable(z.record(z.string(), z.unknown())),
  subscription: z.looseObject({ tier: z.string(), billingPeriod: z.nullable(z.string()), startDate: z.nullable(z.string()), promoCode: z.nullable(z.string()) }),
});
export type AdminUserRecord = z.infer<typeof answerSchema>;

/** GET /api/admin/users/{id} → {user, businessProfile, subscription}. */
export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.adminUser(id),
    queryFn: () => apiRequest(`/admin/users/${encodeURIComponent(id)}`, { schema: answerSchema, auth: true }),
  });

export function useAdminUser(id: string) {
  return useQuery(adminUserQuery(id));
}
