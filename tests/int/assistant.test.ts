import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, register, type Json } from '../support/api.ts';
import { readKnowledgeFiles } from '../../infra/content/import.ts';
import type { KnowledgeItem } from '../../domain/market/knowledge.ts';
import { PLANS_ADMIN_ENV, grantTier } from '../support/plans.ts';
import { eventually } from '../support/eventually.ts';
import { needsContent } from '../support/content.ts';

// Expectations come from the content files, never from numbers copied here: a revised fact
// changes the expected answer with it.
const items: KnowledgeItem[] = readKnowledgeFiles().flatMap((f) => (f.ok ? f.items.map((i) => i.item) : []));
const fact = (id: string) => items.find((i) => i.id === id)!;
const vat = fact('law-vat-standard-rate');

let server: TestServer;
let token: string;
beforeAll(async () => {
  needsContent(vat, 'the item law-vat-standard-rate');
  server = await startServer({ RATE_LIMITS: 'off', ...PLANS_ADMIN_ENV });
  const { body } = await register(server.url);
  token = body.tokens.accessToken;
  // Every assistant feature is in the professional plan (tests/int/tierPolicy.test.ts has the limits).
  await grantTier(server.url, body.user.id, 'professional');
  // The knowledge index follows the projection, which may still be importing right after start.
  const suggested = async () => (await call(server.url, 'GET', '/api/market/suggestions?type=legal&q=VAT')).body.suggestions.map((s: Json) => s.id);
  await eventually(async () => expect(await suggested(), 'the knowledge index did not load').toContain(vat.id), 10_000);
});
afterAll(async () => {
  await server?.stop();
});

const api = (method: string, path: string, body?: unknown, auth = true, headers?: Record<string, string>) => call(server.url, method, path, { token: auth ? token : undefined, body, headers });

async function ask(featureType: string, question: string, headers?: Record<string, string>) {
  const id = (await api('POST', '/api/conversations', { title: question, featureType }, true, headers)).body.conversation.id;
  const res = await api('POST', `/api/conversations/${id}/messages`, { content: question }, true, headers);
  expect(res.status).toBe(201);
  return res.body.reply as Json;
}

