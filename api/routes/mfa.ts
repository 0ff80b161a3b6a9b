import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import type { RateLimiterFactory } from '../http/rateLimit.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { enrolMfa, notifyMfaCodeReuse, verifyMfa } from '../../commands/users/mfa.ts';
import { loadRegistered } from '../../commands/users/run.ts';
import type { RegisteredUser } from '../../domain/users/user.ts';
import { seal, unseal } from '../../infra/security/secrets.ts';
import { newTotpSecret, otpauthUrl, signMfaToken, verifyMfaToken } from '../../infra/security/totp.ts';
import { answerUser, authKit, issueTokens } from './authKit.ts';
import { mfaBody } from '../requests/mfa.ts';


/**
 * What a password sign-in of an admin or analyst answers instead of tokens: the second factor's
 * step. Not enrolled yet: a new secret (in the answer, and sealed inside the token so no state is
 * kept until the first code proves the app has it).
 */
export function secondFactorChallenge(ctx: AppContext, user: RegisteredUser) {
  const { keys } = authKit(ctx);
  if (user.mfa) return { mfaRequired: true, mfaToken: signMfaToken(keys.mfaToken, { sub: user.id }) };
  const secret = newTotpSecret();
  const mfaToken = signMfaToken(keys.mfaToken, { sub: user.id, enrol: seal(keys.mfaSecret, secret) });
  return { mfaEnrollmentRequired: true, mfaToken, secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

const invalidToken = () => new HttpError('MFA_TOKEN_INVALID', 'This sign-in has expired. Please sign in again.');

/** POST /admin/login/mfa; mounted ahead of the admin guard, like /admin/login. */
export function mfaRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const kit = authKit(ctx);
  // Only a token this server signed names the account to count against: keyed by an unchecked
  // `sub`, forged tokens locked anyone out (issue 22). Forgeries still count per IP.
  const perAccount = (req: Request) => {
    const token = (req.body as { mfaToken?: unknown } | undefined)?.mfaToken;
    const sub = typeof token === 'string' ? verifyMfaToken(kit.keys.mfaToken, token)?.sub : undefined;
    return sub ? `user:${sub}` : undefined;
  };
  const limits = [
    limit({ name: 'mfa-ip', windowMs: 15 * 60_000, limit: 50, failuresOnly: true }),
    limit({ name: 'mfa-user', windowMs: 15 * 60_000, limit: 10, key: perAccount, failuresOnly: true }),
  ];

  router.post('/admin/login/mfa', ...limits, async (req, res) => {
    const input = body(req, mfaBody);
    const claims = verifyMfaToken(kit.keys.mfaToken, input.mfaToken);
    if (!claims) throw invalidToken();
    const known = await loadRegistered(ctx.events, kit.vault, claims.sub);
    if (!known) throw invalidToken();
    const deps = kit.deps(req, known);
    let recoveryCodes: string[] | undefined;
    let user: RegisteredUser;
    if (claims.enrol) {
      const enrolled = await enrolMfa(ctx.events, known.id, unseal<string>(kit.keys.mfaSecret, claims.enrol), input.code, deps);
      ({ user, recoveryCodes } = enrolled);
    } else {
      user = await verifyMfa(ctx.events, known.id, input.code, deps).catch(async (error: unknown) => {
        if (error instanceof DomainError && error.code === 'MFA_CODE_REUSED') await tellHolder(req, known.id, deps);
        throw error;
      });
    }
    const tokens = await issueTokens(ctx, req, user);
    await waitForProjection(ctx, tokens.position, ['users']);
    res.json({
      user: await answerUser(ctx, user),
      tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      ...(recoveryCodes ? { recoveryCodes } : {}),
    });
  });

  /** The holder hears of a reused code; a failure to record the notice must not change the answer. */
  async function tellHolder(req: Request, userId: string, deps: ReturnType<typeof kit.deps>) {
    try {
      await notifyMfaCodeReuse(ctx.events, userId, deps);
    } catch (error) {
      req.log.warn({ err: error }, 'reused second-factor code notice not recorded');
    }
  }

  return router;
}
