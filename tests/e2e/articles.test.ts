import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageReady, startE2E, type E2E } from './support/browser.ts';
import { storeSession, type ReadyUser } from './support/accounts.ts';
import { call, newUser, register } from '../support/api.ts';
import { adminLogin, reauth } from '../support/admin.ts';
import { eventually } from '../support/eventually.ts';

/** Issue 12, articles in the browser: an editor's write-preview-schedule round, and HTML without script. */
const ADMIN = { email: 'e2e-articles-admin@example.com', password: 'admin password for e2e articles' };
let e2e: E2E;
let editor: ReadyUser;
beforeAll(async () => {
  e2e = await startE2E({ RATE_LIMITS: 'off', TEST_CLOCK: 'on', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const base = e2e.server.url;
  const admin = (await adminLogin(base, ADMIN)).tokens.accessToken as string;
  const person = newUser();
  const id = (await register(base, person)).body.user.id as string;
  await reauth(base, admin, ADMIN.password);
  expect((await call(base, 'PUT', `/api/admin/users/${id}`, { token: admin, body: { role: 'editor' } })).status).toBe(200);
  // Editors publish to the public site: they sign in with the second factor, as admins do.
  const login = await adminLogin(base, { email: person.email, password: person.password });
  editor = { ...person, accessToken: login.tokens.accessToken, refreshToken: login.tokens.refreshToken, user: login.user };
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});
afterEach(() => expect(e2e.takeForeignRequests()).toEqual([]));

const url = (path: string) => `${e2e.server.url}${path}`;
const sitemap = async () => (await fetch(url('/sitemap.xml'))).text();

/** Polls until the check passes; publication lands when the scheduler has seen the moved clock. */
const until = (check: () => Promise<boolean>) => eventually(async () => expect(await check()).toBe(true), 10_000);

/** Serious and critical axe findings (WCAG 2.2 AA and best practice), as the other pages are held to. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('articles', () => {
  it('an editor writes, previews and schedules an article; it appears on /articles and in the sitemap at its time', async () => {
    const page = await e2e.open({ consent: 'accepted' });
    await storeSession(page, editor);
    await page.goto(url('/newsmgmt'));
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Slug').fill('market-entry-checklist');
    await page.getByLabel('Author').fill('Lina Haddad');
    await page.getByLabel('Title').fill('Market entry checklist');
    await page.getByLabel('Summary').fill('Ten steps before you open an office in Riyadh.');
    await page.getByLabel('Body (Markdown)').fill('## Register first\n\nStart with **MISA** registration.\n\n<script>alert(1)</script>');
    // The live preview is the server's sanitized HTML: the heading renders, the script stays text.
    const preview = page.getByTestId('live-preview');
    await preview.locator('h2', { hasText: 'Register first' }).waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    // The cover goes up as the file itself; the server answers with its id and the form shows it.
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0f5132' } }).png().toBuffer();
    await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await page.locator('img[src$="/480.webp"]').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('article-status').filter({ hasText: 'Draft' }).waitFor();

    await page.getByRole('button', { name: 'Create preview link' }).click();
    const previewUrl = (await page.getByTestId('preview-url').textContent()) ?? '';
    const previewPath = new URL(previewUrl).pathname;
    const reader = await e2e.open();
    await reader.goto(url(previewPath));
    await reader.getByRole('heading', { level: 1, name: 'Market entry checklist' }).waitFor();
    await reader.getByText('Preview: this draft is not published.').waitFor();

    // One hour ahead in the browser's own time zone, as the editor types it.
    const inAnHour = await page.evaluate(() => {
      const d = new Date(Date.now() + 3_600_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    });
    await page.getByLabel('Publish at').fill(inAnHour);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page.getByTestId('article-status').filter({ hasText: 'Scheduled' }).waitFor();

    await reader.goto(url('/articles'));
    await reader.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    await reader.getByRole('link', { name: 'Vision 2030: the programmes that matter to foreign investors' }).waitFor();
    expect(await reader.getByRole('link', { name: 'Market entry checklist' }).count()).toBe(0);
    expect(await sitemap()).not.toContain('/articles/market-entry-checklist');

    expect((await call(e2e.server.url, 'POST', '/api/test/clock', { body: { advanceMs: 2 * 3_600_000 } })).status).toBe(200);
    await until(async () => (await sitemap()).includes('/articles/market-entry-checklist'));
    await reader.goto(url('/articles'));
    await reader.getByRole('link', { name: 'Market entry checklist' }).click();
    await reader.getByRole('heading', { level: 1, name: 'Market entry checklist' }).waitFor();
    expect(await reader.locator('article img').getAttribute('srcset')).toMatch(/480\.webp 480w, .*960\.webp 960w, .*1600\.webp 1600w$/);
    expect(await reader.locator('article script').count()).toBe(0);
    // Once the app runs, the head holds its own tags only: one canonical link, one Article.
    await reader.reload();
    await reader.getByRole('heading', { level: 1, name: 'Market entry checklist' }).waitFor();
    await until(async () => (await reader.locator('[data-ssr-head]').count()) === 0);
    const articleData = async () =>
      (await reader.locator('script[type="application/ld+json"]').allTextContents()).filter((text) => (JSON.parse(text) as { '@type'?: string })['@type'] === 'Article').length;
    await until(async () => (await articleData()) === 1 && (await reader.locator('link[rel="canonical"]').count()) === 1);
  });

  it('/articles/{slug} arrives as HTML with its title and JSON-LD when JavaScript is disabled', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(url('/articles/vision-2030'));
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('Vision 2030: the programmes that matter to foreign investors | Bawaba');
      await page.getByRole('heading', { level: 1, name: 'Vision 2030: the programmes that matter to foreign investors' }).waitFor();
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string; headline?: string });
      expect(ld.find((d) => d['@type'] === 'Article')?.headline).toBe('Vision 2030: the programmes that matter to foreign investors');
      expect(ld.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/articles\/vision-2030$/);
      expect(await page.locator('link[rel="alternate"][hreflang="ar"]').count()).toBe(1);
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
      // React's own HTML inside the site's layout, not a page of its own.
      expect(await page.locator('#root[data-ssr] header').count()).toBe(1);
      expect(await page.locator('#root[data-ssr] main article h1').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it.each(['/articles/vision-2030', '/articles?lng=ar'])('%s hydrates the server HTML from the data it came with: nothing redrawn, nothing fetched again', async (path) => {
    // Any element removed from the page before it is ready would be React throwing the server's HTML away.
    const page = await e2e.open({
      consent: 'accepted',
      init: () => {
        // Runs in the page; these tests are typed without the DOM library.
        type Removed = { nodeType: number; matches(selector: string): boolean; querySelector(selector: string): unknown };
        type Observer = new (seen: (records: { removedNodes: Iterable<Removed> }[]) => void) => { observe(target: unknown, options: object): void };
        const page = globalThis as unknown as { removedHeadings: number; document: unknown; MutationObserver: Observer };
        page.removedHeadings = 0;
        new page.MutationObserver((records) => {
          for (const record of records) for (const node of record.removedNodes) if (node.nodeType === 1 && (node.matches('h1') || node.querySelector('h1'))) page.removedHeadings++;
        }).observe(page.document, { childList: true, subtree: true });
      },
    });
    const fetched: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/articles')) fetched.push(request.url());
    });
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url(path));
    await pageReady(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (globalThis as unknown as { removedHeadings: number }).removedHeadings)).toBe(0);
    expect({ fetched, errors }).toEqual({ fetched: [], errors: [] });
    expect(await page.locator('header').count()).toBe(1);
  });

  it.each(['en', 'ar'])('/articles, an article and /newsmgmt have no serious or critical axe finding (%s)', async (language) => {
    const page = await e2e.open({ consent: 'accepted', language });
    await storeSession(page, editor);
    const problems: Record<string, string[]> = {};
    for (const path of ['/articles', '/articles/vision-2030', '/newsmgmt']) {
      await page.goto(url(path));
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      problems[path] = await axeProblems(page);
    }
    expect(problems).toEqual({ '/articles': [], '/articles/vision-2030': [], '/newsmgmt': [] });
  });
});
