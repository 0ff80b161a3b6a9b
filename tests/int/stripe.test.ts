import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, register, type Json } from '../support/api.ts';
import { storedEvents } from '../support/adminServer.ts';
import { signedEvent, startStripeStandIn } from '../support/stripeStandIn.ts';

const WEBHOOK_SECRET = 'whsec_test_bawaba';
let server: TestServer;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startServer({
    RATE_LIMITS: 'off',
    APP_URL: 'http://app.example',
    STRIPE_SECRET_KEY: 'sk_test_bawaba',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_monthly',
    STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_professional_yearly',
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

const signUp = async () => {
  const { body } = await register(server.url);
  return { token: body.tokens.accessToken as string, id: body.user.id as string };
};
const me = async (token: string) => (await call(server.url, 'GET', '/api/subscriptions/me', { token })).body.subscription as Json;
const events = (userId: string) => storedEvents(server.dataDir, `subscription-${userId}`).map((e) => e.type);
const deliver = (delivery: { payload: string; signature: string }) =>
  call(server.url, 'POST', '/api/subscriptions/webhook', { raw: delivery.payload, headers: { 'stripe-signature': delivery.signature } });

let n = 0;
const meta = (userId: string, tier = 'starter', billingPeriod = 'monthly') => ({ userId, tier, billingPeriod });
const checkoutCompleted = (userId: string, id = `evt_cs_${++n}`) =>
  signedEvent(WEBHOOK_SECRET, {
    id,
    type: 'checkout.session.completed',
    object: { id: 'cs_test_1', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', amount_total: 4900, currency: 'usd', customer: 'cus_1', subscription: 'sub_1', metadata: meta(userId) },
  });
const invoice = (userId: string, type: 'invoice.paid' | 'invoice.payment_failed', billingReason: string, periodEnd: number) =>
  signedEvent(WEBHOOK_SECRET, {
    id: `evt_in_${++n}`,
    type,
    object: {
      id: `in_${n}`,
      object: 'invoice',
      billing_reason: billingReason,
      amount_paid: type === 'invoice.paid' ? 4900 : 0,
      amount_due: 4900,
      currency: 'usd',
      customer: 'cus_1',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: meta(userId) } },
      lines: { object: 'list', data: [{ id: 'il_1', period: { start: periodEnd - 2_592_000, end: periodEnd } }] },
    },
  });

describe('Stripe: checkout, webhooks, portal', () => {
  it('an upgrade opens a Checkout Session in subscription mode for the plan and period, promotion codes allowed; the tier stays', async () => {
    const { token, id } = await signUp();
    const res = await call(server.url, 'PUT', '/api/users/subscription', { token, body: { plan: 'starter', billingPeriod: 'monthly' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscription: { tier: 'free', pendingUpgrade: { tier: 'starter', payment: 'stripe' } }, checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(Object.fromEntries(created.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_starter_monthly',
      'line_items[0][quantity]': '1',
      allow_promotion_codes: 'true',
      client_reference_id: id,
      'metadata[userId]': id,
      'subscription_data[metadata][tier]': 'starter',
      success_url: 'http://app.example/settings/billing?checkout=success',
    });
    expect(created.headers['idempotency-key']).toMatch(/^checkout-/);
    // A plan Stripe does not sell here (enterprise is per contract) is approved by hand.
    const enterprise = await call(server.url, 'PUT', '/api/users/subscription', { token, body: { plan: 'enterprise' } });
    expect(enterprise.body).toMatchObject({ pendingUpgrade: { tier: 'enterprise', payment: 'manual' }, checkoutUrl: null });
  });

  it('a forged signature is 400 and changes nothing', async () => {
    const { token, id } = await signUp();
    await call(server.url, 'PUT', '/api/users/subscription', { token, body: { plan: 'starter' } });
    const real = checkoutCompleted(id);
    const forged = { payload: real.payload, signature: signedEvent('whsec_not_ours', { id: 'x', type: 'x', object: {} }).signature };
    const tampered = { payload: real.payload.replace('"starter"', '"professional"'), signature: real.signature };
    for (const delivery of [forged, tampered, { payload: real.payload, signature: '' }]) {
      const res = await deliver(delivery);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    expect((await me(token)).tier).toBe('free');
    expect(events(id)).toEqual(['UpgradeRequested']);
  });

  it('walks every state: paid, replayed, first invoice, failed, renewed, portal, downgrade, deleted', async () => {
    const { token, id } = await signUp();
    await call(server.url, 'PUT', '/api/users/subscription', { token, body: { plan: 'starter' } });

    const paid = checkoutCompleted(id);
    expect((await deliver(paid)).status).toBe(200);
    expect(await me(token)).toMatchObject({ tier: 'starter', billingPeriod: 'monthly', status: 'active', pendingUpgrade: null });
    expect(events(id)).toEqual(['UpgradeRequested', 'PaymentSucceeded', 'SubscriptionChanged']);
    expect(storedEvents(server.dataDir, `subscription-${id}`)[2]).toMatchObject({ data: { source: 'system' }, metadata: { actor: 'system' } });

    // Stripe retries and replays: the same event id changes nothing; the first invoice is the same purchase.
    expect((await deliver(paid)).status).toBe(200);
    const inAMonth = Math.floor(Date.now() / 1000) + 30 * 86_400;
    expect((await deliver(invoice(id, 'invoice.paid', 'subscription_create', inAMonth))).status).toBe(200);
    expect(events(id)).toHaveLength(3);

    const failed = invoice(id, 'invoice.payment_failed', 'subscription_cycle', inAMonth);
    await deliver(failed);
    expect((await me(token)).status).toBe('past_due');
    await deliver(failed);
    expect(events(id)).toEqual(['UpgradeRequested', 'PaymentSucceeded', 'SubscriptionChanged', 'PaymentFailed']);

    const inTwoMonths = inAMonth + 30 * 86_400;
    await deliver(invoice(id, 'invoice.paid', 'subscription_cycle', inTwoMonths));
    expect(await me(token)).toMatchObject({ status: 'active', paidUntil: new Date(inTwoMonths * 1000).toISOString() });

    const billing = await call(server.url, 'GET', '/api/subscriptions/billing', { token });
    expect(billing.body).toMatchObject({ payments: 'stripe', portal: true });
    expect(billing.body.history.map((h: Json) => h.type)).toEqual(['PaymentSucceeded', 'PaymentFailed', 'SubscriptionChanged', 'PaymentSucceeded', 'UpgradeRequested']);
    const portal = await call(server.url, 'POST', '/api/subscriptions/portal', { token });
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(Object.fromEntries(stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!.form)).toMatchObject({ customer: 'cus_1' });

    const down = await call(server.url, 'PUT', '/api/users/subscription', { token, body: { plan: 'free' } });
    expect(down.body.subscription).toMatchObject({ tier: 'starter', status: 'cancelling', scheduledChange: { tier: 'free' } });
    expect(Object.fromEntries(stripe.requests.filter((r) => r.path === '/v1/subscriptions/sub_1').at(-1)!.form)).toEqual({ cancel_at_period_end: 'true' });

    const deleted = signedEvent(WEBHOOK_SECRET, { id: `evt_del_${++n}`, type: 'customer.subscription.deleted', object: { id: 'sub_1', object: 'subscription', metadata: meta(id) } });
    await deliver(deleted);
    await deliver(deleted);
    expect(await me(token)).toMatchObject({ tier: 'free', scheduledChange: null, status: 'active' });
    expect(events(id).slice(-3)).toEqual(['DowngradeScheduled', 'SubscriptionCancelled', 'SubscriptionChanged']);
  });

  it('without a pending upgrade there is no checkout, and without a customer no portal', async () => {
    const { token } = await signUp();
    expect((await call(server.url, 'POST', '/api/subscriptions/checkout', { token })).status).toBe(404);
    expect((await call(server.url, 'POST', '/api/subscriptions/portal', { token })).status).toBe(404);
  });
});
