import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimiterFactory } from '../http/rateLimit.ts';
import { body, parse, query } from '../http/validate.ts';
import { applyAsPartner, countPartnerMatch, decideApplication, verifyPartner } from '../../commands/partners/partners.ts';
import { PARTNERS_PROJECTION, partnerDirectory } from '../../projections/queries/partners.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { matchPartners } from '../../domain/partners/matching.ts';
import { applyInput, idInput, matchInput, noteInput, statusInput, verifyInput } from '../requests/partners.ts';

const HOUR = 60 * 60 * 1000;
/** Applications per IP and hour: enough for a firm that fixes a typo, too few to flood the queue. */
export const APPLICATIONS_PER_HOUR = 5;


/** Application ids are uuids; anything else is unknown rather than malformed, so 404. */
function applicationId(raw: unknown): string {
  const parsed = idInput.safeParse({ id: raw });
  if (!parsed.success) throw new HttpError('NOT_FOUND', 'Partner application not found');
  return parsed.data.id;
}

export function partnersRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const signedIn = authorize(ctx.jwtSecret);
  const admin = authorize(ctx.jwtSecret, 'admin');
  const directory = partnerDirectory(ctx.readStore);
  const applyLimit = limit({ name: 'partnerApply', windowMs: HOUR, limit: APPLICATIONS_PER_HOUR });

  router.post('/partners/apply', applyLimit, async (req, res) => {
    const input = body(req, applyInput);
    const result = await applyAsPartner(ctx.events, ctx.readStore, input, { now: ctx.now, context: commandContext(req) });
    await waitForProjection(ctx, result.position, [PARTNERS_PROJECTION]);
    res.status(201).json({ id: result.applicationId, status: 'pending' });
  });

  router.get('/partners', async (_req, res) => {
    res.json({ partners: await directory.listed() });
  });

  router.post('/market/partners', signedIn, async (req, res) => {
    const input = body(req, matchInput);
    const who = principal(req);
    const [{ tier }, profile] = await Promise.all([getSubscription(ctx.readStore, who.sub), getBusinessProfile(ctx.readStore, who.sub)]);
    const matches = matchPartners(await directory.listed(), input, profile && { industry: profile.industry });
    await countPartnerMatch(ctx.events, { requestId: randomUUID(), userId: who.sub, tier, matches: matches.length }, { now: ctx.now, context: commandContext(req) });
    res.json({ matches });
  });

  router.get('/admin/partners/applications', admin, async (req, res) => {
    const { status } = query(req, statusInput);
    res.json({ applications: await directory.applications(status) });
  });

  for (const decision of ['approve', 'reject'] as const) {
    router.post(`/admin/partners/applications/:id/${decision}`, admin, async (req, res) => {
      const id = applicationId(req.params.id);
      const { note } = body(req, noteInput);
      const outcome = { applicationId: id, decision, by: principal(req).sub, note: note || null };
      const result = await decideApplication(ctx.events, ctx.readStore, outcome, { now: ctx.now, context: commandContext(req) });
      await waitForProjection(ctx, result.position ?? result.observed, [PARTNERS_PROJECTION]);
      res.json({ id, status: result.newState.status });
    });
  }

  router.post('/admin/partners/:id/verify', admin, async (req, res) => {
    const id = applicationId(req.params.id);
    const { verified } = parse(verifyInput, req.body);
    const result = await verifyPartner(ctx.events, { applicationId: id, by: principal(req).sub, verified }, { now: ctx.now, context: commandContext(req) });
    await waitForProjection(ctx, result.position ?? result.observed, [PARTNERS_PROJECTION]);
    res.json({ id, verified: result.newState.verified });
  });

  return router;
}
