import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { userSchema } from '@contracts/user.ts';

const verifyAnswer = z.looseObject({ user: userSchema, message: z.optional(z.string()) });

/** POST /api/auth/verify-email-code {email, code} → {user} with emailVerified true. */
export function verifyEmailCode(input: { email: string; code: string }) {
  return apiRequest('/auth/verify-email-code', { method: 'POST', body: input, schema: verifyAnswer });
}

export function useVerifyEmailCode() {
  return useMutation({ mutationKey: ['auth', 'verify-email-code'], mutationFn: verifyEmailCode });
}
