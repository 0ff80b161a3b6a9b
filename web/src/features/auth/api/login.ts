import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { signedInSchema, type SignedInAnswer } from '@contracts/user.ts';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login → {user, tokens}; a wrong email or password is one 401 INVALID_CREDENTIALS. */
export function login(input: LoginInput): Promise<SignedInAnswer> {
  return apiRequest('/auth/login', { method: 'POST', body: input, schema: signedInSchema });
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
