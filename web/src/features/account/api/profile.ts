import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { userSchema } from '@contracts/user.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { updateUser } from '@/lib/session.ts';

const profileAnswer = z.looseObject({ success: z.boolean(), user: userSchema, error: z.optional(z.nullable(z.string())) });
export type ProfileAnswer = z.infer<typeof profileAnswer>;

/** GET /api/users/profile → {success, user, error}. */
export function fetchProfile(): Promise<ProfileAnswer> {
  return apiRequest('/users/profile', { schema: profileAnswer, auth: true });
}

export const profileQuery = () => queryOptions({ queryKey: queryKeys.profile, queryFn: fetchProfile });

export function useProfile() {
  return useQuery(profileQuery());
}

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  displayName?: string;
}

/** PUT /api/users/profile {firstName, lastName, displayName} → {success, user, error}. */
export function updateProfile(input: ProfileInput): Promise<ProfileAnswer> {
  return apiRequest('/users/profile', { method: 'PUT', body: input, schema: profileAnswer, auth: true });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.profile, answer);
      updateUser(answer.user);
    },
  });
}
