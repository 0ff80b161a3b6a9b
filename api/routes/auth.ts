import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { body } from '../http/validate.ts';
import { byEmail, type RateLimiterFactory } from '../http/rateLimit.ts';
import { registerUser } from '../../commands/users/register.ts';
import { startSession } from '../../commands/users/startSession.ts';
import { hashPassword } from '../../infra/security/passwords.ts';
import { signAccessToken } from '../../infra/security/tokens.ts';
import { userView } from '../../projections/queries/users.ts';
import type { RegisteredUser } from '../../domain/users/user.ts';
import { emailField, nameField, newPasswordField } from './fields.ts';

const registration = z.strictObject({
  email: emailField,
  password: newPasswordField,
  firstName: nameField,
  lastName: nameField,
});

export function authRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const perIp = limit({ name: 'register-ip', windowMs: 60 * 60_000, limit: 20 });
  const perAccount = limit({ name: 'register-email', windowMs: 15 * 60_000, limit: 5, key: byEmail });

  router.post('/auth/register', perIp, perAccount, async (req, res) => {
    const input = body(req, registration);
    const metadata = { requestId: req.id, ip: req.ip };
    const { user, position } = await registerUser(ctx.events, input, { hashPassword, now: ctx.now, metadata });
    const tokens = await issueTokens(ctx, user, { ...metadata, actor: user.id });
    await waitForProjection(ctx, tokens.position ?? position);
    res.status(201).json({
      user: userView(user),
      tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
      message: 'Account created. Please check your email for a verification code.',
      requiresVerification: true,
    });
  });

  return router;
}

export async function issueTokens(ctx: AppContext, user: RegisteredUser, metadata: Record<string, unknown>) {
  const session = await startSession(ctx.events, user.id, { now: ctx.now, metadata });
  const accessToken = signAccessToken(ctx.jwtSecret, {
    sub: user.id,
    role: user.role,
    tier: user.subscriptionTier,
    sid: session.sessionId,
  });
  return { accessToken, refreshToken: session.refreshToken, position: session.position };
}
