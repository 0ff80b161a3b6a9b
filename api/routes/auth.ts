import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { body } from '../http/validate.ts';
import { byEmail, byEmailFromIp, type RateLimiterFactory } from '../http/rateLimit.ts';
import { HttpError } from '../http/errors.ts';
import { verifyAccessToken, parseRefreshToken } from '../../infra/security/tokens.ts';
import { registerUser } from '../../commands/users/register.ts';
import { checkPassword, checkRole, findUserByEmail } from '../../commands/users/login.ts';
import { issueVerificationCode, notifyRegistrationAttempt } from '../../commands/users/credentials.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { refreshSession, revokeSession } from '../../commands/users/sessions.ts';
import { decoyHash, hashPassword } from '../../infra/security/passwords.ts';
import type { RegisteredUser } from '../../domain/users/user.ts';
import { answerUser, authKit, issueTokens, languageOf, tokensFor } from './authKit.ts';
import { mfaRouter, secondFactorChallenge } from './mfa.ts';
import { SECOND_FACTOR_ROLES, needsSecondFactor } from '../../commands/users/mfa.ts';
import { credentials, logoutBody, refreshBody, registration } from '../requests/auth.ts';

export { issueTokens } from './authKit.ts';


/**
 * Limits for password sign-in, shared by /auth/login and /admin/login; numbers in docs/SECURITY.md.
 * Guesses at one account back off per (email, address), so a stranger who knows the email cannot
 * lock its owner out (issue 22); the per-address limits keep one address from spraying many accounts.
 */
export function loginLimits(limit: RateLimiterFactory, prefix: string) {
  return [
    limit({ name: `${prefix}-ip`, windowMs: 15 * 60_000, limit: 100 }),
    limit({ name: `${prefix}-ip-failures`, windowMs: 15 * 60_000, limit: 30, failuresOnly: true }),
    limit.backoff({ name: `${prefix}-email-ip`, key: byEmailFromIp, free: 5, baseMs: 30_000, maxMs: 15 * 60_000, forgetMs: 24 * 3600_000 }),
  ];
}

export function authRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const kit = authKit(ctx);
  void decoyHash(); // computed now, so the first unknown-email login is not the slow one
  const perIp = limit({ name: 'register-ip', windowMs: 60 * 60_000, limit: 20 });
  const perAccount = limit({ name: 'register-email', windowMs: 15 * 60_000, limit: 5, key: byEmail });
  // The spec keeps 409 ACCOUNT_EXISTS, which tells that an email has an account: few per address (issue 22).
  const existingPerIp = limit({ name: 'register-exists-ip', windowMs: 60 * 60_000, limit: 5, onlyStatus: 409 });

  router.post('/auth/register', perIp, existingPerIp, perAccount, async (req, res) => {
    const { language, ...input } = body(req, registration);
    const { user } = await registerUser(ctx.events, input, { ...kit.deps(req), hashPassword }).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.code === 'ACCOUNT_EXISTS') await tellOwner(req, input.email, language);
      throw error;
    });
    const issued = await issueVerificationCode(ctx.events, user.id, languageOf(req, language), kit.deps(req, user));
    const tokens = await issueTokens(ctx, req, user);
    await waitForProjection(ctx, tokens.position ?? issued.position, ['users']);
    res.status(201).json({
      user: await answerUser(ctx, user),
      tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      message: 'Account created. Please check your email for a verification code.',
      requiresVerification: true,
    });
  });

  /** The owner hears of the attempt; a failure to record the notice must not change the answer. */
  async function tellOwner(req: Request, email: string, language: string | undefined) {
    try {
      const owner = await findUserByEmail(ctx.events, kit.vault, email);
      if (owner) await notifyRegistrationAttempt(ctx.events, owner, ctx.config.APP_URL, languageOf(req, language), kit.deps(req));
    } catch (error) {
      req.log.warn({ err: error }, 'registration attempt notice not recorded');
    }
  }

  router.post('/auth/login', ...loginLimits(limit, 'login'), async (req, res) => {
    const input = body(req, credentials);
    const user = await checkPassword(ctx.events, kit.vault, input.email, input.password);
    res.json(await signedIn(ctx, req, user));
  });

  router.post('/admin/login', ...loginLimits(limit, 'admin-login'), async (req, res) => {
    const input = body(req, credentials);
    const user = checkRole(await checkPassword(ctx.events, kit.vault, input.email, input.password), SECOND_FACTOR_ROLES);
    res.json(await signedIn(ctx, req, user));
  });

  router.use(mfaRouter(ctx, limit));

  router.post('/auth/refresh', limit({ name: 'refresh-ip', windowMs: 15 * 60_000, limit: 300 }), async (req, res) => {
    const { refreshToken } = body(req, refreshBody);
    // No read model changes with a refresh, so there is nothing to wait for.
    const refreshed = await refreshSession(ctx.events, refreshToken, kit.deps(req));
    res.json({ tokens: await tokensFor(ctx, refreshed.user, refreshed) });
  });

  /**
   * Ends the session of the bearer token, or of the refresh token in the body (a client whose
   * access token has expired can still log out). Repeating it is harmless.
   */
  router.post('/auth/logout', async (req, res) => {
    const { refreshToken } = body(req, logoutBody);
    const bearer = req.get('authorization')?.match(/^Bearer ([^\s]+)$/i)?.[1];
    const claims = bearer ? verifyAccessToken(ctx.jwtSecret, bearer) : undefined;
    const fromRefresh = refreshToken ? parseRefreshToken(refreshToken) : undefined;
    const targets: { userId: string; sessionId: string; refreshToken?: string }[] = [];
    if (claims?.sid) targets.push({ userId: claims.sub, sessionId: claims.sid });
    if (fromRefresh) targets.push({ ...fromRefresh, refreshToken });
    if (targets.length === 0) throw new HttpError('UNAUTHORIZED', 'Authentication required');
    for (const target of targets) {
      const result = await revokeSession(ctx.events, target, kit.deps(req)).catch(
        () => undefined, // an unknown session is already as ended as it can be
      );
      await waitForProjection(ctx, result?.position, ['users']);
    }
    res.json({ success: true, message: 'Signed out' });
  });

  return router;
}

/**
 * A sign-in that proved the password (or a provider). Admins and analysts get the second factor's
 * step instead of tokens, whichever way they came in (issue 11).
 */
export async function signedIn(ctx: AppContext, req: Request, user: RegisteredUser) {
  if (needsSecondFactor(user)) return secondFactorChallenge(ctx, user);
  const tokens = await issueTokens(ctx, req, user);
  await waitForProjection(ctx, tokens.position, ['users']);
  return { user: await answerUser(ctx, user), tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } };
}
