import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expertAnswerSchema } from '@contracts/experts.ts';
import type { ProfileUpdate } from '@/components/expert-profile/expert-profile-form.ts';
import { apiRequest } from '@/lib/api-client.ts';

const key = ['experts', 'me'] as const;

/** GET /api/experts/me → {success, expert}; 403 for a role other than expert. */
export const myExpertProfileQuery = () =>
  queryOptions({ queryKey: key, queryFn: () => apiRequest('/experts/me', { schema: expertAnswerSchema, auth: true }), retry: false });

export function useMyExpertProfile(enabled: boolean) {
  return useQuery({ ...myExpertProfileQuery(), enabled });
}

/** PUT /api/experts/me with the whole profile → {success, expert}. */
export function useUpdateMyExpertProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['experts', 'me', 'update'],
    mutationFn: (profile: ProfileUpdate) => apiRequest('/experts/me', { method: 'PUT', body: profile, schema: expertAnswerSchema, auth: true }),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}
