import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { signedInSchema, tokensSchema, userSchema } from '../../../contracts/user.ts';
import { successMessage } from '../operation.ts';
import * as req from '../../requests/auth.ts';
import { mfaBody } from '../../requests/mfa.ts';
import * as recovery from '../../requests/recovery.ts';
import * as oidc from '../../requests/oidc.ts';

/** An admin's or analyst's password sign-in asks for the second factor instead of answering tokens. */
const challenge = z.looseObject({
  mfaToken: z.string(),
  mfaRequired: z.literal(true).optional(),
  mfaEnrollmentRequired: z.literal(true).optional(),
  secret: z.string().optional(),
  otpauthUrl: z.string().optional(),
});
const signInAnswer = z.union([signedInSchema, challenge]);
const provider = { provider: oidc.providerParam };
const redirect = { contentType: 'text/plain', description: 'A redirect (302) to the provider or back to the app' };

export const authOps = {
  'POST /api/auth/register': {
    summary: 'Create an account; a verification code is mailed',
    body: req.registration,
    ok: { 201: z.looseObject({ user: userSchema, tokens: tokensSchema, message: z.string(), requiresVerification: z.boolean() }) },
    errors: ['ACCOUNT_EXISTS'],
    limited: true,
  },
  'POST /api/auth/login': { summary: 'Sign in with email and password', body: req.credentials, ok: { 200: signInAnswer }, errors: ['INVALID_CREDENTIALS', 'ACCOUNT_DISABLED'], limited: true },
  'POST /api/admin/login': { summary: 'Sign in to the back office (the second factor follows)', body: req.credentials, ok: { 200: signInAnswer }, errors: ['INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'FORBIDDEN'], limited: true },
  'POST /api/admin/login/mfa': {
    summary: 'The second factor: a TOTP or recovery code (on first use it enrols the app and answers recovery codes)',
    body: mfaBody,
    ok: { 200: z.looseObject({ user: userSchema, tokens: tokensSchema, recoveryCodes: z.array(z.string()).optional() }) },
    errors: ['MFA_TOKEN_INVALID', 'MFA_CODE_INVALID', 'MFA_CODE_REUSED', 'MFA_ALREADY_ENROLLED', 'MFA_NOT_ENROLLED'],
    limited: true,
  },
  'POST /api/auth/refresh': { summary: 'Swap a refresh token for a new pair (a reused one ends the family)', body: req.refreshBody, ok: { 200: z.looseObject({ tokens: tokensSchema }) }, errors: ['REFRESH_TOKEN_REUSED', 'UNAUTHORIZED'], limited: true },
  'POST /api/auth/logout': { summary: 'Sign out (ends the refresh token’s session)', body: req.logoutBody, ok: { 200: successMessage }, errors: ['UNAUTHORIZED'] },
  'POST /api/auth/verify-email-code': {
    summary: 'Verify the email address with the 6-digit code',
    body: recovery.verifyBody,
    ok: { 200: z.looseObject({ success: z.boolean(), user: z.optional(userSchema), message: z.string() }) },
    errors: ['INVALID_VERIFICATION_CODE', 'VERIFICATION_CODE_EXPIRED', 'VERIFICATION_CODE_MISSING', 'VERIFICATION_ATTEMPTS_EXHAUSTED'],
    limited: true,
  },
  'POST /api/auth/resend-verification-code': { summary: 'Mail a new verification code (the answer is the same whether or not the account exists)', body: recovery.emailBody, ok: { 200: successMessage }, limited: true },
  'POST /api/auth/forgot-password': { summary: 'Mail a password reset link (the answer is the same whether or not the account exists)', body: recovery.emailBody, ok: { 200: successMessage }, limited: true },
  'POST /api/auth/reset-password': { summary: "Set a new password with the reset link's token", body: recovery.resetBody, ok: { 200: successMessage }, errors: ['RESET_TOKEN_INVALID', 'RESET_TOKEN_EXPIRED'], limited: true },
  'GET /api/auth/providers': { summary: 'Which sign-in providers are configured', ok: { 200: z.looseObject({ success: z.boolean(), providers: z.record(z.string(), z.boolean()) }) } },
  'GET /api/auth/{provider}': { summary: 'Start signing in with Google or LinkedIn (redirects to the provider)', params: provider, ok: { 302: redirect }, errors: ['PROVIDER_NOT_CONFIGURED'], limited: true },
  'POST /api/settings/oauth/{provider}/link': {
    summary: 'Start linking Google or LinkedIn to the account; the browser goes to the answered url',
    auth: 'bearer',
    params: provider,
    ok: { 200: z.looseObject({ success: z.boolean(), url: z.string() }) },
    errors: ['PROVIDER_NOT_CONFIGURED', 'PROVIDER_ALREADY_LINKED', 'PROVIDER_IN_USE'],
    limited: true,
  },
  'GET /api/auth/{provider}/callback': { summary: "The provider's return; redirects to the app with a one-time code or an error", params: provider, ok: { 302: redirect }, limited: true },
  'POST /api/auth/oauth/exchange': { summary: "Swap the callback's one-time code for tokens", body: oidc.exchangeBody, ok: { 200: signInAnswer }, errors: ['INVALID_HANDOFF'], limited: true },
} satisfies Operations;
