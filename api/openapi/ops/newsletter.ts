import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { issueAnswerSchema, issueListSchema, messageSchema, previewSchema, subscriberListSchema } from '../../../contracts/newsletter.ts';
import * as req from '../../requests/newsletter.ts';
import { contact } from '../../requests/contact.ts';
import { tokenInput as unsubscribeInput } from '../../requests/unsubscribe.ts';

const auth = 'bearer:admin';
const issueId = { id: z.uuid() };
const issueErrors = ['NOT_FOUND', 'CONFLICT', 'INVALID_TRANSITION'];

export const newsletterOps = {
  'POST /api/newsletter/unsubscribe': {
    summary: "Unsubscribe with the mail's link token (RFC 8058 one-click: a form post or JSON, the token in the query or body)",
    query: z.object({ token: z.string().optional() }),
    body: unsubscribeInput.partial(),
    ok: { 200: messageSchema },
    errors: ['NEWSLETTER_LINK_INVALID', 'NEWSLETTER_LINK_EXPIRED'],
    limited: true,
  },
  'POST /api/contact': { summary: 'Send a message to the Bawaba team', body: contact, ok: { 201: messageSchema }, limited: true },
  'POST /api/newsletter/subscribe': { summary: 'Subscribe to the newsletter (a confirmation mail follows: double opt-in)', body: req.subscribeInput, ok: { 200: messageSchema }, limited: true },
  'POST /api/newsletter/confirm': { summary: "Confirm a subscription with the confirmation mail's token", body: req.tokenInput, ok: { 200: messageSchema }, errors: ['NEWSLETTER_LINK_INVALID', 'NEWSLETTER_LINK_EXPIRED'], limited: true },
  'GET /api/admin/newsletter/subscribers': { summary: 'Subscribers, optionally of one status', auth, query: req.statusInput, ok: { 200: subscriberListSchema } },
  'GET /api/admin/newsletter/subscribers.csv': { summary: 'Subscribers as CSV', auth, query: req.statusInput, ok: { 200: { contentType: 'text/csv', description: 'One subscriber a row' } } },
  'POST /api/admin/newsletter/subscribers/{id}/unsubscribe': {
    summary: 'Unsubscribe someone (by the hash of their address)',
    auth,
    ok: { 200: z.looseObject({ id: z.string(), status: z.string() }) },
    errors: ['NOT_FOUND'],
  },
  'POST /api/admin/newsletter/preview': { summary: 'Render an issue body as the mail will show it', auth, body: req.previewInput, ok: { 200: previewSchema } },
  'GET /api/admin/newsletter/issues': { summary: 'Newsletter issues, drafts and sent', auth, ok: { 200: issueListSchema } },
  'POST /api/admin/newsletter/issues': { summary: 'Draft an issue', auth, body: req.issueInput, ok: { 201: issueAnswerSchema } },
  'GET /api/admin/newsletter/issues/{id}': { summary: 'One issue', auth, params: issueId, ok: { 200: issueAnswerSchema }, errors: ['NOT_FOUND'] },
  'PUT /api/admin/newsletter/issues/{id}': { summary: 'Revise a draft issue', auth, params: issueId, body: req.issueInput, ok: { 200: issueAnswerSchema }, errors: issueErrors },
  'POST /api/admin/newsletter/issues/{id}/test': { summary: 'Mail a test copy of an issue to the admin', auth, params: issueId, ok: { 202: z.looseObject({ queued: z.boolean() }) }, errors: ['NOT_FOUND'] },
  'POST /api/admin/newsletter/issues/{id}/send': { summary: 'Send an issue to every confirmed subscriber (paced)', auth, params: issueId, ok: { 202: issueAnswerSchema }, errors: issueErrors },
} satisfies Operations;
