import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import jwt from 'jsonwebtoken';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register, type Json } from '../support/api.ts';
import { adminToken } from '../support/admin.ts';
import { PLANS_ADMIN, PLANS_ADMIN_ENV, grantTier } from '../support/plans.ts';
import { storedEvents } from '../support/adminServer.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', TEST_CLOCK: 'on', ...PLANS_ADMIN_ENV });
  admin = await adminToken(server.url, PLANS_ADMIN);
});
afterAll(async () => {
  await server?.stop();
});

const signUp = async (): Promise<{ token: string; user: Json; refreshToken: string }> => {
  const { body } = await register(server.url);
  return { token: body.tokens.accessToken, refreshToken: body.tokens.refreshToken, user: body.user };
};
const put = (token: string, body: unknown) => call(server.url, 'PUT', '/api/users/subscription', { token, body });
const me = (token: string) => call(server.url, 'GET', '/api/subscriptions/me', { token });
const pending = async () => (await call(server.url, 'GET', '/api/admin/subscriptions/upgrades', { token: admin })).body.requests as Json[];
const decide = (id: string, action: 'approve' | 'reject', body: Json = {}) => call(server.url, 'POST', `/api/admin/subscriptions/upgrades/${id}/${action}`, { token: admin, body });
const events = (userId: string) => storedEvents(server.dataDir, `subscription-${userId}`);
const FREE = { tier: 'free', billingPeriod: null, startDate: null, promoCode: null };

describe('a user asks for a plan', () => {
  it('answers the free default with every key present and unset values null', async () => {
    const { token } = await signUp();
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, subscription: { ...FREE, status: 'active', paidUntil: null, pendingUpgrade: null, scheduledChange: null } });
  });

  it('cannot raise their own tier: the answer is the current plan plus the pending upgrade, and the token stays free', async () => {
    const { token, user } = await signUp();
    const res = await put(token, { plan: 'professional', billingPeriod: 'yearly', promoCode: 'launch20' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      subscription: { ...FREE, pendingUpgrade: { tier: 'professional', billingPeriod: 'yearly', promoCode: 'LAUNCH20', payment: 'manual', source: 'user' } },
      price: { amount: 0, currency: 'USD', period: null },
      pendingUpgrade: { tier: 'professional', price: { amount: 1192, currency: 'USD', period: 'yearly' } },
      checkoutUrl: null,
      user: { id: user.id, subscriptionTier: 'free', subscription_tier: 'free' },
    });
    expect((jwt.decode(res.body.tokens.accessToken) as Json).tier).toBe('free');
    // Every gated door stays shut until paid or approved.
    expect((await call(server.url, 'POST', '/api/market/legal', { token, body: {} })).body.code).toBe('TIER_REQUIRED');
    expect((await events(user.id)).map((e) => e.type)).toEqual(['UpgradeRequested']);
  });

  it('records who asked for the plan, from where (IP and user agent sealed with their key) and in which request, beside the schema version', async () => {
    const { token, user } = await signUp();
    const res = await call(server.url, 'PUT', '/api/users/subscription', { token, body: { plan: 'starter' }, headers: { 'user-agent': 'plan-test' } });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const [changed] = await events(user.id);
    expect(changed?.metadata).toEqual({ actor: { id: user.id, role: 'user' }, ip: expect.stringMatching(/^pii1\./), userAgent: expect.stringMatching(/^pii1\./), correlationId: requestId, causationId: requestId, v: 1 });
    expect(JSON.stringify(changed?.metadata)).not.toContain('plan-test');
  });

  it('records the request once for the same plan, and refuses a code that does not apply, changing nothing', async () => {
    const { token, user } = await signUp();
    await put(token, { plan: 'starter', billingPeriod: 'monthly' });
    await put(token, { plan: 'starter', billingPeriod: 'monthly' });
    expect(await events(user.id)).toHaveLength(1);
    const bad = await put(token, { plan: 'starter', billingPeriod: 'monthly', promoCode: 'LAUNCH20' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ promoCode: 'Promo code LAUNCH20 applies only to yearly billing' });
    const unknown = await put(token, { plan: 'starter', billingPeriod: 'yearly', promoCode: 'FREEMONEY' });
    expect(unknown.body).toEqual({ error: 'Promo code FREEMONEY is not valid', code: 'VALIDATION_ERROR', fields: { promoCode: 'Promo code FREEMONEY is not valid' }, fieldCodes: { promoCode: 'PROMO_INVALID' } });
    expect(await events(user.id)).toHaveLength(1);
  });

  it('validates plan and billing period, and refuses unknown fields such as a client-sent tier', async () => {
    const { token } = await signUp();
    const res = await put(token, { plan: 'platinum', billingPeriod: 'weekly', tier: 'enterprise' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ plan: 'Choose one of: free, starter, professional, enterprise', billingPeriod: 'Choose one of: monthly, yearly', tier: 'Unknown field' });
  });

  it('answers 401 without a token', async () => {
    expect((await put('', { plan: 'starter' })).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/subscriptions/me')).body.code).toBe('UNAUTHORIZED');
  });
});

