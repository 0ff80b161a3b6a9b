import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, type Json } from '../support/api.ts';
import { consultationKit } from './bookingsKit.ts';

// Limits on, unlike the other consultation files: this one checks the booking limit itself.
let server: TestServer;
let kit: ReturnType<typeof consultationKit>;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'on' });
  kit = consultationKit(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const titles = async (path: string, headers: Record<string, string> = {}) => {
  const res = await call(server.url, 'GET', path, { headers });
  expect(res.status).toBe(200);
  return res.body as unknown as Json[];
};

describe('consultation topics in the request language', () => {
  it('answers ?lang=ar in Arabic, follow-up questions included', async () => {
    const topics = await titles('/api/consultations/topics?lang=ar', { 'accept-language': 'fr' });
    expect(topics[0]!.title).toBe('استراتيجية دخول السوق');
    expect(topics[5]!.title).toBe('الضرائب');
    expect(topics[0]!.followUps[0]).toEqual({ id: 'market-entry.cities', question: 'ما المدن التي تفكر فيها؟' });
  });

  it('answers Accept-Language: fr in French', async () => {
    const topics = await titles('/api/consultations/topics', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(topics[5]!.title).toBe('Fiscalité');
    expect(topics[0]!.followUps[0]!.question).toBe('Quelles villes envisagez-vous ?');
  });

  it('answers zh-TW, not zh-CN, for a Taiwanese reader', async () => {
    const topics = await titles('/api/consultations/topics?lang=zh-tw');
    expect(topics[5]!.title).toBe('稅務');
  });

  it('answers an unknown language in English', async () => {
    for (const topics of [await titles('/api/consultations/topics?lang=xx'), await titles('/api/consultations/topics', { 'accept-language': 'sw' })]) {
      expect(topics[0]!.title).toBe('Market Entry Strategy');
      expect(topics[0]!.followUps[0]!.question).toBe('Which cities are you considering?');
    }
  });
});

describe('booking rate limit', () => {
  it('refuses the 21st booking attempt of one user within 10 minutes, and only that user', async () => {
    // The limit comes before any plan question: free customers will do.
    const [busy, other] = [await kit.customer('free'), await kit.customer('free')];
    const attempt = (token: string) => call(server.url, 'POST', '/api/bookings', { token, body: { duration: 15, topic: 'taxation' } });
    for (let i = 0; i < 20; i++) expect((await attempt(busy.token)).status).toBe(400);
    const refused = await attempt(busy.token);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(other.token)).status).toBe(400);
  });
});
