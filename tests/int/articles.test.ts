import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startServer, type TestServer } from '../support/server.ts';
import { call, type Json } from '../support/api.ts';
import { tokensByRole } from '../support/roles.ts';
import { eventually } from '../support/eventually.ts';

const ADMIN = { email: 'articles-admin@example.com', password: 'admin password for articles' };
const INDEX = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body>\n    <div id="root"></div>\n    <noscript>Bawaba needs JavaScript</noscript>\n  </body>\n</html>\n';

let server: TestServer;
let dist: string;
let admin: string;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'articles-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  server = await startServer({ RATE_LIMITS: 'off', TEST_CLOCK: 'on', WEB_DIST_DIR: dist, APP_URL: 'https://bawaba.test', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  tokens = await tokensByRole(server.url, ADMIN, ['expert', 'analyst', 'editor']);
  admin = tokens.admin!;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const api = (method: string, path: string, token?: string, body?: unknown) => call(server.url, method, `/api${path}`, { token, body });
const page = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
/** Scheduled publication lands after the clock moves. */
const until = (check: () => Promise<void>) => eventually(check, 5_000);
let n = 0;
const content = (over: Json = {}) => ({
  slug: `riyadh-guide-${++n}`,
  translations: { en: { title: `Riyadh guide ${n}`, excerpt: 'Offices, visas and first steps', body: '## Start\n\nRegister with **MISA** first.' }, ar: { title: `دليل الرياض ${n}`, excerpt: 'مكاتب', body: 'سجّل أولًا.' } },
  tags: ['energy'],
  author: 'Lina Haddad',
  ...over,
});

describe('articles: who may write', () => {
  it('401 without a token, 403 for a user, an expert and an analyst; editors and admins may', async () => {
    expect((await api('POST', '/editor/articles', undefined, content())).status).toBe(401);
    for (const role of ['user', 'expert', 'analyst']) {
      expect([role, (await api('POST', '/editor/articles', tokens[role], content())).status]).toEqual([role, 403]);
      expect([role, (await api('GET', '/editor/articles', tokens[role])).status]).toEqual([role, 403]);
    }
    expect((await api('POST', '/editor/articles', tokens.editor, content())).status).toBe(201);
    expect((await api('POST', '/editor/articles', admin, content())).status).toBe(201);
  });

  it('refuses bad input with the field named, and a taken slug with 409', async () => {
    const bad = await api('POST', '/editor/articles', tokens.editor, content({ slug: 'Not A Slug!', translations: { de: { title: 'x', excerpt: '', body: 'y' } } }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['slug', 'translations.en']));
    const first = content();
    expect((await api('POST', '/editor/articles', tokens.editor, first)).status).toBe(201);
    const again = await api('POST', '/editor/articles', tokens.editor, content({ slug: first.slug }));
    expect([again.status, again.body.code]).toEqual([409, 'SLUG_TAKEN']);
  });
});

