import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';

const forgotAnswer = z.looseObject({ success: z.boolean(), message: z.string() });

/** POST /api/auth/forgot-password {email}: always 200; the mail holds APP_URL/reset-password?token=…. */
export function forgotPassword(input: { email: string; language?: string }) {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: input, schema: forgotAnswer });
}

export function useForgotPassword() {
  return useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: forgotPassword });
}
