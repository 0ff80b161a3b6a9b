import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { userSchema } from '@contracts/user.ts';

const verifyAnswer = z.looseObject({ user: z.optional(userSchema), message: z.optional(z.string()) });

/**
 * POST /api/auth/verify-email-code {email, code} → {user} with emailVerified true. The server answers
 * the user only to its own session, so the session's token goes along when there is one.
 */
export function verifyEmailCode(input: { email: string; code: string }) {
  return apiRequest('/auth/verify-email-code', { method: 'POST', body: input, schema: verifyAnswer, auth: true });
}

export function useVerifyEmailCode() {
  return useMutation({ mutationKey: ['auth', 'verify-email-code'], mutationFn: verifyEmailCode });
}
