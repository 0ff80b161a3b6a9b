import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call } from '../support/api.ts';
import { tokensByRole } from '../support/roles.ts';
import { siteTextPageSchema, publicSiteTextsSchema } from '../../contracts/siteTexts.ts';

const ADMIN = { email: 'texts-admin@example.com', password: 'admin password for site texts' };

let server: TestServer;
let admin: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  Object.assign(tokens, await tokensByRole(server.url, ADMIN, ['expert', 'analyst', 'editor']));
  admin = tokens.admin as string;
}, 120_000);
afterAll(async () => server?.stop());

const api = (method: string, path: string, token?: string, body?: unknown) => call(server.url, method, `/api${path}`, { token, body });

describe('site texts: who may write', () => {
  it('401 without a token, 403 for a user, an expert and an analyst; admins and editors may read and write', async () => {
    for (const [method, path, body] of [
      ['GET', '/admin/site-texts/about/en', undefined],
      ['PUT', '/admin/site-texts/about/en', { texts: { title: 'Hacked' } }],
      ['POST', '/admin/site-texts/about/en/restore', { revision: 1 }],
    ] as const) {
      expect((await api(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      for (const role of ['user', 'expert', 'analyst']) expect((await api(method, path, tokens[role], body)).status, `${role} ${method} ${path}`).toBe(403);
    }
    expect((await api('GET', '/admin/site-texts/services/en', tokens.editor)).status).toBe(200);
    const saved = await api('PUT', '/admin/site-texts/services/en', tokens.editor, { texts: { 'market.title': 'Market data, today' } });
    expect(saved.status).toBe(200);
    expect(saved.body.texts).toEqual({ 'market.title': 'Market data, today' });
    expect((await api('GET', '/site-texts/en')).body.sections.about).toBeUndefined(); // nothing written by the refused calls
  });
});

describe('site texts: lifecycle', () => {
  it('revises, shows the edit publicly in that language only, keeps the history and restores a revision', async () => {
    const first = await api('PUT', '/admin/site-texts/about/ar', admin, { texts: { title: 'عن بوابة اليوم', mission1: 'الفقرة الأولى' } });
    expect(first.status).toBe(200);
    const page = siteTextPageSchema.parse(first.body);
    expect(page.revision).toBe(1);
    expect(page.defaults.title).toBeTruthy(); // the locale file's Arabic title, the fallback
    expect(page.defaults.title).not.toBe('عن بوابة اليوم');

    const ar = publicSiteTextsSchema.parse((await api('GET', '/site-texts/ar')).body);
    expect(ar.sections.about).toEqual({ mission1: 'الفقرة الأولى', title: 'عن بوابة اليوم' });
    // Per language: English and French still show their defaults (nothing edited for them).
    expect((await api('GET', '/site-texts/fr')).body.sections).toEqual({});
    expect((await api('GET', '/site-texts/en')).body.sections.about).toBeUndefined();

    const second = await api('PUT', '/admin/site-texts/about/ar', admin, { texts: { title: 'عنوان ثان' } });
    expect(second.body.revision).toBe(2);
    expect((await api('GET', '/site-texts/ar')).body.sections.about).toEqual({ title: 'عنوان ثان' }); // mission1 back to default

    const restored = await api('POST', '/admin/site-texts/about/ar/restore', admin, { revision: 1 });
    expect(restored.status).toBe(200);
    expect(restored.body.texts).toEqual({ mission1: 'الفقرة الأولى', title: 'عن بوابة اليوم' });
    expect(restored.body.history.map((r: { number: number; restoredFrom: number | null }) => [r.number, r.restoredFrom])).toEqual([[1, null], [2, null], [3, 1]]);
    expect((await api('GET', '/site-texts/ar')).body.sections.about.title).toBe('عن بوابة اليوم');

    // The same texts again leave no revision.
    const again = await api('PUT', '/admin/site-texts/about/ar', admin, { texts: { title: 'عن بوابة اليوم', mission1: 'الفقرة الأولى' } });
    expect(again.body.history).toHaveLength(3);
  });

  it('answers an ETag and 304 while nothing changed, and a new ETag after an edit', async () => {
    const first = await fetch(`${server.url}/api/site-texts/de`);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toContain('public');
    expect(etag).toMatch(/^".+"$/);
    expect((await fetch(`${server.url}/api/site-texts/de`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    await api('PUT', '/admin/site-texts/home/de', admin, { texts: { heroTitle: 'Neu im saudischen Markt' } });
    const after = await fetch(`${server.url}/api/site-texts/de`, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { sections: Record<string, unknown> }).sections.home).toEqual({ heroTitle: 'Neu im saudischen Markt' });
  });
});

describe('site texts: bad input gets a clear error and changes nothing', () => {
  it.each([
    ['an unknown key', { texts: { nope: 'x' } }, { nope: 'Unknown text key' }],
    ['an empty text', { texts: { title: '  ' } }, { title: expect.stringContaining('empty') }],
    ['a text too long', { texts: { title: 'x'.repeat(2_001) } }, { title: 'At most 2000 characters' }],
    ['a value that is not text', { texts: { title: 5 } }, { 'texts.title': 'Must be text' }],
    ['an unknown field', { texts: {}, extra: 1 }, { extra: expect.any(String) }],
  ])('%s', async (_name, body, fields) => {
    const res = await api('PUT', '/admin/site-texts/about/en', admin, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fields).toMatchObject(fields);
    expect((await api('GET', '/site-texts/en')).body.sections.about).toBeUndefined();
  });

  it('an unknown section or language is a 400; an unknown revision is a 404', async () => {
    expect((await api('PUT', '/admin/site-texts/pricing/en', admin, { texts: {} })).status).toBe(400);
    expect((await api('GET', '/site-texts/xx')).status).toBe(400);
    expect((await api('POST', '/admin/site-texts/about/en/restore', admin, { revision: 99 })).status).toBe(404);
  });
});
