import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { z } from 'zod/mini';
import { signedInSchema, type SignedInAnswer } from '@contracts/user.ts';

/** Admins, analysts and editors get the second factor's step instead of tokens; the admin login page completes it. */
export const secondFactorStepSchema = z.looseObject({ mfaToken: z.string() });
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login → {user, tokens} (or an admin's second-factor step); a wrong email or password is one 401 INVALID_CREDENTIALS. */
export function login(input: LoginInput): Promise<SignedInAnswer | SecondFactorStep> {
  return apiRequest('/auth/login', { method: 'POST', body: input, schema: z.union([signedInSchema, secondFactorStepSchema]) });
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
