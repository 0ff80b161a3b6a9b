import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { upgradesKey } from './get-upgrades.ts';

const decidedAnswer = z.looseObject({ request: z.looseObject({ id: z.string(), status: z.string() }) });

/** POST /api/admin/subscriptions/upgrades/{id}/approve, or …/reject {reason}: approving grants the plan. */
export function useDecideUpgrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) =>
      apiRequest(`/admin/subscriptions/upgrades/${id}/${approve ? 'approve' : 'reject'}`, {
        method: 'POST',
        body: approve ? {} : { reason: reason?.trim() || null },
        schema: decidedAnswer,
        auth: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: upgradesKey }),
  });
}
