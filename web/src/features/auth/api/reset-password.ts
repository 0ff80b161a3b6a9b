import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';

const resetAnswer = z.looseObject({ success: z.boolean(), message: z.string() });

/** POST /api/auth/reset-password {token, password}: sets the password and ends every session. */
export function resetPassword(input: { token: string; password: string }) {
  return apiRequest('/auth/reset-password', { method: 'POST', body: input, schema: resetAnswer });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
