import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const answerSchema = z.looseObject({ success: z.literal(true), message: z.string() });

/** POST /api/admin/users/{id}/erase: crypto-shreds the person's data; needs a re-authentication (reauth_required). */
export function useEraseUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/users/${encodeURIComponent(id)}/erase`, { method: 'POST', schema: answerSchema, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin }),
  });
}
