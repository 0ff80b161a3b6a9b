import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { assertFeature, authorize, principal } from '../http/guards.ts';
import { body, parse } from '../http/validate.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import { requestPlan, subscriptionState } from '../../commands/subscriptions/changePlan.ts';
import { billingHistory, getSubscription, type SubscriptionView } from '../../projections/queries/subscriptions.ts';
import { QUOTA_FEATURES, limitOf, CURRENCY, type BillingPeriod, type FeatureId, type TierId } from '../../domain/subscriptions/tiers.ts';
import type { PaymentPath } from '../../domain/subscriptions/subscription.ts';
import { monthlyUsage } from '../../projections/queries/usage.ts';
import { priceFor } from '../../domain/subscriptions/promoCodes.ts';
import type { PaymentPort } from '../../infra/payments/port.ts';
import { requireUserView, tokensAfterPlanChange } from './account.ts';
import { featureParam, planChange } from '../requests/subscriptions.ts';


/** Stripe when it sells this plan and period; otherwise an admin approves (invoice, bank transfer). */
export const paymentPath = (payments: PaymentPort | undefined, tier: TierId, period: BillingPeriod | null | undefined): PaymentPath =>
  payments?.sells(tier, period ?? 'monthly') ? 'stripe' : 'manual';

const priceOf = (tier: TierId, period: BillingPeriod | null, promoCode: string | null) =>
  period === null ? { amount: 0, currency: CURRENCY, period: null } : { amount: priceFor(tier, period, promoCode), currency: CURRENCY, period };

/**
 * A pending upgrade paid through Stripe gets its checkout page: made once per request (the
 * provider's idempotency key), so asking again, from pricing or from billing, opens the same one.
 */
export async function checkoutFor(ctx: AppContext, payments: PaymentPort | undefined, userId: string, view: SubscriptionView): Promise<string | null> {
  const pending = view.pendingUpgrade;
  if (!payments || !pending || pending.payment !== 'stripe') return null;
  const user = await requireUserView(ctx, userId);
  const back = `${ctx.config.APP_URL}/settings/billing`;
  const session = await payments.checkout({
    userId,
    email: typeof user.email === 'string' ? user.email : null,
    requestId: pending.requestId,
    tier: pending.tier,
    billingPeriod: pending.billingPeriod,
    successUrl: `${back}?checkout=success`,
    cancelUrl: `${back}?checkout=cancelled`,
  });
  return session.url;
}

export function subscriptionsRouter(ctx: AppContext, payments?: PaymentPort): Router {
  const router = Router();
  const signedIn = authorize(ctx.jwtSecret);

  /** Ends the Stripe subscription at the period's end once a downgrade is scheduled (the portal could do the same). */
  async function stopRenewal(userId: string) {
    const state = await subscriptionState(ctx.events, userId);
    if (payments && state.scheduled && state.subscriptionId) await payments.cancelAtPeriodEnd(state.subscriptionId);
  }

  /**
   * The spec's PUT answers the plan at once; a paid tier is now granted only once paid or approved,
   * so the answer is the plan in force plus `pendingUpgrade` (and the checkout page with Stripe) or
   * `scheduledChange` for a downgrade at the period's end (docs/DECISIONS.md).
   */
  router.put('/users/subscription', signedIn, async (req: Request, res) => {
    const input = body(req, planChange);
    const who = principal(req);
    const choice = { tier: input.plan, billingPeriod: input.billingPeriod ?? undefined, promoCode: input.promoCode };
    const result = await requestPlan(ctx.events, who.sub, choice, { now: ctx.now, context: commandContext(req), payment: paymentPath(payments, input.plan, input.billingPeriod) });
    await waitForProjection(ctx, result.observed, ['subscriptions', 'users']);
    if (result.newEvents.some((e) => e.type === 'DowngradeScheduled')) await stopRenewal(who.sub);
    const subscription = await getSubscription(ctx.readStore, who.sub);
    const pending = subscription.pendingUpgrade;
    res.json({
      success: true,
      subscription,
      price: priceOf(subscription.tier, subscription.billingPeriod, subscription.promoCode),
      pendingUpgrade: pending && { ...pending, price: priceOf(pending.tier, pending.billingPeriod, pending.promoCode) },
      checkoutUrl: await checkoutFor(ctx, payments, who.sub, subscription),
      user: await requireUserView(ctx, who.sub),
      tokens: await tokensAfterPlanChange(ctx, who),
    });
  });

  router.get('/subscriptions/me', signedIn, async (req, res) => {
    res.json({ success: true, subscription: await getSubscription(ctx.readStore, principal(req).sub) });
  });

  /** Settings → billing: the plan and its state, the history, and whether the provider's portal is there. */
  router.get('/subscriptions/billing', signedIn, async (req, res) => {
    const userId = principal(req).sub;
    const [subscription, history, state] = await Promise.all([getSubscription(ctx.readStore, userId), billingHistory(ctx.readStore, userId), subscriptionState(ctx.events, userId)]);
    res.json({ success: true, subscription, history, payments: payments ? 'stripe' : 'manual', portal: Boolean(payments && state.customerId) });
  });

  router.post('/subscriptions/checkout', signedIn, async (req, res) => {
    const userId = principal(req).sub;
    const url = await checkoutFor(ctx, payments, userId, await getSubscription(ctx.readStore, userId));
    if (!url) throw new HttpError('NOT_FOUND', 'No upgrade is waiting for payment');
    res.json({ success: true, url });
  });

  router.post('/subscriptions/portal', signedIn, async (req, res) => {
    const state = await subscriptionState(ctx.events, principal(req).sub);
    if (!payments || !state.customerId) throw new HttpError('NOT_FOUND', 'There is no billing account to manage yet');
    res.json({ success: true, url: (await payments.portal(state.customerId, `${ctx.config.APP_URL}/settings/billing`)).url });
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
