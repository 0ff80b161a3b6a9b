import express, { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { parse } from '../http/validate.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimiterFactory } from '../http/rateLimit.ts';
import { unsubscribeFromNewsletter } from '../../commands/engagement/newsletter.ts';
import { NEWSLETTER_PROJECTION } from '../../projections/queries/newsletter.ts';
import { newsletterKey, readUnsubscribeToken } from '../../infra/security/newsletterTokens.ts';
import { deriveKey } from '../../infra/security/secrets.ts';
import { tokenInput } from '../requests/unsubscribe.ts';


/**
 * RFC 8058 one-click unsubscribe. A mail provider POSTs `List-Unsubscribe=One-Click` as a form to
 * the header's URL (token in the query); the page behind the mail's link POSTs JSON {token}. Both
 * work without sign-in: the token is signed for that address alone. Mounted ahead of the JSON-only
 * API because the provider's form body is not JSON.
 */
export function newsletterFormsRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const key = newsletterKey(deriveKey(ctx.jwtSecret, 'mail-v1'));
  const perIp = limit({ name: 'newsletter-unsubscribe', windowMs: 60 * 60_000, limit: 60 });
  const forms = [express.urlencoded({ extended: false, limit: '4kb' }), express.json({ limit: '4kb', strict: true })];

  router.post('/newsletter/unsubscribe', perIp, ...forms, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { token } = parse(tokenInput, { token: req.query.token ?? (req.body as Record<string, unknown> | undefined)?.token });
    const emailHash = readUnsubscribeToken(key, token);
    if (!emailHash) throw new HttpError('NEWSLETTER_LINK_INVALID', 'This unsubscribe link is not valid.');
    const result = await unsubscribeFromNewsletter(ctx.events, ctx.readStore, { emailHash, by: 'link', adminId: null }, { now: ctx.now, context: commandContext(req) });
    await waitForProjection(ctx, result.position ?? result.observed, [NEWSLETTER_PROJECTION]);
    res.json({ success: true, message: 'You have been unsubscribed.' });
  });

  return router;
}
