import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { body, query } from '../http/validate.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import { byEmail, type RateLimiterFactory } from '../http/rateLimit.ts';
import { confirmNewsletter, saveIssue, sendIssue, sendTestIssue, subscribeToNewsletter, unsubscribeFromNewsletter } from '../../commands/engagement/newsletter.ts';
import { NEWSLETTER_PROJECTION, newsletter } from '../../projections/queries/newsletter.ts';
import { newsletterKey, readConfirmationToken } from '../../infra/security/newsletterTokens.ts';
import { deriveKey } from '../../infra/security/secrets.ts';
import { renderMarkdown } from '../../infra/articles/markdown.ts';
import { subscribersCsv } from './newsletterCsv.ts';
import { issueInput, previewInput, statusInput, subscribeInput, tokenInput } from '../requests/newsletter.ts';

const HOUR = 60 * 60_000;
const idOf = (raw: unknown, pattern: RegExp, what: string): string => {
  if (typeof raw !== 'string' || !pattern.test(raw)) throw new HttpError('NOT_FOUND', `${what} not found`);
  return raw;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HASH = /^[0-9a-f]{64}$/;

/** Subscribe (double opt-in), confirm, and the admin's /admin/newsletter. One-click unsubscribe is in newsletterForms.ts. */
export function newsletterRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const admin = authorize(ctx.jwtSecret, 'admin');
  const model = newsletter(ctx.readStore);
  const key = newsletterKey(deriveKey(ctx.jwtSecret, 'mail-v1'));
  const perIp = limit({ name: 'newsletter-ip', windowMs: HOUR, limit: 20 });
  const perEmail = limit({ name: 'newsletter-email', windowMs: HOUR, limit: 5, key: byEmail });
  const confirmLimit = limit({ name: 'newsletter-confirm', windowMs: HOUR, limit: 30 });
  const deps = (req: Parameters<typeof commandContext>[0]) => ({ now: ctx.now, context: commandContext(req) });

  // The same answer whatever the address's state, so nobody can learn who subscribed.
  router.post('/newsletter/subscribe', perIp, perEmail, async (req, res) => {
    const input = body(req, subscribeInput);
    const language = input.lang ?? input.language ?? 'en';
    await subscribeToNewsletter(ctx.events, ctx.readStore, { email: input.email, language, source: input.source ?? 'website' }, deps(req));
    res.json({ success: true, message: 'Successfully subscribed!' });
  });

  router.post('/newsletter/confirm', confirmLimit, async (req, res) => {
    const parsed = readConfirmationToken(key, body(req, tokenInput).token);
    if (!parsed) throw new HttpError('NEWSLETTER_LINK_INVALID', 'This confirmation link is not valid. Please subscribe again.');
    const result = await confirmNewsletter(ctx.events, parsed, deps(req));
    await waitForProjection(ctx, result.position ?? result.observed, [NEWSLETTER_PROJECTION]);
    res.json({ success: true, message: 'Your subscription is confirmed.' });
  });

  router.get('/admin/newsletter/subscribers', admin, async (req, res) => {
    res.json({ subscribers: await model.subscribers(query(req, statusInput).status) });
  });

  router.get('/admin/newsletter/subscribers.csv', admin, async (req, res) => {
    const rows = await model.subscribers(query(req, statusInput).status);
    res.set('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"').type('text/csv; charset=utf-8').send(subscribersCsv(rows));
  });

  router.post('/admin/newsletter/subscribers/:id/unsubscribe', admin, async (req, res) => {
    const emailHash = idOf(req.params.id, HASH, 'Subscriber');
    if (!(await model.subscriber(emailHash))) throw new HttpError('NOT_FOUND', 'Subscriber not found');
    const result = await unsubscribeFromNewsletter(ctx.events, ctx.readStore, { emailHash, by: 'admin', adminId: principal(req).sub }, deps(req));
    await waitForProjection(ctx, result.position ?? result.observed, [NEWSLETTER_PROJECTION]);
    res.json({ id: emailHash, status: result.newState.status });
  });

  router.post('/admin/newsletter/preview', admin, (req, res) => {
    res.json({ html: renderMarkdown(body(req, previewInput).body) });
  });

  router.get('/admin/newsletter/issues', admin, async (_req, res) => {
    res.json({ issues: await model.issues() });
  });

  router.post('/admin/newsletter/issues', admin, async (req, res) => {
    const input = body(req, issueInput);
    const issueId = randomUUID();
    const result = await saveIssue(ctx.events, { ...input, issueId, by: principal(req).sub }, deps(req));
    await waitForProjection(ctx, result.position, [NEWSLETTER_PROJECTION]);
    res.status(201).json({ issue: await model.issue(issueId) });
  });

  router.get('/admin/newsletter/issues/:id', admin, async (req, res) => {
    const issue = await model.issue(idOf(req.params.id, UUID, 'Newsletter issue'));
    if (!issue) throw new HttpError('NOT_FOUND', 'Newsletter issue not found');
    res.json({ issue });
  });

  router.put('/admin/newsletter/issues/:id', admin, async (req, res) => {
    const issueId = idOf(req.params.id, UUID, 'Newsletter issue');
    const input = body(req, issueInput);
    if (!(await model.issue(issueId))) throw new HttpError('NOT_FOUND', 'Newsletter issue not found');
    const result = await saveIssue(ctx.events, { ...input, issueId, by: principal(req).sub }, deps(req));
    await waitForProjection(ctx, result.position ?? result.observed, [NEWSLETTER_PROJECTION]);
    res.json({ issue: await model.issue(issueId) });
  });

  router.post('/admin/newsletter/issues/:id/test', admin, async (req, res) => {
    const issueId = idOf(req.params.id, UUID, 'Newsletter issue');
    const mailId = `newsletter-test-${issueId}-${randomUUID()}`;
    await sendTestIssue(ctx.events, { issueId, mailId, adminId: principal(req).sub }, deps(req));
    res.status(202).json({ queued: true });
  });

  router.post('/admin/newsletter/issues/:id/send', admin, async (req, res) => {
    const issueId = idOf(req.params.id, UUID, 'Newsletter issue');
    const recipients = await model.confirmedIds();
    const result = await sendIssue(ctx.events, { issueId, recipients, by: principal(req).sub }, deps(req));
    await waitForProjection(ctx, result.position ?? result.observed, [NEWSLETTER_PROJECTION]);
    res.status(202).json({ issue: await model.issue(issueId) });
  });

  return router;
}
