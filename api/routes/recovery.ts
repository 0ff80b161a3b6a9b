import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { body } from '../http/validate.ts';
import { signedInCaller } from '../http/guards.ts';
import { byEmail, type RateLimiterFactory } from '../http/rateLimit.ts';
import { findUserByEmail } from '../../commands/users/login.ts';
import { issueVerificationCode, requestPasswordReset, resetPassword, verifyEmailCode, wrongVerificationCode } from '../../commands/users/credentials.ts';
import { hashPassword } from '../../infra/security/passwords.ts';
import { answerUser, authKit, languageOf } from './authKit.ts';
import { emailBody, resetBody, verifyBody } from '../requests/recovery.ts';


const FORGOT_MESSAGE = 'If an account exists for this email, a link to reset the password has been sent.';
const RESEND_MESSAGE = 'If this account still needs verification, a new code has been sent.';
/** Answers that must not tell whether an account exists also take a fixed minimum time. */
const EVEN_ANSWER_MS = 300;

/** Email verification and password recovery; limits are in docs/SECURITY.md. */
export function recoveryRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const kit = authKit(ctx);
  // A refusal waits as long as an answer, so neither tells by its timing.
  const evenly = async <T>(work: () => Promise<T>): Promise<T> => {
    const [result] = await Promise.allSettled([work(), new Promise((r) => setTimeout(r, EVEN_ANSWER_MS))]);
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  };

  router.post(
    '/auth/verify-email-code',
    limit({ name: 'verify-ip', windowMs: 15 * 60_000, limit: 30 }),
    limit({ name: 'verify-email', windowMs: 15 * 60_000, limit: 10, key: byEmail }),
    async (req, res) => {
      const { email, code } = body(req, verifyBody);
      const verified = await evenly(async () => {
        const user = await findUserByEmail(ctx.events, kit.vault, email);
        if (!user) throw wrongVerificationCode();
        return verifyEmailCode(ctx.events, user.id, code, kit.deps(req, user));
      });
      await waitForProjection(ctx, verified.position, ['users']);
      // The profile goes only to its owner's own session (spec: the answer is the user); a code alone proves the mailbox, not the account.
      const owner = signedInCaller(req, ctx.jwtSecret)?.sub === verified.user.id;
      res.json({ success: true, ...(owner ? { user: await answerUser(ctx, verified.user) } : {}), message: 'Your email is verified.' });
    },
  );

  router.post(
    '/auth/resend-verification-code',
    limit({ name: 'resend-ip', windowMs: 60 * 60_000, limit: 10 }),
    limit({ name: 'resend-email', windowMs: 15 * 60_000, limit: 3, key: byEmail }),
    async (req, res) => {
      const { email, language } = body(req, emailBody);
      await evenly(async () => {
        const user = await findUserByEmail(ctx.events, kit.vault, email);
        if (user && !user.emailVerified) await issueVerificationCode(ctx.events, user.id, languageOf(req, language), kit.deps(req, user));
      });
      res.json({ success: true, message: RESEND_MESSAGE });
    },
  );

  router.post(
    '/auth/forgot-password',
    limit({ name: 'forgot-ip', windowMs: 60 * 60_000, limit: 10 }),
    limit({ name: 'forgot-email', windowMs: 60 * 60_000, limit: 3, key: byEmail }),
    async (req, res) => {
      const { email, language } = body(req, emailBody);
      await evenly(async () => {
        const user = await findUserByEmail(ctx.events, kit.vault, email);
        if (user) await requestPasswordReset(ctx.events, user, ctx.config.APP_URL, languageOf(req, language), kit.deps(req));
      });
      res.json({ success: true, message: FORGOT_MESSAGE });
    },
  );

  router.post('/auth/reset-password', limit({ name: 'reset-ip', windowMs: 60 * 60_000, limit: 20 }), async (req, res) => {
    const { token, password } = body(req, resetBody);
    const result = await resetPassword(ctx.events, token, () => hashPassword(password), kit.deps(req));
    await waitForProjection(ctx, result.position, ['users']);
    res.json({ success: true, message: 'Your password has been changed. Please sign in with the new password.' });
  });

  return router;
}
