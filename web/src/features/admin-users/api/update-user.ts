import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { Role } from '@contracts/user.ts';
import type { TierId } from '@contracts/tiers.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { adminUserSchema } from './admin-user-schema.ts';

export type UserChanges = { role?: Role; subscriptionTier?: TierId; disabled?: boolean; displayName?: string };

const answerSchema = z.looseObject({ success: z.literal(true), user: adminUserSchema });

/**
 * PUT /api/admin/users/{id} with any of role, subscriptionTier, disabled, displayName → {success, user}.
 * A role change or disabling answers 403 reauth_required without a re-authentication in the last 5 minutes.
 */
export function updateUser(id: string, changes: UserChanges) {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}`, { method: 'PUT', body: changes, schema: answerSchema, auth: true });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserChanges }) => updateUser(id, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.adminUsers }),
  });
}
