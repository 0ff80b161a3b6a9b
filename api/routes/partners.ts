import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
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
import { INDUSTRIES } from '../../domain/businessProfiles/businessProfile.ts';
import { APPLICANT_TYPES } from '../../domain/partners/partner.ts';
import { canonicalCity } from '../../domain/partners/cities.ts';
import { matchPartners } from '../../domain/partners/matching.ts';

const HOUR = 60 * 60 * 1000;
/** Applications per IP and hour: enough for a firm that fixes a typo, too few to flood the queue. */
export const APPLICATIONS_PER_HOUR = 5;

const text = (max: number, field: string) => z.string({ error: `${field} must be text` }).trim().min(1, `${field} is required`).max(max, `${field}: at most ${max} characters`);
const list = <T extends z.ZodType<string, unknown>>(item: T, max: number, field: string) =>
  z.array(item, { error: `${field} must be a list` }).max(max, `${field}: at most ${max} entries`).transform((v) => [...new Set(v)]);
const industry = z.enum(INDUSTRIES, { error: `Choose one of: ${INDUSTRIES.join(', ')}` });
const language = z.string({ error: 'Use language codes such as "en" or "ar"' }).trim().toLowerCase().regex(/^[a-z]{2,3}$/, 'Use language codes such as "en" or "ar"');
const city = text(60, 'City').transform(canonicalCity);
const service = text(60, 'Service');

const applyInput = z.strictObject({
  name: text(120, 'Name'),
  type: z.enum(APPLICANT_TYPES, { error: `Choose one of: ${APPLICANT_TYPES.join(', ')}` }),
  sectors: list(industry, INDUSTRIES.length, 'Sectors').refine((v) => v.length > 0, 'Choose at least one sector'),
  cities: list(city, 20, 'Cities').refine((v) => v.length > 0, 'Name at least one city'),
  languages: list(language, 10, 'Languages').refine((v) => v.length > 0, 'Name at least one language'),
  services: list(service, 20, 'Services').refine((v) => v.length > 0, 'Name at least one service'),
  website: z.url({ protocol: /^https?$/, error: 'Give the full address, e.g. https://example.com' }).max(300).nullable().default(null),
  contactEmail: z.email({ error: 'Give a valid email address' }).max(254).transform((e) => e.toLowerCase()),
});
const matchInput = z.strictObject({
  industry: industry.optional(),
  city: text(60, 'City').optional(),
  services: list(service, 10, 'Services').default([]),
  languages: list(language, 10, 'Languages').default([]),
});
const noteInput = z.strictObject({ note: z.string({ error: 'The note must be text' }).trim().max(1000, 'The note: at most 1000 characters').optional() });
const verifyInput = z.strictObject({ verified: z.boolean({ error: 'verified must be true or false' }) });
const statusInput = z.object({ status: z.enum(['pending', 'approved', 'rejected'], { error: 'Choose one of: pending, approved, rejected' }).optional() });
const idInput = z.object({ id: z.uuid({ error: 'Partner application not found' }) });

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
