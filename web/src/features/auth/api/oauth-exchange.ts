import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { z } from 'zod/mini';
import { signedInSchema } from '@contracts/user.ts';
import { secondFactorStepSchema } from './login.ts';

/** POST /api/auth/oauth/exchange {code}: the one-time handoff code of /auth-success → {user, tokens}, or an admin's second-factor step. */
export function exchangeOauthCode(code: string) {
  return apiRequest('/auth/oauth/exchange', { method: 'POST', body: { code }, schema: z.union([signedInSchema, secondFactorStepSchema]) });
}

export function useOauthExchange() {
  return useMutation({ mutationKey: ['auth', 'oauth-exchange'], mutationFn: exchangeOauthCode });
}
