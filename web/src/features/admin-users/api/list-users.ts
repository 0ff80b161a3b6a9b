import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { Role } from '@contracts/user.ts';
import type { TierId } from '@contracts/tiers.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { adminUserSchema } from './admin-user-schema.ts';

export const USER_SORTS = ['-createdAt', 'createdAt', 'email', '-email', 'displayName', '-displayName', 'role', '-role'] as const;
export type UserSort = (typeof USER_SORTS)[number];
/** The API's largest page. */
export const USERS_PAGE_MAX = 100;

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
    queryKey: [...queryKeys.adminUsers, 'list', filters] as const,
    queryFn: () => apiRequest(`/admin/users?${usersSearch(filters)}`, { schema: userListSchema, auth: true }),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filters: UserFilters) {
  return useQuery(adminUsersQuery(filters));
}

/** Every user the filters match, page after page of the API's largest page (exports). */
export async function fetchAllUsers(filters: Omit<UserFilters, 'page' | 'limit'>, onPage?: (done: number, total: number) => void): Promise<UserList['items']> {
  const all: UserList['items'] = [];
  for (let page = 1; ; page++) {
    const answer = await apiRequest(`/admin/users?${usersSearch({ ...filters, page, limit: USERS_PAGE_MAX })}`, { schema: userListSchema, auth: true });
    all.push(...answer.items);
    onPage?.(all.length, answer.total);
    if (answer.items.length === 0 || all.length >= answer.total) return all;
  }
}
