import { randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, register, type Json } from '../support/api.ts';
import { PLANS_ADMIN_ENV, grantTier } from '../support/plans.ts';

/**
 * The tier policy walked through every door, tier by tier, over HTTP. The expectations are written
 * out here from the tier table in docs/DECISIONS.md, not read from the code under test.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ...PLANS_ADMIN_ENV });
});
afterAll(async () => {
  await server?.stop();
});

type Tier = 'free' | 'starter' | 'professional' | 'enterprise';
const TIERS: Tier[] = ['free', 'starter', 'professional', 'enterprise'];
const profileData = { companyName: 'Rhine Solar', country: 'de', industry: 'energy', companySize: '11-50', timeline: '0-3m', goals: [], services: [] };
const nextHour = () => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 48 * 3_600_000).toISOString();

async function customer(tier: Tier): Promise<{ id: string; token: string }> {
  const { body } = await register(server.url);
  const person = { id: body.user.id as string, token: body.tokens.accessToken as string };
  const onboarded = await call(server.url, 'POST', '/api/business-profile/complete-onboarding', { token: person.token, body: { profileData } });
  expect(onboarded.status).toBe(200);
  if (tier !== 'free') await grantTier(server.url, person.id, tier);
  return person;
}

const ask = (token: string, featureType: string, initialMessage = 'What is the VAT rate in Saudi Arabia?') =>
  call(server.url, 'POST', '/api/conversations', { token, body: { title: `${featureType} question`, featureType, initialMessage } });

/** Each door: the request that goes through it. */
const DOORS: Record<string, (token: string) => Promise<{ status: number; body: Json }>> = {
  marketSearch: (token) => call(server.url, 'POST', '/api/market/search', { token, body: { query: 'vat' } }),
  marketReport: (token) => call(server.url, 'GET', '/api/market/report/energy', { token }),
  reportExport: (token) => call(server.url, 'GET', '/api/market/report/energy/export', { token }),
  legal: (token) => call(server.url, 'POST', '/api/market/legal', { token, body: {} }),
  partnerMatch: (token) => call(server.url, 'POST', '/api/market/partners', { token, body: {} }),
  // An unknown expert: a tier with consultations passes the policy and meets that refusal instead.
  consultation: (token) =>
    call(server.url, 'POST', '/api/bookings', { token, body: { duration: 15, start: nextHour(), topic: 'taxation', expertId: randomUUID() } }),
  assistantMarket: (token) => ask(token, 'market'),
  assistantLegal: (token) => ask(token, 'legal'),
  assistantPartners: (token) => ask(token, 'partners'),
  assistantGeneral: (token) => ask(token, 'general'),
};

const OK = 'ok';
const tierRequired = (requiredTier: Tier, feature: string) => ({ code: 'TIER_REQUIRED', feature, requiredTier });
const noAllowance = (feature: string, upgradeTo: Tier) => ({ code: 'QUOTA_EXCEEDED', feature, limit: 0, used: 0, upgradeTo });
type Expected = typeof OK | Json;

/** Door → [free, starter, professional, enterprise]. */
const TABLE: Record<keyof typeof DOORS, [Expected, Expected, Expected, Expected]> = {
  marketSearch: [OK, OK, OK, OK],
  marketReport: [OK, OK, OK, OK],
  reportExport: [tierRequired('professional', 'marketReports'), tierRequired('professional', 'marketReports'), OK, OK],
  legal: [tierRequired('starter', 'legalGuidance'), OK, OK, OK],
  partnerMatch: [noAllowance('partnerMatches', 'starter'), OK, OK, OK],
  consultation: [noAllowance('consultations', 'professional'), noAllowance('consultations', 'professional'), OK, OK],
  assistantMarket: [OK, OK, OK, OK],
  assistantLegal: [tierRequired('starter', 'legalGuidance'), OK, OK, OK],
  assistantPartners: [tierRequired('starter', 'partnerMatches'), OK, OK, OK],
  assistantGeneral: [OK, OK, OK, OK],
};

describe('one policy for every door', () => {
  for (const [t, tier] of TIERS.entries()) {
    describe(`${tier} tier`, () => {
      let token: string;
      beforeAll(async () => {
        token = (await customer(tier)).token;
      });
      for (const [door, expected] of Object.entries(TABLE)) {
        const want = expected[t]!;
        it(`${door}: ${want === OK ? 'allowed' : `403 ${(want as Json).code}`}`, async () => {
          const res = await DOORS[door]!(token);
          if (want === OK) expect(res.status, JSON.stringify(res.body)).not.toBe(403);
          else {
            expect(res.status).toBe(403);
            expect(res.body).toMatchObject(want as Json);
            expect(res.body.error).toEqual(expect.any(String));
            if (res.body.code === 'QUOTA_EXCEEDED') expect(res.body.resetsAt).toMatch(/^\d{4}-\d{2}-01T00:00:00\.000Z$/);
          }
        });
      }
    });
  }
});

describe('the assistant counts and refuses like the routes beside it', () => {
  it("counts market answers against the month's market searches, and a refused question leaves nothing", async () => {
    const { token } = await customer('free');
    expect((await DOORS.marketSearch!(token)).status).toBe(200);
    const started = await ask(token, 'market');
    expect(started.status).toBe(201);
    const id = started.body.conversation.id as string;
    const post = (content: string, messageId: string) => call(server.url, 'POST', `/api/conversations/${id}/messages`, { token, body: { content, messageId } });
    expect((await post('And the corporate income tax?', 'q2')).status).toBe(201);
    // A retried question is the same use, not another one.
    expect((await post('And the corporate income tax?', 'q2')).status).toBe(200);
    const refused = await post('What about zakat?', 'q3');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'QUOTA_EXCEEDED', feature: 'marketSearches', limit: 3, used: 3, upgradeTo: 'starter' });
    const search = await DOORS.marketSearch!(token);
    expect(search.body).toMatchObject({ code: 'QUOTA_EXCEEDED', used: 3 });
    const after = await call(server.url, 'GET', `/api/conversations/${id}`, { token });
    expect(after.body.conversation.messages.map((m: Json) => m.content)).not.toContain('What about zakat?');
    const usage = await call(server.url, 'GET', '/api/users/dashboard', { token });
    expect(JSON.stringify(usage.body)).toContain('"used":3');
  });

  it('refuses a question in a legal conversation once the plan no longer has legal guidance', async () => {
    const person = await customer('starter');
    const started = await ask(person.token, 'legal');
    expect(started.status).toBe(201);
    await grantTier(server.url, person.id, 'free');
    const id = started.body.conversation.id as string;
    const res = await call(server.url, 'POST', `/api/conversations/${id}/messages`, { token: person.token, body: { content: 'And the fees?' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'TIER_REQUIRED', feature: 'legalGuidance', currentTier: 'free', requiredTier: 'starter' });
    // Reading what was answered before stays open.
    expect((await call(server.url, 'GET', `/api/conversations/${id}`, { token: person.token })).status).toBe(200);
  });
});
