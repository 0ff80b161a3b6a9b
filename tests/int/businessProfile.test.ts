import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import jwt from 'jsonwebtoken';
import WebSocket from 'ws';
import { startServer, type TestServer } from '../support/server.ts';
import { eventually } from '../support/eventually.ts';
import { call, register, type Json } from '../support/api.ts';
import { PLANS_ADMIN_ENV, grantTier } from '../support/plans.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ...PLANS_ADMIN_ENV });
});
afterAll(async () => {
  await server?.stop();
});

const profileData = {
  companyName: 'Acme GmbH',
  country: 'de',
  industry: 'energy',
  companySize: '11-50',
  website: 'acme.example',
  goals: ['Enter the Saudi market'],
  timeline: '3-6m',
  services: ['partner matching'],
  package: 'professional',
};

const signUp = async () => {
  const { body } = await register(server.url);
  return { token: body.tokens.accessToken as string, user: body.user as Json };
};
const onboard = (token: string, data: unknown = profileData) =>
  call(server.url, 'POST', '/api/business-profile/complete-onboarding', { token, body: { profileData: data } });
const get = (token: string, path: string) => call(server.url, 'GET', path, { token });

describe('business onboarding', () => {
  it('completes onboarding: profile stored, flag set; a paid package is an upgrade request, the tier stays free', async () => {
    const { token, user } = await signUp();
    expect((await get(token, '/api/business-profile/needs-business-info')).body).toEqual({ success: true, needsBusinessInfo: true });
    expect((await get(token, '/api/business-profile/business-profile')).body).toEqual({ success: true, profile: null });

    const res = await onboard(token);
    expect(res.status).toBe(200);
    const profile = {
      ...profileData,
      country: 'DE',
      website: 'https://acme.example',
      completedAt: expect.any(String),
      updatedAt: expect.any(String),
    };
    expect(res.body).toMatchObject({
      success: true,
      user: { id: user.id, businessInfoCompleted: true, business_info_completed: true, subscriptionTier: 'free', subscription_billing_period: null },
      profile,
      subscription: {
        tier: 'free',
        billingPeriod: null,
        promoCode: null,
        startDate: null,
        pendingUpgrade: { tier: 'professional', billingPeriod: 'monthly', source: 'onboarding', payment: 'manual', requestId: expect.any(String) },
      },
    });
    expect((jwt.decode(res.body.tokens.accessToken) as Json).tier).toBe('free');
    expect((await get(token, '/api/business-profile/needs-business-info')).body).toEqual({ success: true, needsBusinessInfo: false });
    expect((await get(token, '/api/business-profile/business-profile')).body).toEqual({ success: true, profile });
    expect((await get(token, '/api/users/me')).body.user).toMatchObject({ business_info_completed: true, subscription_tier: 'free' });
  });

  it('is idempotent: a repeat records nothing, and never re-applies a package over the current plan', async () => {
    const { token, user } = await signUp();
    const first = await onboard(token, { ...profileData, package: undefined });
    expect(first.body.subscription.tier).toBe('free');
    const again = await onboard(token, { ...profileData, package: undefined });
    expect(again.status).toBe(200);
    expect(again.body.profile).toEqual(first.body.profile);

    await grantTier(server.url, user.id, 'starter');
    const withPackage = await onboard(token, { ...profileData, goals: ['Hire locally'] });
    expect(withPackage.body.subscription).toMatchObject({ tier: 'starter', pendingUpgrade: null });
    expect(withPackage.body.profile).toMatchObject({ goals: ['Hire locally'], completedAt: first.body.profile.completedAt });
  });

  it('survives two concurrent submissions as one onboarding', async () => {
    const { token } = await signUp();
    const [a, b] = await Promise.all([onboard(token), onboard(token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.profile.completedAt).toBe(b.body.profile.completedAt);
    expect(a.body.subscription).toEqual(b.body.subscription);
  });

  it('refuses bad input with a message per field and records nothing', async () => {
    const { token } = await signUp();
    const res = await onboard(token, {
      companyName: '',
      country: 'XX',
      industry: 'mining',
      companySize: '5000',
      website: 'ftp://acme.example',
      goals: 'grow',
      timeline: 'soon',
      services: [],
      package: 'gold',
      role: 'admin',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Please check the highlighted fields' });
    expect(Object.keys(res.body.fields).sort()).toEqual(
      ['companyName', 'country', 'industry', 'companySize', 'website', 'goals', 'timeline', 'package', 'role'].map((f) => `profileData.${f}`).sort(),
    );
    expect(res.body.fields['profileData.country']).toBe('Unknown country: use an ISO 3166-1 alpha-2 code such as SA');
    expect(res.body.fields['profileData.industry']).toMatch(/^Choose one of: agriculture, medical-health/);
    expect((await onboard(token, { ...profileData, country: 'SAU' })).body.fields).toEqual({
      'profileData.country': 'Unknown country: use an ISO 3166-1 alpha-2 code such as SA',
    });
    expect((await call(server.url, 'POST', '/api/business-profile/complete-onboarding', { token, body: {} })).body.fields).toEqual({
      profileData: expect.any(String),
    });
    expect((await get(token, '/api/business-profile/needs-business-info')).body.needsBusinessInfo).toBe(true);
  });

  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, path] of [
      ['POST', '/api/business-profile/complete-onboarding'],
      ['GET', '/api/business-profile/needs-business-info'],
      ['GET', '/api/business-profile/business-profile'],
      ['POST', '/api/business-profile/send-welcome-email'],
      ['GET', '/api/users/dashboard'],
    ] as const) {
      const res = await call(server.url, method, path, method === 'POST' ? { body: {} } : {});
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('welcome email', () => {
  it('is refused before onboarding, then requested once', async () => {
    const { token } = await signUp();
    const early = await call(server.url, 'POST', '/api/business-profile/send-welcome-email', { token });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: 'Complete your business profile before requesting the welcome email', code: 'ONBOARDING_REQUIRED' });
    await onboard(token);
    const first = await call(server.url, 'POST', '/api/business-profile/send-welcome-email', { token, body: { language: 'ar' } });
    expect(first.body).toEqual({ success: true, alreadyRequested: false, message: 'Welcome email queued' });
    const second = await call(server.url, 'POST', '/api/business-profile/send-welcome-email', { token, body: { language: 'ar' } });
    expect(second.body).toEqual({ success: true, alreadyRequested: true, message: 'Welcome email already requested' });
    const bad = await call(server.url, 'POST', '/api/business-profile/send-welcome-email', { token, body: { language: 'klingon' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.language).toMatch(/^Choose one of: en, ar/);
  });
});

describe('dashboard', () => {
  it('shows user, plan, profile, usage against the tier table and next steps', async () => {
    const { token, user } = await signUp();
    const before = await get(token, '/api/users/dashboard');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      success: true,
      user: { id: user.id },
      subscription: { tier: 'free', billingPeriod: null, startDate: null, promoCode: null },
      businessProfile: null,
      usagePeriod: expect.stringMatching(/^\d{4}-\d{2}$/),
      usage: { marketSearches: { used: 0, limit: 3 }, partnerMatches: { used: 0, limit: 0 }, consultations: { used: 0, limit: 0 } },
      features: { expertChat: false, support: 'community' },
    });
    expect(before.body.nextSteps.map((s: Json) => s.id)).toEqual(['verify-email', 'complete-profile', 'market-search', 'upgrade']);

    await onboard(token);
    await grantTier(server.url, user.id, 'professional');
    const after = (await get(token, '/api/users/dashboard')).body;
    expect(after.businessProfile).toMatchObject({ companyName: 'Acme GmbH' });
    expect(after.usage).toEqual({
      marketSearches: { used: 0, limit: null },
      partnerMatches: { used: 0, limit: 25 },
      consultations: { used: 0, limit: 1 },
      marketReports: { used: 0, limit: null },
    });
    expect(after.nextSteps.map((s: Json) => s.id)).toEqual(['verify-email', 'market-search', 'book-consultation']);
  });
});

describe('live feed', () => {
  it('pushes user.updated after onboarding and after a plan change', async () => {
    const { token, user } = await signUp();
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?token=${token}`);
    const messages: Json[] = [];
    await new Promise<void>((resolve) =>
      socket.on('message', (raw) => {
        const msg = JSON.parse(String(raw));
        if (msg.type === 'ready') resolve();
        else messages.push(msg);
      }),
    );
    await onboard(token);
    await eventually(() => expect(messages.some((m) => m.data?.business_info_completed === true && m.data?.subscription_tier === 'free')).toBe(true));
    expect(messages.every((m) => m.type === 'user.updated' && m.id === user.id)).toBe(true);
    const me = await get(token, '/api/users/me');
    expect(messages.at(-1)!.data).toEqual(me.body.user);

    await grantTier(server.url, user.id, 'starter');
    await eventually(() => expect(messages.at(-1)!.data).toMatchObject({ subscription_tier: 'starter', subscription_billing_period: 'monthly' }));
    socket.close();
  });
});
