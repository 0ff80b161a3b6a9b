import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { tokensSchema, userSchema } from '@contracts/user.ts';

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language?: string;
}

const registerAnswer = z.looseObject({
  user: userSchema,
  tokens: tokensSchema,
  message: z.optional(z.string()),
  requiresVerification: z.optional(z.boolean()),
});
export type RegisterAnswer = z.infer<typeof registerAnswer>;

/** POST /api/auth/register → 201 {user, tokens, message, requiresVerification}; 409 ACCOUNT_EXISTS. */
export function register(input: RegisterInput): Promise<RegisterAnswer> {
  return apiRequest('/auth/register', { method: 'POST', body: input, schema: registerAnswer });
}

export function useRegister() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
}