describe('articles: lifecycle', () => {
  it('a draft is hidden; published it is listed, searchable, served as HTML; a new slug redirects 301', async () => {
    const draft = content({ tags: ['medical-health'] });
    const created = (await api('POST', '/editor/articles', tokens.editor, draft)).body.article;
    expect(created).toMatchObject({ slug: draft.slug, status: 'draft', revisions: 1 });
    expect((await api('GET', `/articles/${draft.slug}`)).status).toBe(404);

    const published = await api('POST', `/editor/articles/${created.id}/publish`, tokens.editor);
    expect(published.body.article).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    const list = await api('GET', '/articles?tag=medical-health&q=riyadh');
    expect(list.body.items.map((a: Json) => a.slug)).toContain(draft.slug);
    expect((await api('GET', '/articles?tag=agriculture&q=riyadh')).body.items.map((a: Json) => a.slug)).not.toContain(draft.slug);

    const one = await api('GET', `/articles/${draft.slug}?lang=de`);
    expect(one.body).toMatchObject({ title: draft.translations.en.title, lang: 'en', fallback: true, languages: ['en', 'ar'] });
    expect(one.body.html).toContain('<strong>MISA</strong>');
    expect((await api('GET', `/articles/${draft.slug}?lang=ar`)).body).toMatchObject({ lang: 'ar', fallback: false });

    const html = await page(`/articles/${draft.slug}`);
    const text = await html.text();
    expect(html.status).toBe(200);
    expect(text).toContain(`>${draft.translations.en.title} | Bawaba</title>`);
    expect(text).toContain('"@type":"Article"');
    expect(text).toContain('"@type":"BreadcrumbList"');
    expect(text).toContain(`rel="canonical" href="https://bawaba.test/articles/${draft.slug}" />`);
    expect(text).toContain('hreflang="ar"');
    expect(text).not.toContain('<noscript>');

    const renamed = { ...draft, slug: `${draft.slug}-renamed` };
    expect((await api('PUT', `/editor/articles/${created.id}`, tokens.editor, renamed)).body.article.slug).toBe(renamed.slug);
    const old = await page(`/articles/${draft.slug}?lng=ar`);
    expect([old.status, old.headers.get('location')]).toEqual([301, `/articles/${renamed.slug}?lng=ar`]);
    const oldApi = await fetch(`${server.url}/api/articles/${draft.slug}`, { redirect: 'manual' });
    expect([oldApi.status, oldApi.headers.get('location')]).toEqual([301, `/api/articles/${renamed.slug}`]);
    expect((await page('/articles/no-such-article')).status).toBe(404);

    const sitemap = await (await page('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>https://bawaba.test/articles/${renamed.slug}</loc>`);
    expect(sitemap).toContain('https://bawaba.test/articles/vision-2030');
    expect(sitemap).not.toContain(`/articles/${draft.slug}<`);
    const feed = await page('/articles/feed.xml');
    expect(feed.headers.get('content-type')).toContain('application/atom+xml');
    expect(await feed.text()).toContain(`<link rel="alternate" type="text/html" href="https://bawaba.test/articles/${renamed.slug}"/>`);
    expect(await (await page('/robots.txt')).text()).toContain('Sitemap: https://bawaba.test/sitemap.xml');

    await api('POST', `/editor/articles/${created.id}/unpublish`, tokens.editor);
    expect((await api('GET', `/articles/${renamed.slug}`)).status).toBe(404);
    expect(await (await page('/sitemap.xml')).text()).not.toContain(renamed.slug);
  });

  it('keeps every revision in the log and restores any of them', async () => {
    const first = content();
    const { id } = (await api('POST', '/editor/articles', tokens.editor, first)).body.article;
    await api('PUT', `/editor/articles/${id}`, tokens.editor, { ...first, author: 'Second Author' });
    const detail = await api('GET', `/editor/articles/${id}`, tokens.editor);
    expect(detail.body.revisions.map((r: Json) => r.number)).toEqual([1, 2]);
    const restored = await api('POST', `/editor/articles/${id}/restore`, tokens.editor, { revision: 1 });
    expect(restored.body.article).toMatchObject({ author: 'Lina Haddad', revisions: 3 });
    expect((await api('GET', `/editor/articles/${id}`, tokens.editor)).body.revisions.at(-1)).toMatchObject({ number: 3, restoredFrom: 1 });
    expect((await api('GET', `/editor/articles/${id}/revisions/2`, tokens.editor)).body.content.author).toBe('Second Author');
    expect((await api('POST', `/editor/articles/${id}/restore`, tokens.editor, { revision: 9 })).status).toBe(404);
  });

  it('publishes a scheduled article at its time (test clock), not before', async () => {
    const c = content();
    const { id } = (await api('POST', '/editor/articles', tokens.editor, c)).body.article;
    const now = Date.parse((await api('POST', '/test/clock', undefined, { advanceMs: 1 })).body.now);
    const publishAt = new Date(now + 3_600_000).toISOString();
    expect((await api('POST', `/editor/articles/${id}/schedule`, tokens.editor, { publishAt })).body.article).toMatchObject({ status: 'scheduled', publishAt });
    expect((await api('POST', `/editor/articles/${id}/schedule`, tokens.editor, { publishAt: new Date(now - 1000).toISOString() })).status).toBe(400);
    expect((await api('GET', `/articles/${c.slug}`)).status).toBe(404);
    await api('POST', '/test/clock', undefined, { advanceMs: 3_600_000 });
    await until(async () => expect((await api('GET', `/articles/${c.slug}`)).status).toBe(200));
  });
});

describe('articles: preview links', () => {
  it('open a draft for whoever holds the link until it expires or is revoked; the log keeps only a hash', async () => {
    const c = content();
    const { id } = (await api('POST', '/editor/articles', tokens.editor, c)).body.article;
    const link = (await api('POST', `/editor/articles/${id}/preview-links`, tokens.editor, { expiresInHours: 1 })).body;
    expect(link.url).toBe(`https://bawaba.test/${link.token}`);
    const preview = await page(`/${link.token}`);
    expect([preview.status, preview.headers.get('x-robots-tag')]).toEqual([200, 'noindex, nofollow']);
    expect(await preview.text()).toContain(c.translations.en.title);
    expect((await api('GET', `/articles/preview/${link.token}`)).body).toMatchObject({ title: c.translations.en.title, status: 'draft' });

    const second = (await api('POST', `/editor/articles/${id}/preview-links`, tokens.editor, { expiresInHours: 1 })).body;
    expect((await api('DELETE', `/editor/articles/${id}/preview-links/${second.linkId}`, tokens.editor)).status).toBe(200);
    expect((await page(`/${second.token}`)).status).toBe(404);

    await api('POST', '/test/clock', undefined, { advanceMs: 3_600_001 });
    expect((await page(`/${link.token}`)).status).toBe(404);
    expect((await api('GET', `/editor/articles/${id}`, tokens.editor)).body.previewLinks).toEqual([
      expect.objectContaining({ linkId: link.linkId, open: false, revoked: false }),
      expect.objectContaining({ linkId: second.linkId, revoked: true }),
    ]);

    // The log's files hold the token's hash, never the token.
    const files = ['events.db', 'events.db-wal'].map((f) => join(server.dataDir, f)).filter(existsSync);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(readFileSync(f).includes(Buffer.from(link.token))).toBe(false);
  });
});

describe('articles: cover images', () => {
  const upload = (bytes: Buffer, token = tokens.editor) =>
    fetch(`${server.url}/api/editor/articles/images`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, body: bytes });

  it('stores a PNG as WebP renditions; refuses other files, a fake and anything over 5 MB; only editors upload', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0f5132' } }).png().toBuffer();
    const ok = await upload(png);
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as Json;
    const image = await fetch(`${server.url}/api/articles/images/${id}/480.webp`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await upload(Buffer.from('GIF89a....'))).status).toBe(415);
    expect((await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]))).status).toBe(400);
    expect((await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1))).status).toBe(413);
    expect((await upload(png, tokens.user)).status).toBe(403);
  });
});

describe('articles: seeded content', () => {
  it('serves the Vision 2030 and test articles, each once however often the server starts', async () => {
    const list = await api('GET', '/articles?pageSize=50');
    expect(list.body.items.filter((a: Json) => a.slug === 'vision-2030')).toHaveLength(1);
    const vision = await api('GET', '/articles/vision-2030?lang=ar');
    expect(vision.body).toMatchObject({ lang: 'ar', fallback: false });
    expect((await api('GET', '/articles/test')).body.html).toContain('&lt;script&gt;');
    // The test article is reachable by its address only: not listed, not in the sitemap, not indexed.
    expect(list.body.items.map((a: Json) => a.slug)).not.toContain('test');
    expect(await (await page('/sitemap.xml')).text()).not.toContain('/articles/test<');
    expect(await (await page('/articles/test')).text()).toContain('name="robots" content="noindex, nofollow"');
  });
});