describe('an admin approves or rejects (no payment provider configured)', () => {
  it('lists the pending request; approving grants the tier with the admin as actor, signed into later tokens', async () => {
    const person = newUser();
    const { body } = await register(server.url, person);
    const token = body.tokens.accessToken as string;
    await put(token, { plan: 'starter', billingPeriod: 'yearly', promoCode: 'LAUNCH20' });
    const request = (await pending()).find((r) => r.userId === body.user.id)!;
    expect(request).toMatchObject({ tier: 'starter', billingPeriod: 'yearly', status: 'pending', user: { email: person.email } });

    const approved = await decide(request.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.request).toMatchObject({ status: 'approved', decidedBy: expect.any(String) });
    expect((await me(token)).body.subscription).toMatchObject({ tier: 'starter', billingPeriod: 'yearly', promoCode: 'LAUNCH20', pendingUpgrade: null, status: 'active' });
    const log = await events(body.user.id);
    expect(log.map((e) => e.type)).toEqual(['UpgradeRequested', 'UpgradeApproved', 'SubscriptionChanged']);
    expect(log[2]!.data).toMatchObject({ source: 'admin', tier: 'starter' });
    expect(log[2]!.metadata.actor).toMatchObject({ role: 'admin' });
    const login = await call(server.url, 'POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    expect((jwt.decode(login.body.tokens.accessToken) as Json).tier).toBe('starter');
    // Deciding twice is refused and changes nothing.
    expect((await decide(request.id, 'reject')).status).toBe(409);
    expect(await events(body.user.id)).toHaveLength(3);
  });

  it('rejecting keeps the tier, with the reason in the billing history', async () => {
    const { token, user } = await signUp();
    await put(token, { plan: 'enterprise' });
    const request = (await pending()).find((r) => r.userId === user.id)!;
    expect((await decide(request.id, 'reject', { reason: 'No purchase order received' })).status).toBe(200);
    expect((await me(token)).body.subscription).toMatchObject({ tier: 'free', pendingUpgrade: null });
    const billing = await call(server.url, 'GET', '/api/subscriptions/billing', { token });
    expect(billing.body).toMatchObject({ payments: 'manual', portal: false, history: [{ type: 'UpgradeRejected', details: { reason: 'No purchase order received' } }, { type: 'UpgradeRequested' }] });
  });

  it('only admins decide', async () => {
    const { token } = await signUp();
    expect((await call(server.url, 'GET', '/api/admin/subscriptions/upgrades', { token })).status).toBe(403);
    expect((await call(server.url, 'POST', '/api/admin/subscriptions/upgrades/x/approve', { token })).status).toBe(403);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(404);
  });

  it('onboarding that names a paid package starts the upgrade, which the admin then approves', async () => {
    const { token, user } = await signUp();
    const profileData = { companyName: 'Nile Trading', country: 'eg', industry: 'trade-distribution', companySize: '1-10', timeline: '0-3m', goals: [], services: [], package: 'professional' };
    const done = await call(server.url, 'POST', '/api/business-profile/complete-onboarding', { token, body: { profileData } });
    expect(done.body.subscription).toMatchObject({ tier: 'free', pendingUpgrade: { tier: 'professional', source: 'onboarding' } });
    const request = (await pending()).find((r) => r.userId === user.id)!;
    await decide(request.id, 'approve');
    expect((await me(token)).body.subscription.tier).toBe('professional');
  });
});

describe('downgrading is self-service, at the end of the paid period', () => {
  it('schedules the lower plan, shows it as cancelling, and applies it when the period ends (test clock)', async () => {
    const { token, user } = await signUp();
    await grantTier(server.url, user.id, 'professional');
    const res = await put(token, { plan: 'free' });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ tier: 'professional', status: 'cancelling', scheduledChange: { tier: 'free', effectiveAt: expect.any(String) } });
    const effectiveAt = Date.parse(res.body.subscription.scheduledChange.effectiveAt);
    const now = Date.parse((await call(server.url, 'POST', '/api/test/clock', { body: { advanceMs: 1 } })).body.now);
    expect(effectiveAt - now).toBeGreaterThan(27 * 86_400_000);
    await call(server.url, 'POST', '/api/test/clock', { body: { advanceMs: effectiveAt - now + 1000 } });
    const deadline = Date.now() + 10_000;
    let after = (await me(token)).body.subscription;
    while (after.tier !== 'free' && Date.now() < deadline) after = (await me(token)).body.subscription;
    expect(after).toMatchObject({ ...FREE, status: 'active', scheduledChange: null });
    const changed = (await events(user.id)).at(-1)!;
    expect(changed).toMatchObject({ type: 'SubscriptionChanged', data: { tier: 'free', previousTier: 'professional', source: 'system' } });
  });
});

describe('tier guard', () => {
  it('refuses a free user a gated feature, and lets them in once an admin granted the plan', async () => {
    const { token, user } = await signUp();
    const refused = await call(server.url, 'GET', '/api/subscriptions/access/partnerMatches', { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'Your free plan does not include this feature. Upgrade to the starter plan or higher to use it.',
      code: 'TIER_REQUIRED',
      feature: 'partnerMatches',
      currentTier: 'free',
      requiredTier: 'starter',
    });
    await grantTier(server.url, user.id, 'starter');
    // The old token still says free: the guard reads the server's subscription, not the token.
    const allowed = await call(server.url, 'GET', '/api/subscriptions/access/partnerMatches', { token });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ success: true, feature: 'partnerMatches', tier: 'starter', allowed: true, limit: 5, used: 0 });
  });

  it('ignores a tier forged into a token, and refuses unknown features', async () => {
    const { token } = await signUp();
    const forged = jwt.sign({ ...(jwt.decode(token) as Json), tier: 'enterprise' }, 'not-the-server-secret');
    expect((await call(server.url, 'GET', '/api/subscriptions/access/expertChat', { token: forged })).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/subscriptions/access/expertChat', { token })).status).toBe(403);
    expect((await call(server.url, 'GET', '/api/subscriptions/access/teleport', { token })).body.fields).toEqual({ feature: 'Unknown feature' });
  });
});
