import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expertAnswerSchema } from '@contracts/experts.ts';
import type { ProfileUpdate } from '@/components/expert-profile/expert-profile-form.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const path = (id: string) => `/admin/experts/${encodeURIComponent(id)}`;
// Under the users key: a role change (user.updated) refetches it with the record.
const key = (id: string) => [...queryKeys.adminUsers, 'expert', id] as const;

/** GET /api/admin/experts/{id} → {success, expert}; 409 NOT_AN_EXPERT for another role. */
export const adminExpertProfileQuery = (id: string) =>
  queryOptions({ queryKey: key(id), queryFn: () => apiRequest(path(id), { schema: expertAnswerSchema, auth: true }), retry: false });

export function useAdminExpertProfile(id: string, enabled: boolean) {
  return useQuery({ ...adminExpertProfileQuery(id), enabled });
}

/** PUT /api/admin/experts/{id} with the whole profile → {success, expert}; the same rules as the expert's own. */
export function useUpdateExpertProfile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'experts', id, 'update'],
    mutationFn: (profile: ProfileUpdate) => apiRequest(path(id), { method: 'PUT', body: profile, schema: expertAnswerSchema, auth: true }),
    onSuccess: (answer) => client.setQueryData(key(id), answer),
  });
}
