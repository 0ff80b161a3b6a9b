import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { tokensSchema } from '@contracts/user.ts';
import { updateTokens } from '@/lib/session.ts';

const changeAnswer = z.looseObject({ success: z.boolean(), tokens: tokensSchema, message: z.string() });

/**
 * POST /api/settings/security/password {currentPassword, newPassword} → {tokens, message}.
 * 403 reauth_required when the user has not re-authenticated in the last 5 minutes.
 */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return apiRequest('/settings/security/password', { method: 'POST', body: input, schema: changeAnswer, auth: true });
}

export function useChangePassword() {
  return useMutation({
    mutationKey: ['settings', 'password'],
    mutationFn: changePassword,
    // Every session was revoked, this one too; carry on with the fresh pair.
    onSuccess: (answer) => updateTokens(answer.tokens),
  });
}
