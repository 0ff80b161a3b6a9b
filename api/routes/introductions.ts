import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import { byUser, type RateLimiterFactory } from '../http/rateLimit.ts';
import { body } from '../http/validate.ts';
import { introductionInput as requestInput } from '../requests/introductions.ts';
import { requestIntroduction } from '../../commands/partners/introductions.ts';
import { partnerDirectory } from '../../projections/queries/partners.ts';
import { INTRODUCTIONS_PROJECTION, introductions } from '../../projections/queries/introductions.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Issue 17: a partner match had no next step. A signed-in user asks to be introduced to a listed partner;
 * the request is a lead the admins see in the back office. Partners have no accounts here (the directory
 * is applications and public bodies), so the team makes the introduction (docs/DECISIONS.md).
 */
export function introductionsRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const signedIn = authorize(ctx.jwtSecret);
  const admin = authorize(ctx.jwtSecret, 'admin');
  const directory = partnerDirectory(ctx.readStore);
  const leads = introductions(ctx.readStore);
  // Each request reaches a person on the team: enough for a real search, too few to flood the queue.
  const requestLimit = limit({ name: 'introductions-user', windowMs: HOUR, limit: 20, key: byUser });

  router.post('/market/partners/:partnerId/introductions', signedIn, requestLimit, async (req, res) => {
    const { message } = body(req, requestInput);
    const partner = await directory.listedById(String(req.params.partnerId));
    if (!partner) throw new HttpError('NOT_FOUND', 'Partner not found');
    const userId = principal(req).sub;
    const result = await requestIntroduction(ctx.events, ctx.readStore, { userId, partner, message: message || null }, { now: ctx.now, context: commandContext(req) });
    await waitForProjection(ctx, result.position, [INTRODUCTIONS_PROJECTION]);
    res.status(result.created ? 201 : 200).json({ id: result.introductionId, partnerId: partner.id, requestedAt: result.at, alreadyRequested: !result.created });
  });

  router.get('/market/introductions', signedIn, async (req, res) => {
    res.json({ partnerIds: await leads.partnerIdsOf(principal(req).sub) });
  });

  router.get('/admin/introductions', admin, async (_req, res) => {
    res.json({ introductions: await leads.list() });
  });

  return router;
}
