import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { PLANS_ADMIN_ENV, grantTier } from '../support/plans.ts';
import { call, newUser, register, type Json } from '../support/api.ts';
import { readKnowledgeFiles } from '../../infra/content/import.ts';
import { searchTerm } from '../../domain/market/arabic.ts';
import { KINDS_BY_TYPE } from '../../domain/market/present.ts';
import type { KnowledgeItem } from '../../domain/market/knowledge.ts';
import { eventually } from '../support/eventually.ts';
import { needsContent } from '../support/content.ts';

// Saved and tailored reports, report history and the dashboard's usage (issue 10); market.test.ts
// has search, suggestions, the visitor's summary and legal guidance.
const items: KnowledgeItem[] = readKnowledgeFiles().flatMap((f) => (f.ok ? f.items.map((i) => i.item) : []));
const stepIds = new Set(items.filter((i) => i.kind === 'step').map((i) => i.id));
const hasTailoredSteps = stepIds.has('step-saber-conformity') && stepIds.has('step-etimad-registration');

let server: TestServer;
beforeAll(async () => {
  server = await startServer(PLANS_ADMIN_ENV);
});
afterAll(async () => {
  await server?.stop();
});

/** A user who finished onboarding in `industry` with `goals`, on `pkg`. */
async function user(pkg: 'free' | 'starter' | 'professional', industry: string, goals: string[] = []) {
  const { body } = await register(server.url, newUser());
  const token = body.tokens.accessToken as string;
  const profileData = { companyName: 'Rhine Ventures', country: 'de', industry, companySize: '11-50', timeline: '0-3m', goals, services: [], package: pkg };
  const res = await call(server.url, 'POST', '/api/business-profile/complete-onboarding', { token, body: { profileData } });
  if (res.status !== 200) throw new Error(`onboarding failed: ${JSON.stringify(res.body)}`);
  // The package is only a request; the back office grants it (tests/support/plans.ts).
  if (pkg !== 'free') await grantTier(server.url, body.user.id, pkg);
  return token;
}
const report = (id: string, token?: string, lang = 'en') => call(server.url, 'GET', `/api/market/report/${id}?lang=${lang}`, { token });
const history = async (token: string) => (await call(server.url, 'GET', '/api/market/history', { token })).body.items as Json[];
const stepsOf = (body: Json) => (body.sections.find((s: Json) => s.id === 'entry-path')?.items ?? []).map((i: Json) => i.id);

describe('full report tailored to the business profile', () => {
  beforeAll(() => needsContent(hasTailoredSteps, 'the steps step-saber-conformity and step-etimad-registration'));
  it('gives a service company aiming at government work Etimad and no SABER, with its partner matches, saved under an id', async () => {
    const token = await user('starter', 'technology-it', ['government-contracts']);
    const res = await report('technology-it', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ industry: 'technology-it', level: 'full', lang: 'en' });
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const steps = stepsOf(res.body);
    expect(steps).toContain('step-etimad-registration');
    expect(steps).not.toContain('step-saber-conformity');
    const orders = res.body.sections.find((s: Json) => s.id === 'entry-path').items.map((i: Json) => i.step.order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    const etimad = res.body.sections.find((s: Json) => s.id === 'entry-path').items.find((i: Json) => i.id === 'step-etimad-registration');
    expect(etimad.why).toMatch(/government/);
    expect(res.body.tailoring).toMatchObject({ circumstances: { sellsProducts: false, targetsGovernment: true }, skipped: [{ id: 'step-saber-conformity', why: expect.any(String) }] });
    expect(res.body.partnerMatches.length).toBeGreaterThan(0);
    for (const m of res.body.partnerMatches) expect(m).toMatchObject({ partner: { id: expect.any(String), name: expect.any(String) }, score: expect.any(Number), reasons: expect.any(Array) });
  });

  it('gives a trading company SABER and leaves out Etimad', async () => {
    const token = await user('starter', 'trade-distribution');
    const res = await report('trade-distribution', token);
    expect(stepsOf(res.body)).toContain('step-saber-conformity');
    expect(stepsOf(res.body)).not.toContain('step-etimad-registration');
  });
});

describe('saved reports', () => {
  it('opens a saved report again with the same content, for its owner only', async () => {
    const token = await user('starter', 'energy');
    const first = await report('energy', token);
    expect(first.status).toBe(200);
    const again = await report(first.body.id, token, 'ar');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const other = await user('starter', 'energy');
    expect((await report(first.body.id, other)).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await report(first.body.id)).status).toBe(404);
    expect((await report('00000000-0000-4000-8000-000000000000', token)).status).toBe(404);
  });

  it('records a report in the history beside searches, newest first; the same report viewed again is listed once', async () => {
    const token = await user('free', 'agriculture');
    expect((await call(server.url, 'POST', '/api/market/search', { token, body: { query: 'dates' } })).status).toBe(200);
    const made = await report('agriculture', token);
    expect(made.body.level).toBe('summary');
    expect(made.body).not.toHaveProperty('partnerMatches');
    const repeat = await report('agriculture', token);
    expect(repeat.body).toEqual(made.body);
    const listed = await history(token);
    expect(listed.map((h) => h.kind)).toEqual(['report', 'search']);
    expect(listed[0]).toEqual({ id: made.body.id, kind: 'report', industry: 'agriculture', level: 'summary', lang: 'en', at: made.body.generatedAt });
  });

  it('saves nothing for a visitor, who gets the summary under the industry id', async () => {
    const res = await report('energy');
    expect(res.body).toMatchObject({ id: 'energy', level: 'summary' });
    expect(res.body).not.toHaveProperty('tailoring');
  });
});

