import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { assertFeature, authorize, principal } from '../http/guards.ts';
import { body, parse } from '../http/validate.ts';
import { commandContext } from '../http/commandContext.ts';
import { changePlan } from '../../commands/subscriptions/changePlan.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { limitOf, CURRENCY, type FeatureId } from '../../domain/subscriptions/tiers.ts';
import { priceFor } from '../../domain/subscriptions/promoCodes.ts';
import { requireUserView, tokensAfterPlanChange } from './account.ts';
import { featureParam, planChange } from '../requests/subscriptions.ts';


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

  /** Lets the web's tier-routing guard ask before opening a gated page; 403 TIER_REQUIRED when not. */
  router.get('/subscriptions/access/:feature', signedIn, async (req, res) => {
    const feature = parse(featureParam, req.params).feature as FeatureId;
    const tier = await assertFeature(ctx.readStore, principal(req).sub, feature);
    res.json({ success: true, feature, tier, allowed: true, limit: limitOf(tier, feature) });
  });

  return router;
}
