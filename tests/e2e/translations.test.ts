import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageReady } from './support/browser.ts';
import { PROFILE, readyUser, storeSession } from './support/accounts.ts';
import { useMailSuite } from './support/suite.ts';
import { PLANS_ADMIN_ENV } from '../support/plans.ts';

/**
 * Issue 17 item 9: every string a page shows comes from the locale files or from the fact's own
 * translation. One browser page walks the main pages in each language other than English and reads
 * every visible text node; it fails on a raw i18n key or on English left in the page. Text that is
 * English on purpose (a fact the knowledge has only in English, a source's own title) is marked
 * `lang="en"` by the page and skipped, so that marking is checked too.
 */
const suite = useMailSuite(PLANS_ADMIN_ENV);

const LOCALES = new URL('../../contracts/locales/', import.meta.url);
const LANGUAGES = ['ar', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'zh-CN', 'zh-TW'];
/** Languages written in another script: any Latin word is a leftover unless it is a name. */
const NON_LATIN = new Set(['ar', 'ja', 'ko', 'ru', 'zh-CN', 'zh-TW']);

/** Names, brands and codes that stay as they are in every language. */
const NAMES = new Set(['Bawaba', 'SAR', 'ZATCA', 'MISA', 'GASTAT', 'SAMA', 'PDF', 'Google', 'LinkedIn', 'Jitsi', 'VAT', 'GOSI', 'Etimad', 'SABER', 'Qiwa', 'DE', 'GmbH', 'Acme', 'Trading', 'IT', 'B2B']);

/** Common English words that no other of the site's Latin-script languages uses as a word. */
const ENGLISH_WORDS: Record<string, readonly string[]> = {
  all: ['the', 'and', 'with', 'your', 'you', 'this', 'that', 'from', 'end', 'year', 'years', 'which', 'what', 'are', 'has', 'have', 'will', 'been', 'not', 'of', 'to', 'for', 'is'],
  de: ['will'],
  es: ['has', 'are'],
  it: ['are'],
  nl: ['is', 'of', 'been', 'has'],
  pt: [],
  fr: [],
};

function flatten(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value.trim());
  else if (value && typeof value === 'object') for (const v of Object.values(value)) flatten(v, out);
  return out;
}

/** Every message of a language: `<lang>.json` and each section's `<section>/<lang>.json`. */
function messagesOf(language: string): Set<string> {
  const files = [new URL(`${language}.json`, LOCALES)];
  for (const entry of readdirSync(LOCALES, { withFileTypes: true })) if (entry.isDirectory()) files.push(new URL(`${entry.name}/${language}.json`, LOCALES));
  return new Set(files.flatMap((file) => flatten(JSON.parse(readFileSync(file, 'utf8')))));
}

const english = [...messagesOf('en')].filter((m) => /[A-Za-z]{3}/.test(m) && !m.includes('{{') && !NAMES.has(m));
const RAW_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;

type Shown = { text: string; where: string };

/** Visible text nodes outside elements marked with another language. Written without DOM types: the tests compile without them. */
function visibleTexts(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the e2e tests compile without DOM types
    const doc = (globalThis as unknown as { document: any }).document;
    const pageLang = String(doc.documentElement.lang || '').toLowerCase();
    const walker = doc.createTreeWalker(doc.body, 4);
    const out: { text: string; where: string }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = String(node.nodeValue ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, [translate="no"]')) continue;
      const marked = parent.closest('[lang]');
      if (marked && !String(marked.getAttribute('lang')).toLowerCase().startsWith(pageLang.split('-')[0] ?? pageLang)) continue;
      if (!parent.checkVisibility?.({ visibilityProperty: true, opacityProperty: true })) continue;
      out.push({ text, where: `${parent.tagName.toLowerCase()}${parent.getAttribute('data-testid') ? `[${parent.getAttribute('data-testid')}]` : ''}` });
    }
    return out;
  });
}

