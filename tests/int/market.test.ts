import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { join } from 'node:path';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register, type Json } from '../support/api.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { PLANS_ADMIN_ENV, grantTier } from '../support/plans.ts';
import { readKnowledgeFiles } from '../../infra/content/import.ts';
import { searchTerm } from '../../domain/market/arabic.ts';
import type { KnowledgeItem } from '../../domain/market/knowledge.ts';
import { eventually } from '../support/eventually.ts';
import { needsContent } from '../support/content.ts';

// The content is being researched while these tests are written: they pick their items from the
// files at run time and assert only what any sourced item must satisfy.
const items: KnowledgeItem[] = readKnowledgeFiles().flatMap((f) => (f.ok ? f.items.map((i) => i.item) : []));
const words = (text: string) => text.split(/[\s\p{P}\p{S}]+/u).filter((w) => w.length >= 5 && !/\d/.test(w));
const frequency = new Map<string, number>();
for (const i of items) for (const w of new Set([i.title.en, i.body.en, i.title.ar, i.body.ar].flatMap(words).map(searchTerm))) frequency.set(w, (frequency.get(w) ?? 0) + 1);
/** The item's title word that the fewest items contain, so the item is sure to rank among the results. */
const rarest = (item: KnowledgeItem, lang: 'en' | 'ar') => words(item.title[lang]).sort((a, b) => frequency.get(searchTerm(a))! - frequency.get(searchTerm(b))!)[0]!;
const target = items.find((i) => words(i.title.en).length > 0 && words(i.title.ar).length > 0)!;
const industries = [...new Set(items.flatMap((i) => i.sectors))];
const hasSteps = items.some((i) => i.kind === 'step');

let server: TestServer;
beforeAll(async () => {
  server = await startServer(PLANS_ADMIN_ENV);
});
afterAll(async () => {
  await server?.stop();
});

let visitor = 0;
/** Each test searches from its own address, so visitor allowances do not leak between tests. */
const newVisitor = () => ({ 'x-forwarded-for': `198.51.100.${++visitor}` });
const search = (body: Json, options: { token?: string; headers?: Record<string, string> } = {}) =>
  call(server.url, 'POST', '/api/market/search', { body, token: options.token, headers: options.headers ?? newVisitor() });
const signUp = async (plan?: 'starter') => {
  const { body } = await register(server.url);
  const token = body.tokens.accessToken as string;
  if (plan) await grantTier(server.url, body.user.id, plan);
  return { token, id: body.user.id as string };
};
const expectSourced = (fact: Json) => {
  expect(fact.source.url).toMatch(/^https:\/\//);
  expect(fact.source.publisher).toBeTruthy();
  expect(fact.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
};

describe('market search', () => {
  it('finds a known item by an English word and by an Arabic word, sourced and dated', async () => {
    needsContent(target, 'an item titled in English and Arabic');
    // The index follows the knowledge projection, which may still be catching up right after start.
    let en: Json = {};
    await eventually(async () => {
      en = (await search({ query: rarest(target, 'en') })).body;
      expect(en.results.map((r: Json) => r.id)).toContain(target.id);
    }, 5_000);
    expect(en).toMatchObject({ id: expect.any(String), query: rarest(target, 'en'), total: expect.any(Number) });
    const hit = en.results.find((r: Json) => r.id === target.id);
    expect(hit).toMatchObject({ kind: target.kind, title: target.title.en, sectors: target.sectors, source: target.source, asOf: target.asOf, score: expect.any(Number) });
    expect(hit.snippet.length).toBeGreaterThan(0);

    const ar = await call(server.url, 'POST', '/api/market/search', { body: { query: rarest(target, 'ar') }, headers: { ...newVisitor(), 'accept-language': 'ar' } });
    expect(ar.status).toBe(200);
    const arHit = ar.body.results.find((r: Json) => r.id === target.id);
    expect(arHit).toMatchObject({ title: target.title.ar, source: target.source, asOf: target.asOf });
  });

  it('answers suggestions for a prefix, at most 10, from the same index', async () => {
    const word = rarest(target, 'en');
    const res = await call(server.url, 'GET', `/api/market/suggestions?type=all&q=${encodeURIComponent(word.slice(0, -1))}`);
    expect(res.status).toBe(200);
    expect(res.body.suggestions.length).toBeLessThanOrEqual(10);
    expect(res.body.suggestions).toContainEqual({ text: target.title.en, kind: target.kind, id: target.id });
    const short = await call(server.url, 'GET', `/api/market/suggestions?q=${encodeURIComponent(word.slice(0, 3))}`);
    expect(short.body.suggestions.length).toBeLessThanOrEqual(10);
    expect((await call(server.url, 'GET', '/api/market/suggestions?q=')).body).toEqual({ suggestions: [] });
  });

  it('refuses a search without a query, clearly', async () => {
    const res = await search({ query: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { query: 'Type something to search for' } });
    expect((await search({ query: 'vat', type: 'laws' })).body.fields.type).toMatch(/Choose one of/);
  });

  it('gives a visitor 5 searches a day per IP, then 429 RATE_LIMITED', async () => {
    const headers = newVisitor();
    for (let i = 0; i < 5; i++) expect((await search({ query: 'tax' }, { headers })).status).toBe(200);
    const sixth = await search({ query: 'tax' }, { headers });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('RATE_LIMITED');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(server.logs()).not.toMatch(/ValidationError|ERR_ERL/);
    // Signed in from the same address, the tier's allowance applies instead.
    const { token } = await signUp();
    expect((await search({ query: 'tax' }, { headers, token })).status).toBe(200);
  });

  it("counts a signed-in user's searches against the tier's monthly allowance: 403 QUOTA_EXCEEDED", async () => {
    const { token } = await signUp();
    for (let i = 0; i < 3; i++) expect((await search({ query: `tax ${i}` }, { token })).status).toBe(200);
    const fourth = await search({ query: 'tax 4' }, { token });
    expect(fourth.status).toBe(403);
    expect(fourth.body).toMatchObject({ code: 'QUOTA_EXCEEDED', feature: 'marketSearches', limit: 3, used: 3, upgradeTo: 'starter' });
  });

  it("lists a signed-in user's searches newest first, and only theirs", async () => {
    const me = await signUp('starter');
    const other = await signUp();
    expect((await call(server.url, 'GET', '/api/market/history')).status).toBe(401);
    await search({ query: 'first query', industry: industries[0] ?? 'energy', type: 'market' }, { token: me.token });
    await search({ query: 'second query' }, { token: me.token });
    await search({ query: 'not mine' }, { token: other.token });
    const res = await call(server.url, 'GET', '/api/market/history', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: Json) => i.query)).toEqual(['second query', 'first query']);
    expect(res.body.items[1]).toMatchObject({ kind: 'search', type: 'market', industry: industries[0] ?? 'energy', total: expect.any(Number), at: expect.any(String) });
  });
});

