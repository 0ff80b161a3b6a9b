// Code run in the page is passed as strings: this project's typecheck has Node's globals, not the DOM's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageReady, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());
afterEach(() => expect(e2e.takeForeignRequests()).toEqual([]));

describe('cookie consent', () => {
  it('appears after its delay and stays away after Accept', async () => {
    const page = await e2e.open({ language: 'en' });
    // A fake page clock steps through the delay instead of waiting for it; the exact 1.5 s is
    // unit-tested with fake timers (web/src/components/CookieConsent.test.tsx).
    await page.clock.install();
    await page.goto(e2e.server.url + '/');
    await pageReady(page);
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await page.clock.runFor(1_600);
    await bar.waitFor({ state: 'visible' });
    await expect.poll(() => bar.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/privacy');

    await bar.getByRole('button', { name: 'Accept' }).click();
    await bar.waitFor({ state: 'hidden' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('accepted');
    // Max-Age: the browser dates the expiry by the real clock, not the page's fake one.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await pageReady(page);
    await page.clock.runFor(5_000);
    expect(await bar.isVisible()).toBe(false);
  });
});

describe('error page', () => {
  it('answers an unknown path with HTTP 404 and the 404 page', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    const response = await page.goto(e2e.server.url + '/no-such-page');
    expect(response?.status()).toBe(404);
    await pageReady(page);
    await expect.poll(() => page.locator('main h1').textContent()).toContain('Page Not Found');
    expect(await page.getByText('Page not found: /no-such-page').isVisible()).toBe(true);
    expect(await page.locator('main').textContent()).toContain('404');
  });
});

describe('languages', () => {
  it('switches to Arabic, right to left, and keeps it across a reload', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(e2e.server.url + '/about');
    await pageReady(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('main h1').textContent()).toBe('من نحن');

    await page.reload();
    await pageReady(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('main h1').textContent()).toBe('من نحن');
    // The layout mirrors: the navigation sits to the left of the logo in RTL.
    const logo = await page.getByRole('link', { name: 'الصفحة الرئيسية لبوابة' }).first().boundingBox();
    expect(logo?.x ?? 0).toBeGreaterThan(640);
  });
});

describe('offline banner', () => {
  it('shows while the browser is offline', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(e2e.server.url + '/');
    await pageReady(page);
    const banner = page.getByText('You are offline');
    expect(await banner.isVisible()).toBe(false);
    await page.context().setOffline(true);
    await banner.waitFor({ state: 'visible' });
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'hidden' });
  });
});

describe('session-expired banner', () => {
  it('is raised by the app event, sends Sign In to /login with the return path, and hides after 10 s', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.clock.install();
    await page.goto(e2e.server.url + '/pricing');
    await pageReady(page);
    const raise = () => page.evaluate("window.dispatchEvent(new CustomEvent('bawaba:session-expired'))");
    const banner = page.getByRole('alert').filter({ hasText: 'Session expired. Please sign in again to continue.' });

    await raise();
    await banner.waitFor({ state: 'visible' });
    await page.clock.fastForward(9_000);
    expect(await banner.isVisible()).toBe(true);
    await page.clock.fastForward(1_500);
    await banner.waitFor({ state: 'hidden' });

    await raise();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'hidden' });

    await raise();
    await banner.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('bawaba.returnTo'))).toBe('/pricing');
  });
});

describe('navigation', () => {
  it('scrolls to the top and focuses the new page heading', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(e2e.server.url + '/');
    await pageReady(page);
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL('**/privacy');
    // The footer link clicked has the same text, so check the element, not just its words.
    await expect
      .poll(() => page.evaluate('`${document.activeElement?.tagName}: ${document.activeElement?.textContent}`'))
      .toBe('H1: Privacy policy');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    await expect.poll(() => page.locator('main').getAttribute('class')).not.toContain('page-transition');
    expect(await page.title()).toBe('Privacy policy | Bawaba');
  });
});

describe('the outbound-request guard itself', () => {
  it('catches a request to another host', async () => {
    const page = await e2e.open({ consent: 'accepted' });
    await page.goto(e2e.server.url + '/');
    // (fetch() would not even get that far: the server's CSP allows connect-src 'self' only.)
    await page.goto('https://example.com/beacon').catch(() => null);
    expect(e2e.takeForeignRequests()).toEqual(['https://example.com/beacon']);
  });
});

describe('SEO basics', () => {
  it('gives each page a title, description, canonical, hreflang alternates and Open Graph tags', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(e2e.server.url + '/pricing?lng=ar');
    await pageReady(page);
    const head = page.locator('head');
    expect(await page.title()).toBe('الأسعار والباقات | بوابة');
    expect(await head.locator('meta[name="description"]').getAttribute('content')).toContain('باقات');
    expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${e2e.server.url}/pricing?lng=ar`);
    expect(await head.locator('link[rel="alternate"][hreflang]').count()).toBe(14);
    expect(await head.locator('link[hreflang="x-default"]').getAttribute('href')).toBe(`${e2e.server.url}/pricing`);
    expect(await head.locator('meta[property="og:title"]').getAttribute('content')).toBe('الأسعار والباقات | بوابة');
    expect(await head.locator('meta[property="og:locale"]').getAttribute('content')).toBe('ar');
    expect(await head.locator('meta[name="robots"]').count()).toBe(0);

    await page.goto(e2e.server.url + '/charts-demo?lng=en');
    await pageReady(page);
    expect(await head.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await head.locator('title').count()).toBe(1);
  });
});
