import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { body } from '../http/validate.ts';
import { byUser, type RateLimiterFactory } from '../http/rateLimit.ts';
import { reauthUntil, requirePassword, requireRecentReauth, signedInUser, signInConnections } from '../../commands/users/account.ts';
import { changePassword, reauthenticate } from '../../commands/users/credentials.ts';
import { deleteOwnAccount } from '../../commands/users/erase.ts';
import { unlinkProvider } from '../../commands/users/providers.ts';
import { hashPassword } from '../../infra/security/passwords.ts';
import { authKit, issueTokens } from './authKit.ts';
import { changeBody, deleteBody, providerParam, reauthBody } from '../requests/settings.ts';


/** Account security settings. Wrong passwords here are 400, not 401: the session itself is fine. */
export function settingsRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const kit = authKit(ctx);
  const signedIn = authorize(ctx.jwtSecret);
  const passwordTries = limit({ name: 'reauth-user', windowMs: 15 * 60_000, limit: 5, key: byUser, failuresOnly: true });
  const deleteTries = limit({ name: 'delete-account-user', windowMs: 15 * 60_000, limit: 5, key: byUser, failuresOnly: true });
  const me = (userId: string) => signedInUser(ctx.events, kit.vault, userId);

  router.post('/settings/reauth', signedIn, passwordTries, async (req, res) => {
    const { password } = body(req, reauthBody);
    const user = await me(principal(req).sub);
    await requirePassword(user, password);
    const result = await reauthenticate(ctx.events, user.id, kit.deps(req));
    res.json({ success: true, reauthenticatedUntil: result.newState.status === 'registered' ? reauthUntil(result.newState) : undefined });
  });

  router.post('/settings/security/password', signedIn, passwordTries, async (req, res) => {
    const { currentPassword, newPassword } = body(req, changeBody);
    const user = await me(principal(req).sub);
    requireRecentReauth(user, ctx.now());
    await requirePassword(user, currentPassword);
    const changed = await changePassword(ctx.events, user.id, await hashPassword(newPassword), kit.deps(req));
    // Every session was revoked, this one included; the caller carries on with a fresh one.
    const tokens = await issueTokens(ctx, req, changed.user);
    await waitForProjection(ctx, tokens.position, ['users']);
    res.json({
      success: true,
      tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      message: 'Your password has been changed. Other devices have been signed out.',
    });
  });

  /**
   * Erases the account (PDPL, GDPR): every session ends, the personal data is shredded, and the
   * email is free for a new account. docs/DECISIONS.md says how password-less accounts confirm.
   */
  router.post('/settings/delete-account', signedIn, deleteTries, async (req, res) => {
    const { password } = body(req, deleteBody);
    const who = principal(req);
    const result = await deleteOwnAccount(ctx.events, who.sub, { password, familyId: who.fid }, kit.deps(req));
    await waitForProjection(ctx, result.position, ['users']);
    res.json({ success: true, message: 'Your account and personal data have been deleted.' });
  });

  router.get('/settings/oauth', signedIn, async (req, res) => {
    res.json({ success: true, ...signInConnections(await me(principal(req).sub)) });
  });

  router.delete('/settings/oauth/:provider', signedIn, async (req, res) => {
    const provider = providerParam.parse(req.params.provider);
    const result = await unlinkProvider(ctx.events, principal(req).sub, provider, kit.deps(req));
    await waitForProjection(ctx, result.position, ['users']);
    res.json({ success: true, message: `${provider === 'google' ? 'Google' : 'LinkedIn'} has been disconnected.` });
  });

  return router;
}
