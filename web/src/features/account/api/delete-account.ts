import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { endSession } from '@/lib/session.ts';

const deleteAnswer = z.looseObject({ success: z.boolean(), message: z.string() });

/**
 * POST /api/settings/delete-account {password} → {success, message}. Accounts without a password
 * send none; they must have signed in (with Google or LinkedIn) in the last 5 minutes, else 403
 * reauth_required.
 */
export function deleteAccount(input: { password?: string }) {
  return apiRequest('/settings/delete-account', { method: 'POST', body: input, schema: deleteAnswer, auth: true });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'delete-account'],
    mutationFn: deleteAccount,
    // The server has ended every session: this tab and the others sign out, and nothing cached stays.
    onSuccess: () => {
      endSession();
      queryClient.clear();
    },
  });
}
