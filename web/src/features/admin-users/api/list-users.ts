import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { Role } from '@contracts/user.ts';
import type { TierId } from '@contracts/tiers.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { adminUserSchema } from './admin-user-schema.ts';

export const USER_SORTS = ['-createdAt', 'createdAt', 'email', '-email', 'displayName', '-displayName', 'role', '-role'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export type UserFilters = {
  q?: string;
  role?: Role;
  tier?: TierId;
  verified?: boolean;
  onboarded?: boolean;
  disabled?: boolean;
  sort?: UserSort;
  page?: number;
  limit?: number;
};

/** What /admin/users opens with (the route loader prefetches exactly this). */
export const DEFAULT_USER_FILTERS: UserFilters = { sort: '-createdAt', page: 1, limit: 20 };

export const userListSchema = z.looseObject({ items: z.array(adminUserSchema), total: z.number(), page: z.number(), limit: z.number() });
export type UserList = z.infer<typeof userListSchema>;

export function usersSearch(filters: UserFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** GET /api/admin/users?q=&role=&tier=&verified=&onboarded=&disabled=&sort=&page=&limit= → {items, total, page, limit}. */
export const adminUsersQuery = (filters: UserFilters) =>
  queryOptions({
    queryKey: queryKeys.adminUserList(filters),
    queryFn: () => apiRequest(`/admin/users?${usersSearch(filters)}`, { schema: userListSchema, auth: true }),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filters: UserFilters) {
  return useQuery(adminUsersQuery(filters));
}
