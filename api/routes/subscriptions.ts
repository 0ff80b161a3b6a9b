import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { assertFeature, authorize, principal } from '../http/guards.ts';
import { body, parse } from '../http/validate.ts';
import { commandContext } from '../http/commandContext.ts';
import { changePlan } from '../../commands/subscriptions/changePlan.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { BILLING_PERIODS, QUOTA_FEATURES, TIER_IDS, isFeature, limitOf, CURRENCY, type FeatureId } from '../../domain/subscriptions/tiers.ts';
import { monthlyUsage } from '../../projections/queries/usage.ts';
import { priceFor } from '../../domain/subscriptions/promoCodes.ts';
import { requireUserView, tokensAfterPlanChange } from './account.ts';

const planChange = z.strictObject({
  plan: z.enum(TIER_IDS, { error: `Choose one of: ${TIER_IDS.join(', ')}` }),
  billingPeriod: z.enum(BILLING_PERIODS, { error: `Choose one of: ${BILLING_PERIODS.join(', ')}` }).nullish(),
  // An empty field on a form means "no code".
  promoCode: z
    .string({ error: 'Promo code must be text' })
    .trim()
    .max(40, 'Promo code is too long')
    .nullish()
    .transform((v) => (v === '' ? null : v)),
});

const featureParam = z.object({
  feature: z.string().refine(isFeature, 'Unknown feature'),
});

export function subscriptionsRouter(ctx: AppContext): Router {
  const router = Router();
  const signedIn = authorize(ctx.jwtSecret);

  router.put('/users/subscription', signedIn, async (req, res) => {
    const input = body(req, planChange);
    const who = principal(req);
    const result = await changePlan(
      ctx.events,
      who.sub,
      { tier: input.plan, billingPeriod: input.billingPeriod ?? undefined, promoCode: input.promoCode },
      { now: ctx.now, context: commandContext(req) },
    );
    await waitForProjection(ctx, result.observed, ['subscriptions', 'users']);
    const subscription = await getSubscription(ctx.readStore, who.sub);
    const price =
      subscription.billingPeriod === null
        ? { amount: 0, currency: CURRENCY, period: null }
        : { amount: priceFor(subscription.tier, subscription.billingPeriod, subscription.promoCode), currency: CURRENCY, period: subscription.billingPeriod };
    res.json({
      success: true,
      subscription,
      price,
      user: await requireUserView(ctx, who.sub),
      tokens: await tokensAfterPlanChange(ctx, who),
    });
  });

  router.get('/subscriptions/me', signedIn, async (req, res) => {
    res.json({ success: true, subscription: await getSubscription(ctx.readStore, principal(req).sub) });
  });

  /**
   * Lets the web's tier-routing guard ask before opening a gated page; 403 TIER_REQUIRED when not. For a
   * monthly allowance it also says how much of this month's is used, so a page can say so before the
   * user starts (the command still decides at append).
   */
  router.get('/subscriptions/access/:feature', signedIn, async (req, res) => {
    const feature = parse(featureParam, req.params).feature as FeatureId;
    const userId = principal(req).sub;
    const tier = await assertFeature(ctx.readStore, userId, feature);
    const used = QUOTA_FEATURES.includes(feature) ? ((await monthlyUsage(ctx.readStore, userId, tier, ctx.now()))[feature]?.used ?? 0) : null;
    res.json({ success: true, feature, tier, allowed: true, limit: limitOf(tier, feature), used });
  });

  return router;
}