/** What in the shown texts is a raw key or English. */
function leftovers(language: string, shown: readonly Shown[], own: ReadonlySet<string>): string[] {
  const words = new Set([...(ENGLISH_WORDS.all ?? [])].filter((w) => !(ENGLISH_WORDS[language] ?? []).includes(w)));
  const problems: string[] = [];
  for (const { text: shownText, where } of shown) {
    if (RAW_KEY.test(shownText) && !/\.(com|sa|org|gov)$/.test(shownText)) problems.push(`raw key "${shownText}" (${where})`);
    // Addresses (mail, web, domains) are not words of any language.
    const text = shownText.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)+\b/g, ' ').trim();
    if (!text || RAW_KEY.test(shownText)) continue;
    // Month/day/year is English (US) order: a date shown without the page's language.
    if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text)) problems.push(`US date "${text}" (${where})`);
    else if (english.includes(text) && !own.has(text)) problems.push(`English "${text}" (${where})`);
    else if (NON_LATIN.has(language)) {
      // A sentence in the page's script may name a firm or an authority in Latin letters; a text with none of that script is a leftover.
      if (/[\u0600-\u06FF\u0400-\u04FF\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF]/.test(text)) continue;
      const latin = (text.match(/[A-Za-z][A-Za-z'-]{2,}/g) ?? []).filter((w) => !NAMES.has(w));
      if (latin.length > 0) problems.push(`Latin "${latin.join(' ')}" in "${text.slice(0, 60)}" (${where})`);
    } else {
      const found = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => words.has(w));
      if (found.length > 0) problems.push(`English words "${found.join(' ')}" in "${text.slice(0, 60)}" (${where})`);
    }
  }
  return [...new Set(problems)];
}

/** The y-axis labels of the report's first chart stand left of the axis line (in Arabic they used to sit on it). */
async function axisOverlaps(page: Page): Promise<string[]> {
  const chart = page.getByTestId('indicator-chart').first();
  // recharts draws the tick labels in a layer of their own, outside the axis group.
  const labels = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await labels.first().waitFor();
  const line = await chart.locator('.recharts-yAxis .recharts-cartesian-axis-line').boundingBox();
  const ends = await labels.evaluateAll((nodes) => nodes.map((n) => (n as unknown as { getBoundingClientRect(): { right: number } }).getBoundingClientRect().right));
  return line ? ends.filter((right) => right > line.x + 1).map((right) => `chart: a y-axis label ends at ${right}, past the axis at ${line.x}`) : ['chart: no y-axis line'];
}

const PAGES: { path: string; ready: string }[] = [
  { path: '/dashboard', ready: '[data-testid="dashboard-tier"]' },
  { path: '/pricing', ready: 'main h1' },
  { path: `/market/report?id=${PROFILE.industry}`, ready: '[data-testid="market-fact"]' },
  { path: '/market', ready: '[data-testid="assistant-panel"]' },
  { path: '/book/15', ready: 'main h1' },
  { path: '/settings', ready: 'main h1' },
];

describe('every page in every language', () => {
  let page: Page;

  beforeAll(async () => {
    // Professional: the full report (every section) and the plan name on the dashboard.
    const user = await readyUser(suite.e2e.server.url, suite.smtp, { tier: 'professional' });
    page = await suite.e2e.open({ language: 'ar', consent: 'accepted' });
    await storeSession(page, user);
  });

  it.each(LANGUAGES)('%s: no raw key and no English outside what is marked as English', async (language) => {
    const own = messagesOf(language);
    const problems: string[] = [];
    await page.goto(`${suite.e2e.server.url}/pricing`);
    // Until the page has hydrated, the app may still switch to (and store) the previous language, over
    // the one set here; that race made a random language time out now and then.
    await pageReady(page);
    await page.evaluate((lng) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('bawaba.language', lng), language);
    for (const { path, ready } of PAGES) {
      await page.goto(`${suite.e2e.server.url}${path}`);
      await pageReady(page);
      await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
      await page.locator(ready).first().waitFor();
      problems.push(...leftovers(language, await visibleTexts(page), own).map((p) => `${path}: ${p}`));
      if (path.startsWith('/market/report')) problems.push(...(await axisOverlaps(page)));
    }
    if (problems.length > 0) console.log(`${language}: ${problems.length} leftovers\n  ${problems.join('\n  ')}`);
    expect(problems).toEqual([]);
    expect(suite.e2e.takeForeignRequests()).toEqual([]);
  });
});
