import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import jwt from 'jsonwebtoken';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register, type Json } from '../support/api.ts';
import { join } from 'node:path';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off' });
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

/** The server's own log, read beside it (the embedded store allows a second reader). */
async function subscriptionEvents(userId: string) {
  const log = new SqliteEventStore(join(server.dataDir, 'events.db'));
  try {
    return await log.readStream(`subscription-${userId}`);
  } finally {
    await log.close();
  }
}

describe('subscriptions', () => {
  it('answers the free default with every key present and unset values null', async () => {
    const { token } = await signUp();
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, subscription: { tier: 'free', billingPeriod: null, startDate: null, promoCode: null } });
  });

  it('changes the plan, answers subscription, user and a token with the new tier', async () => {
    const { token, user } = await signUp();
    const res = await put(token, { plan: 'professional', billingPeriod: 'yearly', promoCode: 'launch20' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      subscription: { tier: 'professional', billingPeriod: 'yearly', startDate: expect.any(String), promoCode: 'LAUNCH20' },
      price: { amount: 1192, currency: 'USD', period: 'yearly' },
      user: {
        id: user.id,
        subscriptionTier: 'professional',
        subscription_tier: 'professional',
        subscription_billing_period: 'yearly',
        subscription_start_date: res.body.subscription.startDate,
        subscription_promo_code: 'LAUNCH20',
      },
    });
    const old = jwt.decode(token) as Json;
    const fresh = jwt.decode(res.body.tokens.accessToken) as Json;
    expect(old.tier).toBe('free');
    expect(fresh).toMatchObject({ sub: user.id, tier: 'professional', role: 'user', exp: old.exp });
    expect((await me(res.body.tokens.accessToken)).body.subscription).toEqual(res.body.subscription);
    const profile = await call(server.url, 'GET', '/api/users/me', { token });
    expect(profile.body.user.subscription_tier).toBe('professional');
  });

  it('records nothing for the same plan again: the start date stays', async () => {
    const { token } = await signUp();
    const first = await put(token, { plan: 'starter', billingPeriod: 'monthly' });
    const again = await put(token, { plan: 'starter' });
    expect(again.status).toBe(200);
    expect(again.body.subscription).toEqual(first.body.subscription);
    // The log, not the clock, shows that the repeat recorded nothing.
    expect(await subscriptionEvents((jwt.decode(token) as Json).sub)).toHaveLength(1);
  });

  it('records who changed the plan, from where (IP and user agent sealed with their key) and in which request, beside the schema version', async () => {
    const { token, user } = await signUp();
    const res = await call(server.url, 'PUT', '/api/users/subscription', { token, body: { plan: 'starter' }, headers: { 'user-agent': 'plan-test' } });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const [changed] = await subscriptionEvents(user.id);
    expect(changed?.metadata).toEqual({ actor: { id: user.id, role: 'user' }, ip: expect.stringMatching(/^pii1\./), userAgent: expect.stringMatching(/^pii1\./), correlationId: requestId, causationId: requestId, v: 1 });
    expect(JSON.stringify(changed?.metadata)).not.toContain('plan-test');
  });

  it('downgrades to free with period, start date and code cleared', async () => {
    const { token } = await signUp();
    await put(token, { plan: 'starter', billingPeriod: 'yearly', promoCode: 'LAUNCH20' });
    const res = await put(token, { plan: 'free' });
    expect(res.body.subscription).toEqual({ tier: 'free', billingPeriod: null, startDate: null, promoCode: null });
    expect(res.body.price).toEqual({ amount: 0, currency: 'USD', period: null });
  });

  it('refuses an unknown promo code with 400 and a field message, and changes nothing', async () => {
    const { token } = await signUp();
    const res = await put(token, { plan: 'starter', billingPeriod: 'yearly', promoCode: 'FREEMONEY' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Promo code FREEMONEY is not valid',
      code: 'VALIDATION_ERROR',
      fields: { promoCode: 'Promo code FREEMONEY is not valid' },
    });
    expect((await me(token)).body.subscription.tier).toBe('free');
    const wrongPeriod = await put(token, { plan: 'starter', billingPeriod: 'monthly', promoCode: 'LAUNCH20' });
    expect(wrongPeriod.status).toBe(400);
    expect(wrongPeriod.body.fields.promoCode).toBe('Promo code LAUNCH20 applies only to yearly billing');
  });

  it('validates plan and billing period, and refuses unknown fields such as a client-sent tier', async () => {
    const { token } = await signUp();
    const res = await put(token, { plan: 'platinum', billingPeriod: 'weekly', tier: 'enterprise' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fields).toEqual({
      plan: 'Choose one of: free, starter, professional, enterprise',
      billingPeriod: 'Choose one of: monthly, yearly',
      tier: 'Unknown field',
    });
    expect((await put(token, {})).body.fields).toEqual({ plan: 'Choose one of: free, starter, professional, enterprise' });
  });

  it('signs the current tier into tokens from a later login and from a refresh', async () => {
    const user = newUser();
    const { body } = await register(server.url, user);
    await put(body.tokens.accessToken, { plan: 'starter' });
    const login = await call(server.url, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    expect((jwt.decode(login.body.tokens.accessToken) as Json).tier).toBe('starter');
    expect(login.body.user.subscription_tier).toBe('starter');
    const refreshed = await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken: body.tokens.refreshToken } });
    expect((jwt.decode(refreshed.body.tokens.accessToken) as Json).tier).toBe('starter');
  });

  it('answers 401 without a token', async () => {
    expect((await put('', { plan: 'starter' })).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/subscriptions/me')).body.code).toBe('UNAUTHORIZED');
  });
});

describe('tier guard', () => {
  it('refuses a free user a gated feature, and lets them in after an upgrade', async () => {
    const { token } = await signUp();
    const refused = await call(server.url, 'GET', '/api/subscriptions/access/partnerMatches', { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'Your free plan does not include this feature. Upgrade to the starter plan or higher to use it.',
      code: 'TIER_REQUIRED',
      feature: 'partnerMatches',
      currentTier: 'free',
      requiredTier: 'starter',
    });
    await put(token, { plan: 'starter' });
    // The old token still says free: the guard reads the server's subscription, not the token.
    const allowed = await call(server.url, 'GET', '/api/subscriptions/access/partnerMatches', { token });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ success: true, feature: 'partnerMatches', tier: 'starter', allowed: true, limit: 5, used: 0 });
  });

  it('ignores a tier forged into a token, and refuses unknown features', async () => {
    const { token } = await signUp();
    const payload = jwt.decode(token) as Json;
    const forged = jwt.sign({ ...payload, tier: 'enterprise' }, 'not-the-server-secret');
    expect((await call(server.url, 'GET', '/api/subscriptions/access/expertChat', { token: forged })).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/subscriptions/access/expertChat', { token })).status).toBe(403);
    const unknown = await call(server.url, 'GET', '/api/subscriptions/access/teleport', { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ feature: 'Unknown feature' });
  });
});
