import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageReady } from './support/browser.ts';
import { adminSuite, openStaff } from './support/admin.ts';

const suite = adminSuite();

async function editAbout(page: Page, lang: string, texts: { title: string; paragraph1: string }) {
  await page.getByLabel('Language of the texts').selectOption(lang);
  const form = page.getByRole('form', { name: 'About page' });
  await form.getByLabel('Title', { exact: true }).fill(texts.title);
  await form.getByLabel('Paragraph 1').fill(texts.paragraph1);
  await form.getByRole('button', { name: 'Save texts' }).click();
  await form.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

describe('editable site texts', () => {
  it('an About text edited in /admin/about shows on /about at once, in English and in Arabic', async () => {
    const admin = await openStaff(suite.e2e);
    await admin.goto(suite.url('/admin/about'));
    await pageReady(admin);
    await editAbout(admin, 'en', { title: 'Who we are at Bawaba', paragraph1: 'We open the Saudi market to companies from abroad.' });
    await editAbout(admin, 'ar', { title: 'من نحن في بوابة اليوم', paragraph1: 'نفتح السوق السعودي للشركات من الخارج.' });

    // A new visitor in English: the server's HTML already says it.
    const visitor = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await visitor.goto(suite.url('/about'));
    await pageReady(visitor);
    expect(await visitor.locator('main h1').textContent()).toBe('Who we are at Bawaba');
    expect(await visitor.getByRole('main').textContent()).toContain('We open the Saudi market to companies from abroad.');

    // Arabic through its own URL (server-rendered in Arabic)…
    await visitor.goto(suite.url('/about?lng=ar'));
    await pageReady(visitor);
    expect(await visitor.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await visitor.locator('main h1').textContent()).toBe('من نحن في بوابة اليوم');
    expect(await visitor.getByRole('main').textContent()).toContain('نفتح السوق السعودي للشركات من الخارج.');

    // …and for a visitor whose remembered language (Arabic) the server could not know: the page switches in place.
    const arabic = await suite.e2e.open({ language: 'ar', consent: 'accepted' });
    await arabic.goto(suite.url('/about'));
    await pageReady(arabic);
    await expect.poll(() => arabic.locator('main h1').textContent()).toBe('من نحن في بوابة اليوم');

    // The admin's own tab shows the edit on the public page without a reload.
    await admin.getByLabel('Language of the texts').selectOption('en');
    await admin.evaluate("history.pushState({}, '', '/about'); dispatchEvent(new PopStateEvent('popstate'))");
    await expect.poll(() => admin.locator('main h1').textContent()).toBe('Who we are at Bawaba');
  });

  it('restores an earlier revision from the history', async () => {
    const admin = await openStaff(suite.e2e);
    await admin.goto(suite.url('/admin/about'));
    await pageReady(admin);
    await editAbout(admin, 'fr', { title: 'Première version', paragraph1: 'Premier paragraphe.' });
    await editAbout(admin, 'fr', { title: 'Deuxième version', paragraph1: 'Deuxième paragraphe.' });
    await admin.getByRole('button', { name: 'Restore revision 1' }).click();
    await admin.getByText('(restores revision 1)').waitFor();

    const visitor = await suite.e2e.open({ language: 'fr', consent: 'accepted' });
    await visitor.goto(suite.url('/about?lng=fr'));
    await pageReady(visitor);
    expect(await visitor.locator('main h1').textContent()).toBe('Première version');
  });

  it('/about arrives with its title, description and JSON-LD before any script runs', async () => {
    const context = await suite.e2e.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(suite.url('/about'));
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('About Bawaba');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        'Why we built Bawaba and how we help foreign companies enter the Saudi Arabian market.',
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(suite.url('/about'));
      expect(await page.locator('link[rel="alternate"][hreflang="ar"]').getAttribute('href')).toBe(suite.url('/about?lng=ar'));
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('About Bawaba');
      // The page's words are in the HTML (the edit made above included).
      expect(await page.locator('main h1').textContent()).toBe('Who we are at Bawaba');
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@graph': { '@type': string; itemListElement?: { name: string }[] }[] };
      const types = jsonLd['@graph'].map((node) => node['@type']);
      expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
      const crumbs = jsonLd['@graph'].find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement?.map((c) => c.name);
      expect(crumbs).toEqual(['Bawaba', 'About Bawaba']);
    } finally {
      await context.close();
    }
  });
});
