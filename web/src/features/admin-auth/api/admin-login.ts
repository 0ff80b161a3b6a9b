import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client.ts';
import { signedInSchema } from '@contracts/user.ts';

/** The password step of an admin or analyst: the second factor follows (enrolment on the first sign-in). */
const enrolmentSchema = z.object({ mfaEnrollmentRequired: z.literal(true), mfaToken: z.string(), secret: z.string(), otpauthUrl: z.string() });
const codeRequiredSchema = z.object({ mfaRequired: z.literal(true), mfaToken: z.string() });
export const passwordStepSchema = z.union([enrolmentSchema, codeRequiredSchema]);
export type PasswordStep = z.infer<typeof passwordStepSchema>;

/** POST /api/admin/login {email, password}: admins and analysts only; 403 FORBIDDEN for any other valid account. */
export function adminLogin(input: { email: string; password: string }): Promise<PasswordStep> {
  return apiRequest('/admin/login', { method: 'POST', body: input, schema: passwordStepSchema });
}

const secondFactorSchema = z.extend(signedInSchema, { recoveryCodes: z.optional(z.array(z.string())) });
export type SecondFactorAnswer = z.infer<typeof secondFactorSchema>;

/** POST /api/admin/login/mfa {mfaToken, code}: a 6-digit code or a recovery code; tokens (and recovery codes after enrolment). */
export function adminLoginMfa(input: { mfaToken: string; code: string }): Promise<SecondFactorAnswer> {
  return apiRequest('/admin/login/mfa', { method: 'POST', body: input, schema: secondFactorSchema });
}

export function useAdminLogin() {
  return useMutation({ mutationKey: ['admin', 'login'], mutationFn: adminLogin });
}

export function useAdminLoginMfa() {
  return useMutation({ mutationKey: ['admin', 'login', 'mfa'], mutationFn: adminLoginMfa });
}
