import { Router } from 'express';
import { z } from 'zod';
import countries from 'i18n-iso-countries';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { commandContext } from '../http/commandContext.ts';
import { body } from '../http/validate.ts';
import type { PaymentPort } from '../../infra/payments/port.ts';
import { paymentPath } from './subscriptions.ts';
import { completeOnboarding, requestWelcomeEmail } from '../../commands/businessProfiles/onboarding.ts';
import { COMPANY_SIZES, INDUSTRIES, TIMELINES } from '../../domain/businessProfiles/businessProfile.ts';
import { TIER_IDS } from '../../domain/subscriptions/tiers.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { requireUserView, tokensAfterPlanChange } from './account.ts';
import { vaultOf } from './authKit.ts';
import { SUPPORTED_LANGUAGES } from '../contracts/languages.ts';

const oneOf = (values: readonly string[]) => ({ error: `Choose one of: ${values.join(', ')}` });

const shortText = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, 'Required')
  .max(200, 'Must be at most 200 characters')
  .refine((v) => !/[\u0000-\u001f<>]/.test(v), 'Contains characters that are not allowed');

const textList = z.array(shortText, { error: 'Must be a list of text' }).max(20, 'At most 20 entries');

// Library data rather than a hand-kept list; alpha-3 and numeric codes are refused on purpose.
const country = z
  .string({ error: 'Country is required' })
  .trim()
  .toUpperCase()
  .refine((v) => /^[A-Z]{2}$/.test(v) && countries.isValid(v), 'Unknown country: use an ISO 3166-1 alpha-2 code such as SA');

// People type "example.com"; it is stored as https://example.com. Empty means no website.
const website = z
  .string({ error: 'Website must be text' })
  .trim()
  .max(2048, 'Website is too long')
  .transform((v) => (v === '' || /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
  .pipe(z.union([z.literal(''), z.httpUrl('Enter a valid website address')]))
  .nullish()
  .transform((v) => v || null);

const profileData = z.strictObject({
  companyName: shortText,
  country,
  industry: z.enum(INDUSTRIES, oneOf(INDUSTRIES)),
  companySize: z.enum(COMPANY_SIZES, oneOf(COMPANY_SIZES)),
  website,
  goals: textList,
  timeline: z.enum(TIMELINES, oneOf(TIMELINES)),
  services: textList,
  package: z.enum(TIER_IDS, oneOf(TIER_IDS)).nullish().transform((v) => v ?? null),
});

const onboarding = z.strictObject({ profileData });

const LANGUAGES = SUPPORTED_LANGUAGES;
const welcome = z.strictObject({ language: z.enum(LANGUAGES, oneOf(LANGUAGES)).optional() });

export function businessProfileRouter(ctx: AppContext, payments?: PaymentPort): Router {
  const router = Router();
  const signedIn = authorize(ctx.jwtSecret);

  router.post('/business-profile/complete-onboarding', signedIn, async (req, res) => {
    const input = body(req, onboarding);
    const who = principal(req);
    const payment = paymentPath(payments, input.profileData.package ?? 'free', 'monthly');
    const result = await completeOnboarding(ctx.events, who.sub, input.profileData, { now: ctx.now, context: commandContext(req), vault: vaultOf(ctx), payment });
    await waitForProjection(ctx, result.position, ['users', 'subscriptions', 'businessProfiles']);
    // A paid package is an upgrade waiting for payment or approval: the tier in force stays free (docs/DECISIONS.md).
    res.json({
      success: true,
      message: 'Onboarding completed',
      user: await requireUserView(ctx, who.sub),
      profile: await getBusinessProfile(ctx.readStore, who.sub),
      subscription: await getSubscription(ctx.readStore, who.sub),
      tokens: await tokensAfterPlanChange(ctx, who),
    });
  });

  router.get('/business-profile/needs-business-info', signedIn, async (req, res) => {
    const user = await requireUserView(ctx, principal(req).sub);
    res.json({ success: true, needsBusinessInfo: !user.businessInfoCompleted });
  });

  // No profile yet is an ordinary state, not an error: 200 with profile null.
  router.get('/business-profile/business-profile', signedIn, async (req, res) => {
    res.json({ success: true, profile: await getBusinessProfile(ctx.readStore, principal(req).sub) });
  });

  router.post('/business-profile/send-welcome-email', signedIn, async (req, res) => {
    const input = body(req, welcome);
    const who = principal(req);
    const result = await requestWelcomeEmail(ctx.events, who.sub, input.language ?? 'en', { now: ctx.now, context: commandContext(req) });
    await waitForProjection(ctx, result.observed, ['businessProfiles']);
    const alreadyRequested = result.newEvents.length === 0;
    res.json({ success: true, alreadyRequested, message: alreadyRequested ? 'Welcome email already requested' : 'Welcome email queued' });
  });

  return router;
}
