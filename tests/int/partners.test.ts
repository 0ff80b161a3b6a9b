import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { join } from 'node:path';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register, type Json } from '../support/api.ts';
import { adminToken as signInAdmin } from '../support/admin.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { grantTier } from '../support/plans.ts';
import { eventually } from '../support/eventually.ts';

const ADMIN = { email: 'admin-partners@example.com', password: 'admin password 123' };
let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = await signInAdmin(server.url, ADMIN);
});
afterAll(async () => {
  await server?.stop();
});

let ip = 0;
/** Each application comes from its own address, so the per-IP limit is met only where a test means to. */
const fromNewIp = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });
let firms = 0;
const application = (over: Json = {}) => ({
  name: `Najd Energy Counsel ${++firms}`, type: 'law-firm', sectors: ['energy'], cities: ['riyadh'], languages: ['ar', 'EN'],
  services: ['licensing', 'contracts'], website: 'https://counsel.example', contactEmail: `Office${firms}@Counsel.example`, ...over,
});
const apply = (body: Json, headers: Record<string, string> = fromNewIp()) => call(server.url, 'POST', '/api/partners/apply', { body, headers });
const admin = (method: string, path: string, body?: Json) => call(server.url, method, path, { token: adminToken, body });
const listed = async () => (await call(server.url, 'GET', '/api/partners')).body.partners as Json[];

/** A signed-up user; with a package, one who finished onboarding in the energy sector with it. */
async function user(pkg?: 'free' | 'starter') {
  const { body } = await register(server.url, newUser());
  const token = body.tokens.accessToken as string;
  if (pkg) {
    const profileData = { companyName: 'Rhine Solar', country: 'de', industry: 'energy', companySize: '11-50', timeline: '0-3m', goals: [], services: [], package: pkg };
    const res = await call(server.url, 'POST', '/api/business-profile/complete-onboarding', { token, body: { profileData } });
    if (res.status !== 200) throw new Error(`onboarding failed: ${JSON.stringify(res.body)}`);
    if (pkg !== 'free') await grantTier(server.url, body.user.id, pkg, ADMIN);
  }
  return token;
}
const match = (token: string | undefined, body: Json) => call(server.url, 'POST', '/api/market/partners', { token, body });

