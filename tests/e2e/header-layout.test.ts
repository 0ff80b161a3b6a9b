import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SUPPORTED_LANGUAGES } from '../../contracts/languages.ts';
import { useMailSuite } from './support/suite.ts';
import { pageReady } from './support/browser.ts';
import { readyUser, storeSession } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { eventually } from '../support/eventually.ts';

// Issue 17, item 6: at 1280 px the German language selector left the screen, French nav items wrapped to
// four lines and English "Sign out" wrapped. Every language, at phone, tablet and desktop widths, signed
// out and signed in: no sideways scroll, every header item on screen and on one line.
const suite = useMailSuite();
const WIDTHS = [390, 1024, 1280];

// The few DOM types the in-page checks use (the tests' tsconfig has no DOM library).
type Box = { left: number; right: number; width: number; height: number };
type El = {
  tagName: string;
  textContent: string | null;
  labels?: { textContent: string | null }[];
  closest(selector: string): El | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Box;
};
type Style = Record<'lineHeight' | 'fontSize' | 'paddingTop' | 'paddingBottom' | 'borderTopWidth' | 'borderBottomWidth', string>;
type Dom = {
  document: { documentElement: { clientWidth: number; scrollWidth: number }; activeElement: El | null; querySelector(selector: string): El | null };
  getComputedStyle(element: El): Style;
  requestAnimationFrame(callback: () => void): void;
};

/** What is wrong with the header as laid out now (an empty list when nothing is). Runs in the page. */
function headerProblems(scope: string): string[] {
  const { document, getComputedStyle } = globalThis as unknown as Dom;
  const doc = document.documentElement;
  const viewport = doc.clientWidth;
  const problems: string[] = [];
  if (doc.scrollWidth > viewport) problems.push(`page scrolls sideways: scrollWidth ${doc.scrollWidth} > ${viewport}`);
  const root = document.querySelector(scope);
  if (!root) return [`no ${scope}`];
  for (const item of root.querySelectorAll('a, button, select')) {
    if (item.closest('[aria-hidden="true"]')) continue; // the header's hidden measuring copy
    const box = item.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue; // folded away (display: none)
    const label = item.tagName === 'SELECT' ? item.labels?.[0]?.textContent : item.textContent;
    const name = (label || item.getAttribute('aria-label') || item.tagName).trim();
    if (box.left < -0.5 || box.right > viewport + 0.5) problems.push(`"${name}" off-screen: ${Math.round(box.left)}..${Math.round(box.right)} of ${viewport}`);
    if (item.tagName === 'SELECT') continue;
    const style = getComputedStyle(item);
    const px = (value: string) => parseFloat(value) || 0;
    const line = Number.isFinite(parseFloat(style.lineHeight)) ? px(style.lineHeight) : px(style.fontSize) * 1.5;
    const icon = item.querySelector('svg')?.getBoundingClientRect().height ?? 0;
    const oneLine = Math.max(line, icon) + px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth);
    // Two lines would be oneLine + line: anything past half a line more is a wrap.
    if (box.height > oneLine + line / 2) problems.push(`"${name}" wraps: ${Math.round(box.height)} px high, one line is ${Math.round(oneLine)} px`);
  }
  return problems;
}

async function problemsAt(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  // The fold follows a ResizeObserver, which reports in the next frame: let two frames pass first.
  await page.evaluate(() => {
    const { requestAnimationFrame } = globalThis as unknown as Dom;
    return new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  const check = async (scope: string) => {
    // A locale or font that arrives late re-measures once more: allow it before calling a problem a problem.
    let last: string[] = [];
    await eventually(async () => {
      last = await page.evaluate(headerProblems, scope);
      expect(last).toEqual([]);
    }, 2_000).catch(() => undefined);
    found.push(...last.map((problem) => `${label}: ${problem}`));
  };
  await check('header');
  const button = page.locator('header button[aria-controls="site-menu"]');
  if (await button.isVisible()) {
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // Focus moves into the menu; Escape closes it and gives focus back to the button.
    await eventually(async () => expect(await page.evaluate(() => (globalThis as unknown as Dom).document.activeElement?.closest('#site-menu') !== null)).toBe(true));
    await check('#site-menu');
    await page.keyboard.press('Escape');
    await page.locator('#site-menu').waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === (globalThis as unknown as Dom).document.activeElement)).toBe(true);
  }
  return found;
}

async function checkEveryLanguage(page: Page, who: string): Promise<string[]> {
  const found: string[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('header select:visible').first().selectOption(language);
    await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      found.push(...(await problemsAt(page, `${who}, ${language}, ${width} px`)));
    }
  }
  return found;
}

describe('the header in every language', () => {
  it('fits at 390, 1024 and 1280 px for a visitor', async () => {
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(`${suite.e2e.server.url}/about`);
    await pageReady(page);
    expect(await checkEveryLanguage(page, 'signed out')).toEqual([]);
    await page.context().close();
  });

  it('fits at 390, 1024 and 1280 px for a signed-in user', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    await page.goto(`${suite.e2e.server.url}/about`);
    await pageReady(page);
    await page.locator('header').getByRole('button', { name: 'Sign out' }).or(page.locator('header button[aria-controls="site-menu"]')).first().waitFor();
    expect(await checkEveryLanguage(page, 'signed in')).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['de', 1280],
    ['ar', 390],
    ['fr', 1024],
  ] as const)('the open menu passes axe (%s, %i px)', async (language, width) => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const page = await suite.e2e.open({ language, consent: 'accepted' });
    await storeSession(page, user);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${suite.e2e.server.url}/about`);
    await pageReady(page);
    const button = page.locator('header button[aria-controls="site-menu"]');
    await button.click();
    await page.locator('#site-menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