describe('the retrieval assistant', () => {
  it('answers the legal assistant\'s VAT question with the rate, its publisher and its as-of date', async () => {
    const reply = await ask('legal', 'What is the VAT rate?');
    expect(reply.role).toBe('assistant');
    expect(reply.content).toContain(`${vat.value}%`);
    expect(reply.content).toContain('[1]');
    expect(reply.content).toContain(vat.source.publisher);
    expect(reply.content).toContain(vat.asOf);
    expect(reply.metadata.citations[0]).toEqual({ factId: vat.id, publisher: vat.source.publisher, title: vat.source.title, url: vat.source.url, asOf: vat.asOf, verifiedAt: vat.verifiedAt });
    // The fact's own publisher is cited: the tax authority, not a consultant.
    expect(reply.metadata.citations[0].publisher).toMatch(/ZATCA|Zakat, Tax and Customs Authority/);
    expect(reply.metadata.consultation).toBeUndefined();
    expect(reply.metadata.suggestions.length).toBeGreaterThan(0);
  });

  it('answers in Arabic when the conversation is in Arabic', async () => {
    const reply = await ask('legal', 'ما هي نسبة ضريبة القيمة المضافة؟', { 'accept-language': 'ar' });
    expect(reply.content).toContain(vat.title.ar);
    expect(reply.metadata.citations.map((c: Json) => c.factId)).toContain(vat.id);
  });

  it('takes the web\'s UI language from ?lang= over the browser\'s Accept-Language', async () => {
    const id = (await api('POST', '/api/conversations?lang=ar', { title: 'ضريبة', featureType: 'legal' }, true, { 'accept-language': 'en-US' })).body.conversation.id;
    const res = await api('POST', `/api/conversations/${id}/messages?lang=ar`, { content: 'ما هي نسبة ضريبة القيمة المضافة؟' }, true, { 'accept-language': 'en-US' });
    expect(res.body.reply.content).toContain(vat.title.ar);
    const bad = await api('POST', `/api/conversations/${id}/messages?lang=arabic!`, { content: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { fields: { lang: expect.stringMatching(/language code/) } } });
  });

  it('says it has no sourced answer outside the knowledge, and offers a consultation with next questions', async () => {
    const reply = await ask('legal', 'Who won the football league?');
    expect(reply.content).toMatch(/don't have a sourced answer/);
    expect(reply.content).not.toMatch(/\d/);
    expect(reply.metadata).toMatchObject({ citations: [], consultation: { topicId: 'regulatory-compliance', title: expect.any(String) } });
    expect(reply.metadata.suggestions.length).toBeGreaterThan(0);
  });
});

describe('POST /api/market/tax-estimate', () => {
  const input = {
    ownership: { foreignPercent: 60, saudiGccPercent: 40 },
    taxableProfit: 1_000_000,
    zakatBase: 2_000_000,
    annualTaxableSupplies: 400_000,
    paymentsAbroad: { royalties: 100_000, managementFees: 10_000 },
  };

  it('estimates from the sourced rates, each line with its rule and source', async () => {
    const res = await api('POST', '/api/market/tax-estimate', input);
    expect(res.status).toBe(200);
    const cit = fact('tax-cit-rate');
    const zakat = fact('tax-zakat-rate');
    const royalties = fact('tax-wht-royalties');
    expect(res.body.corporateIncomeTax.amount).toBeCloseTo(0.6 * 1_000_000 * (cit.value! / 100), 2);
    expect(res.body.corporateIncomeTax).toMatchObject({ factId: cit.id, source: cit.source, asOf: cit.asOf, rule: cit.body.en });
    expect(res.body.zakat.amount).toBeCloseTo(0.4 * 2_000_000 * (zakat.value! / 100), 2);
    expect(res.body.withholding.map((l: Json) => l.key)).toEqual(['royalties', 'managementFees']);
    expect(res.body.withholding[0]).toMatchObject({ factId: royalties.id, source: royalties.source, amount: 100_000 * (royalties.value! / 100) });
    const mandatory = fact('law-vat-mandatory-threshold').value!;
    expect(res.body.vat).toMatchObject({ registration: 400_000 >= mandatory ? 'mandatory' : 'voluntary', mandatoryThreshold: mandatory });
    expect(res.body.currency).toBe('SAR');
  });

  // Issue 17: the zakat base and the supplies are optional; nothing is guessed for them.
  it('estimates without the zakat base and the supplies', async () => {
    const { zakatBase: _z, annualTaxableSupplies: _s, ...rest } = input;
    const res = await api('POST', '/api/market/tax-estimate', rest);
    expect(res.status).toBe(200);
    expect(res.body.zakat).toBeNull();
    expect(res.body.vat).toMatchObject({ registration: 'unknown', annualTaxableSupplies: null });
    const lines = [res.body.corporateIncomeTax, ...res.body.withholding] as Json[];
    expect(res.body.total).toBeCloseTo(lines.reduce((sum, l) => sum + (l.amount as number), 0), 2);
  });

  it('refuses bad input clearly, and a visitor', async () => {
    const bad = await api('POST', '/api/market/tax-estimate', { ...input, ownership: { foreignPercent: 60, saudiGccPercent: 30 }, zakatBase: -1, taxableProfit: 1e14, paymentsAbroad: { gifts: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        ownership: 'The ownership percentages must sum to 100',
        zakatBase: 'zakatBase must be 0 or more',
        taxableProfit: 'taxableProfit must be at most 10,000,000,000,000',
        'paymentsAbroad.gifts': 'Unknown field',
      },
    });
    const missing = await api('POST', '/api/market/tax-estimate', { ownership: { foreignPercent: 100, saudiGccPercent: 0 } });
    expect(missing.body.fields).toEqual({ taxableProfit: 'taxableProfit must be a number in SAR' });
    expect((await api('POST', '/api/market/tax-estimate', input, false)).status).toBe(401);
  });
});
