import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { subscriptionSchema } from '../../../contracts/subscription.ts';
import { adminIntroductionsSchema, introductionAnswerSchema, myIntroductionsSchema } from '../../../contracts/introductions.ts';
import { upgradeListQuery, upgradeRejection } from '../../requests/upgrades.ts';
import { introductionInput } from '../../requests/introductions.ts';

const auth = 'bearer';
const admin = 'bearer:admin';
const url = z.looseObject({ success: z.boolean(), url: z.string() });
const upgradeRequest = z.looseObject({ id: z.string(), userId: z.string(), tier: z.string(), status: z.string() });

/** Paid plans (issue 23) and partner introductions (issue 17). */
export const plansOps = {
  'POST /api/subscriptions/webhook': {
    summary: "Stripe's events (signed; raw body). Each event is recorded once by its id",
    ok: { 200: z.looseObject({ received: z.boolean() }) },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
  },
  'GET /api/subscriptions/billing': {
    summary: 'Settings → billing: the plan in force and what waits, the billing history, and whether the provider portal is there',
    auth,
    ok: {
      200: z.looseObject({
        success: z.boolean(),
        subscription: subscriptionSchema,
        history: z.array(z.looseObject({ type: z.string(), at: z.string(), details: z.record(z.string(), z.unknown()) })),
        payments: z.enum(['stripe', 'manual']),
        portal: z.boolean(),
      }),
    },
  },
  'POST /api/subscriptions/checkout': { summary: 'The Stripe checkout page of the upgrade waiting for payment', auth, ok: { 200: url }, errors: ['NOT_FOUND'] },
  'POST /api/subscriptions/portal': { summary: "The Stripe customer portal of the caller's billing account", auth, ok: { 200: url }, errors: ['NOT_FOUND'] },
  'GET /api/admin/subscriptions/upgrades': {
    summary: 'Upgrade requests by status, oldest first (back office)',
    auth: admin,
    query: upgradeListQuery,
    ok: { 200: z.looseObject({ success: z.boolean(), requests: z.array(upgradeRequest) }) },
  },
  'POST /api/admin/subscriptions/upgrades/{id}/approve': {
    summary: 'Approve an upgrade request: the tier is granted (e.g. once an invoice was paid by bank transfer)',
    auth: admin,
    ok: { 200: z.looseObject({ success: z.boolean(), request: upgradeRequest }) },
    errors: ['NOT_FOUND', 'CONFLICT', 'INVALID_TRANSITION'],
  },
  'POST /api/admin/subscriptions/upgrades/{id}/reject': {
    summary: 'Reject an upgrade request with an optional reason (sealed with the user’s key); the tier stays',
    auth: admin,
    body: upgradeRejection,
    ok: { 200: z.looseObject({ success: z.boolean(), request: upgradeRequest }) },
    errors: ['NOT_FOUND', 'CONFLICT', 'INVALID_TRANSITION'],
  },
  'POST /api/market/partners/{partnerId}/introductions': {
    summary: 'Ask for an introduction to a listed partner (201 the first time, 200 with alreadyRequested after)',
    auth,
    body: introductionInput,
    ok: { 201: introductionAnswerSchema, 200: introductionAnswerSchema },
    errors: ['NOT_FOUND'],
    limited: true,
  },
  'GET /api/market/introductions': { summary: 'The partners the caller already asked to be introduced to', auth, ok: { 200: myIntroductionsSchema } },
  'GET /api/admin/introductions': { summary: 'Introduction requests, newest first (back office leads)', auth: admin, ok: { 200: adminIntroductionsSchema } },
} satisfies Operations;