describe('partner directory', () => {
  it('lists the sourced public bodies, verified, stating only what their facts state', async () => {
    let partners = await listed();
    await eventually(async () => {
      partners = await listed();
      expect(partners.map((p) => p.id)).toContain('partner-monshaat');
    }, 5_000);
    const monshaat = partners.find((p) => p.id === 'partner-monshaat');
    expect(monshaat).toMatchObject({ type: 'public-program', verified: true, sectors: [], cities: ['Riyadh', 'Jeddah', 'Madinah', 'Alkhobar'], services: [], languages: [], website: null });
    expect(monshaat!.source.url).toMatch(/^https:\/\//);
    for (const p of partners.filter((x) => x.type === 'public-program')) expect(p.source.publisher).toBeTruthy();
  });
});

describe('partner applications', () => {
  it('takes an application (201) that is pending and not listed, its contact sealed in the log', async () => {
    const body = application();
    const res = await apply(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), status: 'pending' });
    expect((await listed()).map((p) => p.id)).not.toContain(res.body.id);

    const queue = await admin('GET', '/api/admin/partners/applications?status=pending');
    expect(queue.status).toBe(200);
    expect(queue.body.applications).toContainEqual(
      expect.objectContaining({
        id: res.body.id, status: 'pending', contactEmail: body.contactEmail.toLowerCase(),
        partner: expect.objectContaining({ name: body.name, cities: ['Riyadh'], languages: ['ar', 'en'], verified: false }),
      }),
    );

    const log = new SqliteEventStore(join(server.dataDir, 'events.db'));
    const [stored] = await log.readStream(`partnerApplication-${res.body.id}`).finally(() => log.close());
    expect(stored!.type).toBe('PartnerApplied');
    expect((stored!.data as Json).contactEmail).toMatch(/^pii1\./);
    expect(JSON.stringify([stored!.data, stored!.metadata])).not.toContain(body.contactEmail.toLowerCase());
    expect(stored!.metadata).not.toHaveProperty('ip');
  });

  it('refuses bad input with a clear message per field (400)', async () => {
    const res = await apply({ ...application(), name: ' ', type: 'bank', sectors: [], contactEmail: 'nope', website: 'counsel.example', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        name: 'Name is required',
        type: expect.stringMatching(/^Choose one of: law-firm/),
        sectors: 'Choose at least one sector',
        contactEmail: 'Give a valid email address',
        website: 'Give the full address, e.g. https://example.com',
        extra: 'Unknown field',
      },
    });
    expect((await apply({ ...application(), type: 'public-program' })).body.fields.type).toMatch(/Choose one of/);
    expect((await apply({ ...application(), languages: ['Arabic'] })).body.fields['languages.0']).toBe('Use language codes such as "en" or "ar"');
  });

  it('limits applications per IP: the sixth in an hour is 429', async () => {
    const headers = fromNewIp();
    for (let i = 0; i < 5; i++) expect((await apply(application(), headers)).status).toBe(201);
    const sixth = await apply(application(), headers);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('RATE_LIMITED');
  });

  it('keeps the admin endpoints to admins: 401 without a token, 403 for a user', async () => {
    const { body } = await apply(application());
    const token = await user();
    for (const [method, path] of [
      ['GET', '/api/admin/partners/applications'],
      ['POST', `/api/admin/partners/applications/${body.id}/approve`],
      ['POST', `/api/admin/partners/applications/${body.id}/reject`],
      ['POST', `/api/admin/partners/${body.id}/verify`],
    ] as const) {
      expect((await call(server.url, method, path, { token, body: method === 'POST' ? { verified: true } : undefined })).status, path).toBe(403);
      expect((await call(server.url, method, path)).status, path).toBe(401);
    }
    expect((await admin('GET', '/api/admin/partners/applications')).body.applications.find((a: Json) => a.id === body.id).status).toBe('pending');
  });

  it('lists a firm once approved (twice changes nothing), unverified until an admin verifies it', async () => {
    const { body } = await apply(application());
    const approved = await admin('POST', `/api/admin/partners/applications/${body.id}/approve`, { note: 'Checked the CR' });
    expect(approved.body).toEqual({ id: body.id, status: 'approved' });
    expect((await admin('POST', `/api/admin/partners/applications/${body.id}/approve`, {})).body).toEqual({ id: body.id, status: 'approved' });
    expect((await admin('POST', `/api/admin/partners/applications/${body.id}/reject`, {})).status).toBe(409);
    const entry = (await listed()).find((p) => p.id === body.id);
    expect(entry).toMatchObject({ type: 'law-firm', sectors: ['energy'], cities: ['Riyadh'], verified: false, website: 'https://counsel.example' });
    expect(entry).not.toHaveProperty('contactEmail');

    expect((await admin('POST', `/api/admin/partners/${body.id}/verify`, { verified: true })).body).toEqual({ id: body.id, verified: true });
    expect((await listed()).find((p) => p.id === body.id)?.verified).toBe(true);
  });

  it('never lists a rejected firm, and shreds its contact address', async () => {
    const { body } = await apply(application());
    expect((await admin('POST', `/api/admin/partners/applications/${body.id}/reject`, { note: 'Not a firm' })).body).toEqual({ id: body.id, status: 'rejected' });
    expect((await listed()).map((p) => p.id)).not.toContain(body.id);
    const rejected = (await admin('GET', '/api/admin/partners/applications?status=rejected')).body.applications.find((a: Json) => a.id === body.id);
    expect(rejected).toMatchObject({ status: 'rejected', note: 'Not a firm', contactEmail: '[erased]' });
  });

  it('answers 404 for an unknown application and 400 for a bad status filter', async () => {
    expect((await admin('POST', '/api/admin/partners/applications/00000000-0000-4000-8000-000000000000/approve', {})).status).toBe(404);
    expect((await admin('POST', '/api/admin/partners/applications/not-an-id/approve', {})).status).toBe(404);
    expect((await admin('GET', '/api/admin/partners/applications?status=maybe')).status).toBe(400);
  });
});