describe('search history privacy', () => {
  it('keeps the query sealed in the log, with no IP or user agent beside it', async () => {
    const { body } = await register(server.url, { ...newUser(), password: 'a long enough password' });
    const token = body.tokens.accessToken as string;
    const userId = body.user.id as string;
    expect((await search({ query: 'zakat for a quillfeather company' }, { token })).status).toBe(200);
    const log = new SqliteEventStore(join(server.dataDir, 'events.db'));
    const month = new Date().toISOString().slice(0, 7);
    const [stored] = await log.readStream(`marketSearches-${userId}-${month}`).finally(() => log.close());
    expect((stored!.data as Json).query).toMatch(/^pii1\./);
    expect(JSON.stringify(stored!.data)).not.toContain('quillfeather');
    expect(stored!.metadata).toMatchObject({ actor: { id: userId } });
    expect(stored!.metadata).not.toHaveProperty('ip');
    expect(stored!.metadata).not.toHaveProperty('userAgent');
    expect((await call(server.url, 'GET', '/api/market/history', { token })).body.items[0].query).toBe('zakat for a quillfeather company');
  });
});

describe('market report', () => {
  it('gives a visitor the summary sections of an industry, every item sourced and dated', async () => {
    needsContent(industries.length, 'items tagged with a sector');
    const industry = industries[0]!;
    const res = await call(server.url, 'GET', `/api/market/report/${industry}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: industry, industry, level: 'summary', generatedAt: expect.any(String) });
    expect(res.body.sections.length).toBeGreaterThan(0);
    for (const section of res.body.sections) {
      expect(['indicators', 'regulators', 'opportunities', 'risks']).toContain(section.id);
      expect(section.title).toBeTruthy();
      for (const fact of section.items) {
        expectSourced(fact);
        expect(fact.sectors.length === 0 || fact.sectors.includes(industry)).toBe(true);
        expect(res.body.sources).toContainEqual(fact.source);
      }
    }
  });

  it('gives a starter user the full report, with the entry path in order', async () => {
    needsContent(hasSteps && industries.length, 'entry-path steps and sectors');
    const { token } = await signUp('starter');
    const res = await call(server.url, 'GET', `/api/market/report/${industries[0]}`, { token });
    expect(res.body.level).toBe('full');
    const steps = res.body.sections.find((s: Json) => s.id === 'entry-path').items.map((s: Json) => s.step.order);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown report', async () => {
    expect((await call(server.url, 'GET', '/api/market/report/not-an-industry')).body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('legal guidance', () => {
  beforeAll(() => needsContent(hasSteps, 'entry-path steps'));
  it('needs sign-in (401) and a tier with legal guidance (403 TIER_REQUIRED)', async () => {
    expect((await call(server.url, 'POST', '/api/market/legal', { body: {} })).status).toBe(401);
    const { token } = await signUp();
    expect((await call(server.url, 'POST', '/api/market/legal', { token, body: {} })).body).toMatchObject({ code: 'TIER_REQUIRED', requiredTier: 'starter' });
  });

  it('answers sourced items and the entry-path steps in order, in Arabic when asked', async () => {
    const { token } = await signUp('starter');
    const res = await call(server.url, 'POST', '/api/market/legal?lang=ar', { token, body: { question: 'tax' } });
    expect(res.status).toBe(200);
    const orders = res.body.steps.map((s: Json) => s.step.order);
    expect(orders.length).toBe(items.filter((i) => i.kind === 'step').length);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const fact of [...res.body.items, ...res.body.steps]) {
      expectSourced(fact);
      expect(fact).toMatchObject({ lang: 'ar', fallback: false });
    }
    expect(res.body.steps[0].title).toBe(items.find((i) => i.id === res.body.steps[0].id)!.title.ar);
  });
});

describe('knowledge import at start', () => {
  it('appends nothing when the server starts again on the same files', async () => {
    const head = async () => {
      const log = new SqliteEventStore(join(server.dataDir, 'events.db'));
      try {
        return (await log.headPosition())?.commit;
      } finally {
        await log.close();
      }
    };
    await server.stop({ keepData: true });
    const before = await head();
    server = await startServer({ DATA_DIR: server.dataDir });
    expect(await head()).toBe(before);
  });
});
