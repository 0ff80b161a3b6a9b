import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { body } from '../http/validate.ts';
import { HttpError } from '../http/errors.ts';
import { byUser, type RateLimiterFactory } from '../http/rateLimit.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { credentialsOf, PROVIDERS, type Provider } from '../../domain/users/credentials.ts';
import { userStream, type RegisteredUser } from '../../domain/users/user.ts';
import { loadState } from '../../commands/handleCommand.ts';
import { changePassword, reauthenticate } from '../../commands/users/credentials.ts';
import { unlinkProvider } from '../../commands/users/providers.ts';
import { hashPassword, verifyPassword } from '../../infra/security/passwords.ts';
import { newPasswordField, passwordField } from './fields.ts';
import { authKit, issueTokens } from './authKit.ts';

const reauthBody = z.strictObject({ password: passwordField });
const changeBody = z.strictObject({ currentPassword: passwordField, newPassword: newPasswordField });
const providerParam = z.enum(PROVIDERS as [Provider, ...Provider[]], { error: 'Provider must be google or linkedin' });

/** Account security settings. Wrong passwords here are 400, not 401: the session itself is fine. */
export function settingsRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const kit = authKit(ctx);
  const signedIn = authorize(ctx.jwtSecret);
  const passwordTries = limit({ name: 'reauth-user', windowMs: 15 * 60_000, limit: 5, key: byUser, failuresOnly: true });

  const load = async (userId: string): Promise<RegisteredUser> => {
    const state = await loadState(ctx.events, userStream(userId), userDecider);
    if (state.status !== 'registered') throw new HttpError('UNAUTHORIZED', 'This account no longer exists');
    return state;
  };
  const requirePassword = async (user: RegisteredUser, password: string) => {
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw new HttpError('INVALID_PASSWORD', 'The password is not correct');
    }
  };

  router.post('/settings/reauth', signedIn, passwordTries, async (req, res) => {
    const { password } = body(req, reauthBody);
    const user = await load(principal(req).sub);
    await requirePassword(user, password);
    const result = await reauthenticate(ctx.events, user.id, kit.deps(req, user.id));
    const until = result.newState.status === 'registered' ? credentialsOf(result.newState).reauthUntil : undefined;
    res.json({ success: true, reauthenticatedUntil: until });
  });

  router.post('/settings/security/password', signedIn, passwordTries, async (req, res) => {
    const { currentPassword, newPassword } = body(req, changeBody);
    const user = await load(principal(req).sub);
    const until = credentialsOf(user).reauthUntil;
    if (!until || until <= ctx.now().toISOString()) {
      throw new DomainError('reauth_required', 'Please confirm your current password again to continue.');
    }
    await requirePassword(user, currentPassword);
    const changed = await changePassword(ctx.events, user.id, await hashPassword(newPassword), kit.deps(req, user.id));
    // Every session was revoked, this one included; the caller carries on with a fresh one.
    const tokens = await issueTokens(ctx, changed.user, { requestId: req.id, actor: user.id });
    await waitForProjection(ctx, tokens.position, ['users']);
    res.json({
      success: true,
      tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      message: 'Your password has been changed. Other devices have been signed out.',
    });
  });

  router.get('/settings/oauth', signedIn, async (req, res) => {
    const user = await load(principal(req).sub);
    const providers = credentialsOf(user).providers;
    res.json({
      success: true,
      hasPassword: user.passwordHash !== '',
      connections: PROVIDERS.map((provider) => ({
        provider,
        connected: Boolean(providers[provider]),
        picture: providers[provider]?.picture ?? null,
        // The last way in cannot be removed; the web greys the button out.
        canDisconnect: Boolean(providers[provider]) && user.methods.length > 1,
      })),
    });
  });

  router.delete('/settings/oauth/:provider', signedIn, async (req, res) => {
    const provider = providerParam.parse(req.params.provider);
    const result = await unlinkProvider(ctx.events, principal(req).sub, provider, { now: ctx.now, metadata: { requestId: req.id, actor: principal(req).sub } });
    await waitForProjection(ctx, result.position, ['users']);
    res.json({ success: true, message: `${provider === 'google' ? 'Google' : 'LinkedIn'} has been disconnected.` });
  });

  return router;
}
