import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/auth/resend-verification-code {email}: the same mail the user can ask for themself (rate-limited per address). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => apiRequest('/auth/resend-verification-code', { method: 'POST', body: { email }, schema: z.looseObject({}) }),
  });
}