describe('partner matching', () => {
  it('needs sign-in, and a free user gets 403 QUOTA_EXCEEDED', async () => {
    expect((await match(undefined, {})).status).toBe(401);
    const res = await match(await user('free'), {});
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'QUOTA_EXCEEDED', feature: 'partnerMatches', limit: 0, used: 0, upgradeTo: 'starter' });
  });

  it('ranks an approved firm of the sector, city and service first, with the reasons, and public bodies with their source', async () => {
    const { body } = await apply(application({ name: 'Qassim Grid Advisers', services: ['grid permits'] }));
    await admin('POST', `/api/admin/partners/applications/${body.id}/approve`, {});
    const token = await user('starter');
    const res = await match(token, { city: 'Riyadh', services: ['grid permits'], languages: ['ar'] });
    expect(res.status).toBe(200);
    const mine = res.body.matches.find((m: Json) => m.partner.id === body.id);
    expect(mine.reasons).toEqual(['Works in your sector: Energy', 'Based in Riyadh', 'Offers: grid permits', 'Speaks Arabic']);
    expect(res.body.matches[0].partner.id).toBe(body.id);
    expect(res.body.matches[0].score).toBe(mine.score);
    const scores = res.body.matches.map((m: Json) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(res.body.matches.map((m: Json) => m.partner.id)).toContain('partner-sidf');
    for (const m of res.body.matches) {
      expect(m.reasons.length).toBeGreaterThan(0);
      expect(m.partner.sectors.length === 0 || m.partner.sectors.includes('energy')).toBe(true);
      if (m.partner.type === 'public-program') expect(m.partner.source.url).toMatch(/^https:\/\//);
    }
  });

  it('counts against the monthly allowance: a starter user gets 5, then 403 QUOTA_EXCEEDED', async () => {
    const token = await user('starter');
    for (let i = 0; i < 5; i++) expect((await match(token, { industry: 'agriculture' })).status).toBe(200);
    expect((await match(token, {})).body).toMatchObject({ code: 'QUOTA_EXCEEDED', feature: 'partnerMatches', limit: 5, used: 5, upgradeTo: 'professional' });
  });

  it('refuses bad criteria clearly', async () => {
    const res = await match(await user(), { industry: 'mining', services: 'legal', extra: true });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ industry: expect.stringMatching(/^Choose one of/), services: 'Services must be a list', extra: 'Unknown field' });
  });
});

describe('partners in market search', () => {
  const search = (body: Json) => call(server.url, 'POST', '/api/market/search', { body, headers: fromNewIp() });

  it('finds approved firms under partners and all, public bodies under partners, never a pending firm', async () => {
    const approved = (await apply(application({ name: 'Zubaida Freight Partners', type: 'logistics', services: ['customs clearance'] }))).body.id;
    const pending = (await apply(application({ name: 'Zubaida Pending Freight', type: 'logistics' }))).body.id;
    await admin('POST', `/api/admin/partners/applications/${approved}/approve`, {});

    const partners = await search({ query: 'Zubaida freight', type: 'partners' });
    expect(partners.status).toBe(200);
    const ids = partners.body.results.map((r: Json) => r.id);
    expect(ids).toContain(approved);
    expect(ids).not.toContain(pending);
    expect(partners.body.results.find((r: Json) => r.id === approved)).toMatchObject({
      kind: 'partner', title: 'Zubaida Freight Partners', sectors: ['energy'], source: null, score: expect.any(Number), snippet: expect.stringContaining('customs clearance'),
    });
    expect((await search({ query: 'Zubaida freight', type: 'all' })).body.results.map((r: Json) => r.id)).toContain(approved);
    expect((await search({ query: 'Zubaida freight', type: 'market' })).body.results.map((r: Json) => r.id)).not.toContain(approved);
    expect((await search({ query: 'Zubaida freight', type: 'partners', industry: 'agriculture' })).body.results.map((r: Json) => r.id)).not.toContain(approved);

    const body = (await search({ query: "Monsha'at", type: 'partners' })).body;
    const monshaat = body.results.find((r: Json) => r.id === 'partner-monshaat');
    expect(monshaat).toMatchObject({ kind: 'partner', source: { url: expect.stringMatching(/^https:/) }, asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const all = (await search({ query: "Monsha'at", type: 'all' })).body.results.filter((r: Json) => r.id === 'partner-monshaat');
    expect(all.map((r: Json) => r.kind)).toEqual(['program']);
  });
});
