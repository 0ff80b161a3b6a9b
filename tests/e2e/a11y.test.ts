import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageReady, settled, type E2E } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());
afterEach(() => expect(e2e.takeForeignRequests()).toEqual([]));

const PAGES = [
  '/',
  '/about',
  '/pricing',
  '/privacy',
  '/terms',
  '/legal',
  '/expert',
  '/partner',
  '/consultation',
  '/contact',
  '/newsletter',
  '/sectors/coming-soon',
  '/charts-demo',
  '/test-country-dropdown',
  '/no-such-page',
];

describe.each(['en', 'ar'])('axe, %s', (language) => {
  it.each(PAGES)('%s has no serious or critical violation', async (path) => {
    const page = await e2e.open({ language, consent: 'accepted' });
    await page.goto(e2e.server.url + path);
    await pageReady(page);
    // The masonry grid fades in over 0.6 s; scan the settled page once every finite animation has ended.
    await settled(page);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the cookie bar, the offline and session banners and the open country list pass too', async () => {
    const page = await e2e.open({ language });
    await page.goto(e2e.server.url + '/test-country-dropdown');
    await pageReady(page);
    await page.locator('section[aria-label]').last().waitFor({ state: 'visible' });
    await page.context().setOffline(true);
    await page.evaluate("window.dispatchEvent(new CustomEvent('bawaba:session-expired'))");
    await page.getByRole('combobox').last().fill(language === 'ar' ? 'سع' : 'sa');
    await page.getByRole('listbox').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().setOffline(false);
    await page.context().close();
  });
});

describe('keyboard', () => {
  it('the skip link is the first stop and lands in main; focus is visible', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(e2e.server.url + '/about');
    await pageReady(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await page.evaluate<string | undefined>('document.activeElement?.textContent')).toBe('Skip to main content');
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('main');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate<string>('getComputedStyle(document.activeElement).outlineStyle');
    expect(outline).not.toBe('none');
  });

  it('the country combobox works with the keyboard', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(e2e.server.url + '/test-country-dropdown');
    await pageReady(page);
    const input = page.getByRole('combobox', { name: 'Country' });
    await input.fill('germ');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText('Selected: Germany (DE)').waitFor();
  });
});