describe('report export', () => {
  const exported = (id: string, token?: string) => fetch(`${server.url}/api/market/report/${id}/export`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('needs sign-in and a tier whose reports include the export (403 TIER_REQUIRED naming professional)', async () => {
    expect((await exported('energy')).status).toBe(401);
    const starter = await exported('energy', await user('starter', 'energy'));
    expect(starter.status).toBe(403);
    expect(await starter.json()).toMatchObject({ code: 'TIER_REQUIRED', feature: 'marketReports', currentTier: 'starter', requiredTier: 'professional' });
  });

  it('gives a professional user the full report as Markdown, every item with its source and date, by industry or saved id', async () => {
    const token = await user('professional', 'energy');
    const res = await exported('energy', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?bawaba-report-energy-\d{4}-\d{2}-\d{2}\.md"?$/);
    const text = await res.text();
    expect(text.startsWith('# Market report: Energy\n')).toBe(true);
    const headings = text.match(/^### /gm)?.length ?? 0;
    expect(headings).toBeGreaterThan(0);
    expect(text.match(/^Source: \[.+\]\(https:\/\/.+\), as of \d{4}-\d{2}-\d{2}$/gm)?.length).toBe(headings);
    const saved = (await report('energy', token)).body;
    const again = await exported(saved.id, token);
    expect(await again.text()).toBe(text);
    expect((await exported('00000000-0000-4000-8000-000000000000', token)).status).toBe(404);
  });
});

describe("the dashboard's usage", () => {
  it('counts the month’s searches, reports and partner matches from their events', async () => {
    const token = await user('starter', 'energy');
    for (const query of ['solar', 'wind']) expect((await call(server.url, 'POST', '/api/market/search', { token, body: { query } })).status).toBe(200);
    expect((await report('energy', token)).status).toBe(200);
    expect((await call(server.url, 'POST', '/api/market/partners', { token, body: {} })).status).toBe(200);
    const read = async () => (await call(server.url, 'GET', '/api/users/dashboard', { token })).body.usage as Json;
    // The counts follow the usage projection: polled, with a pause, until they land.
    await eventually(async () => expect(await read()).toEqual({
      marketSearches: { used: 2, limit: 25 },
      partnerMatches: { used: 1, limit: 5 },
      consultations: { used: 0, limit: 0 },
      marketReports: { used: 1, limit: null },
    }), 5_000);
  });
});

describe('suggestions', () => {
  const legal = items.filter((i) => (KINDS_BY_TYPE.legal as readonly string[]).includes(i.kind));
  const market = new Set<string>(KINDS_BY_TYPE.market);
  // A word that only legal items hold, so a default of `all` would suggest them.
  const words = (text: string) => text.split(/[\s\p{P}\p{S}]+/u).filter((w) => w.length >= 5 && !/\d/.test(w)).map(searchTerm);
  const marketWords = new Set(items.filter((i) => market.has(i.kind)).flatMap((i) => words(i.title.en)));
  const legalOnly = legal.flatMap((i) => words(i.title.en)).find((w) => !marketWords.has(w) && ![...marketWords].some((m) => m.startsWith(w.slice(0, 4))));

  it('default to market items: a legal-only word suggests legal items with type=legal and none without a type', async () => {
    needsContent(legalOnly, 'a word that only legal items hold in their titles');
    const q = encodeURIComponent(legalOnly!.slice(0, 4));
    const asLegal = await call(server.url, 'GET', `/api/market/suggestions?q=${q}&type=legal`);
    expect(asLegal.body.suggestions.length).toBeGreaterThan(0);
    expect(asLegal.body.suggestions.length).toBeLessThanOrEqual(10);
    const byDefault = await call(server.url, 'GET', `/api/market/suggestions?q=${q}`);
    expect(byDefault.status).toBe(200);
    for (const s of byDefault.body.suggestions) expect(market.has(s.kind)).toBe(true);
    expect(byDefault.body.suggestions.some((s: Json) => asLegal.body.suggestions.some((l: Json) => l.id === s.id))).toBe(false);
  });

  it('refuses an unknown type clearly', async () => {
    const res = await call(server.url, 'GET', '/api/market/suggestions?q=tax&type=everything');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});
