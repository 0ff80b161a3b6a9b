import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { signedInSchema } from '@contracts/user.ts';

/** POST /api/auth/oauth/exchange {code}: the one-time handoff code of /auth-success → {user, tokens}. */
export function exchangeOauthCode(code: string) {
  return apiRequest('/auth/oauth/exchange', { method: 'POST', body: { code }, schema: signedInSchema });
}

export function useOauthExchange() {
  return useMutation({ mutationKey: ['auth', 'oauth-exchange'], mutationFn: exchangeOauthCode });
}
