import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { meAnswerSchema, tokensSchema, userSchema } from '../../../contracts/user.ts';
import { subscriptionSchema } from '../../../contracts/subscription.ts';
import { successMessage } from '../operation.ts';
import { profileUpdate } from '../../requests/users.ts';
import { featureParam, planChange } from '../../requests/subscriptions.ts';
import { onboarding, welcome } from '../../requests/businessProfile.ts';
import * as settings from '../../requests/settings.ts';

const auth = 'bearer';
const profileAnswer = z.looseObject({ success: z.boolean(), user: userSchema, error: z.null() });
const businessProfile = z.nullable(z.looseObject({ companyName: z.string(), country: z.string(), industry: z.string(), companySize: z.string(), timeline: z.string() }));
const provider = { provider: settings.providerParam };
/** A plan change re-issues the access token with the new tier; the refresh token stays as it was. */
const reissued = z.looseObject({ accessToken: z.string() });

export const accountOps = {
  'GET /api/users/me': { summary: 'The signed-in user', auth, ok: { 200: meAnswerSchema } },
  'GET /api/users/profile': { summary: 'The signed-in user (the profile page’s shape)', auth, ok: { 200: profileAnswer } },
  'PUT /api/users/profile': { summary: "Change one's first, last or display name", auth, body: profileUpdate, ok: { 200: profileAnswer } },
  'PUT /api/users/subscription': {
    summary: 'Change plan (and billing period, promo code); the answer carries fresh tokens with the new tier',
    auth,
    body: planChange,
    ok: {
      200: z.looseObject({
        success: z.boolean(),
        subscription: subscriptionSchema,
        price: z.looseObject({ amount: z.number(), currency: z.string(), period: z.nullable(z.string()) }),
        user: userSchema,
        tokens: reissued,
      }),
    },
    errors: ['CONFLICT'],
  },
  'GET /api/subscriptions/me': { summary: "The caller's subscription", auth, ok: { 200: z.looseObject({ success: z.boolean(), subscription: subscriptionSchema }) } },
  'GET /api/subscriptions/access/{feature}': {
    summary: "Whether the caller's plan includes a feature, and its monthly limit",
    auth,
    params: featureParam.shape,
    ok: { 200: z.looseObject({ success: z.boolean(), feature: z.string(), tier: z.string(), allowed: z.boolean(), limit: z.unknown() }) },
    errors: ['TIER_REQUIRED'],
  },
  'POST /api/business-profile/complete-onboarding': {
    summary: 'Save the business profile and finish onboarding',
    auth,
    body: onboarding,
    ok: { 200: z.looseObject({ success: z.boolean(), message: z.string(), user: userSchema, profile: businessProfile, subscription: subscriptionSchema, tokens: reissued }) },
  },
  'GET /api/business-profile/needs-business-info': { summary: 'Whether onboarding is still to do', auth, ok: { 200: z.looseObject({ success: z.boolean(), needsBusinessInfo: z.boolean() }) } },
  'GET /api/business-profile/business-profile': { summary: "The caller's business profile (null before onboarding)", auth, ok: { 200: z.looseObject({ success: z.boolean(), profile: businessProfile }) } },
  'POST /api/business-profile/send-welcome-email': {
    summary: 'Queue the welcome mail (once; a repeat says it was already requested)',
    auth,
    body: welcome,
    ok: { 200: z.looseObject({ success: z.boolean(), alreadyRequested: z.boolean(), message: z.string() }) },
    errors: ['ONBOARDING_REQUIRED'],
  },
  'GET /api/users/dashboard': {
    summary: "The dashboard: the user, plan, business profile, this month's usage and next steps",
    auth,
    ok: {
      200: z.looseObject({
        success: z.boolean(),
        user: userSchema,
        subscription: subscriptionSchema,
        businessProfile,
        usagePeriod: z.string(),
        usage: z.record(z.string(), z.object({ used: z.number(), limit: z.nullable(z.number()) })),
        features: z.record(z.string(), z.unknown()),
        nextSteps: z.array(z.object({ id: z.string(), title: z.string(), href: z.string() })),
      }),
    },
  },
  'POST /api/settings/reauth': {
    summary: 'Confirm the password before a sensitive change (valid 5 minutes)',
    auth,
    body: settings.reauthBody,
    ok: { 200: z.looseObject({ success: z.boolean(), reauthenticatedUntil: z.string().optional() }) },
    errors: ['INVALID_PASSWORD'],
    limited: true,
  },
  'POST /api/settings/security/password': {
    summary: 'Change the password; every session ends and fresh tokens come back',
    auth,
    body: settings.changeBody,
    ok: { 200: z.looseObject({ success: z.boolean(), tokens: tokensSchema, message: z.string() }) },
    errors: ['INVALID_PASSWORD', 'reauth_required'],
    limited: true,
  },
  'POST /api/settings/delete-account': { summary: 'Delete the account and erase its personal data', auth, body: settings.deleteBody, ok: { 200: successMessage }, errors: ['INVALID_PASSWORD', 'reauth_required', 'LAST_ADMIN'], limited: true },
  'GET /api/settings/oauth': {
    summary: 'The sign-in methods of the account (password, Google, LinkedIn)',
    auth,
    ok: {
      200: z.looseObject({
        success: z.boolean(),
        hasPassword: z.boolean(),
        connections: z.array(z.looseObject({ provider: z.enum(['google', 'linkedin']), connected: z.boolean(), picture: z.nullable(z.string()), canDisconnect: z.boolean() })),
      }),
    },
  },
  'DELETE /api/settings/oauth/{provider}': { summary: 'Disconnect Google or LinkedIn (refused for the last sign-in method)', auth, params: provider, ok: { 200: successMessage }, errors: ['LAST_SIGN_IN_METHOD', 'NOT_FOUND'] },
} satisfies Operations;
