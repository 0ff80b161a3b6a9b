import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { body } from '../http/validate.ts';
import { commandContext } from '../http/commandContext.ts';
import type { RateLimiterFactory } from '../http/rateLimit.ts';
import { receiveContactMessage } from '../../commands/engagement/engagement.ts';
import { asActor } from '../../commands/context.ts';
import { verifyAccessToken } from '../../infra/security/tokens.ts';
import { contact } from '../requests/contact.ts';


export function engagementRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const contactLimit = limit({ name: 'contact-ip', windowMs: 60 * 60_000, limit: 10 });

  router.post('/contact', contactLimit, async (req, res) => {
    const input = body(req, contact);
    // A signed-in sender is linked to their account; a bad or missing token just means anonymous.
    const token = req.get('authorization')?.replace(/^Bearer /i, '');
    const claims = token ? verifyAccessToken(ctx.jwtSecret, token) : undefined;
    const context = claims ? asActor(commandContext(req), { id: claims.sub, role: claims.role }) : commandContext(req);
    await receiveContactMessage(ctx.events, { ...input, company: input.company || null, userId: claims?.sub ?? null }, { now: ctx.now, context, vault: ctx.vault });
    res.status(201).json({ success: true, message: "Thank you! We'll get back to you soon." });
  });

  return router;
}
