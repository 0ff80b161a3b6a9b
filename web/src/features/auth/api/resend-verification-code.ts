import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';

const resendAnswer = z.looseObject({ success: z.boolean(), message: z.string() });

/** POST /api/auth/resend-verification-code {email}: the same answer whether or not the account exists. */
export function resendVerificationCode(input: { email: string; language?: string }) {
  return apiRequest('/auth/resend-verification-code', { method: 'POST', body: input, schema: resendAnswer });
}

export function useResendVerificationCode() {
  return useMutation({ mutationKey: ['auth', 'resend-verification-code'], mutationFn: resendVerificationCode });
}
