import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageReady } from './support/browser.ts';
import { PROFILE, readyUser, storeSession } from './support/accounts.ts';
import { useMailSuite } from './support/suite.ts';
import { PLANS_ADMIN_ENV } from '../support/plans.ts';

const suite = useMailSuite(PLANS_ADMIN_ENV);

const url = (path: string) => suite.e2e.server.url + path;

/** "renew" while the energy profile has renewable items; otherwise the start of its first title word, so the test follows the content. */
function typedWord(): string {
  const file = JSON.parse(readFileSync(new URL('../../infra/content/knowledge/sector-energy.json', import.meta.url), 'utf8')) as { items: { title: { en: string } }[] };
  const titles = file.items.map((i) => i.title.en.toLowerCase());
  if (titles.some((t) => t.includes('renew'))) return 'renew';
  const word = titles.flatMap((t) => t.split(/\W+/)).find((w) => w.length >= 5);
  if (!word) throw new Error('sector-energy.json has no title word to search for');
  return word.slice(0, 5);
}

describe('market pages in the browser', () => {
  it('a visitor types on /market/free, sees suggestions, searches, and sees sourced, dated results', async () => {
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(url('/market/free'));
    await pageReady(page);
    const box = page.getByRole('combobox', { name: 'Search the market knowledge' });
    await box.pressSequentially(typedWord());
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByTestId('market-result');
    await results.first().waitFor();
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const result = results.nth(i);
      expect(await result.getByText(/^Source:/).count()).toBe(1);
      expect(await result.getByRole('link').first().getAttribute('href')).toMatch(/^https:\/\//);
      expect(await result.innerText()).toMatch(/as of \w+ \d{1,2}, \d{4}/);
    }
    await page.context().close();
  });

  it('a signed-in, onboarded user opens the report of their sector, with a chart and every figure sourced', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    await page.goto(url('/market'));
    await pageReady(page);
    await page.getByRole('link', { name: /Your tailored report/ }).click();
    await page.waitForURL((u) => u.pathname === '/market/report' && u.searchParams.get('id') === PROFILE.industry);
    await page.getByRole('heading', { name: 'Key indicators' }).waitFor();
    await page.getByTestId('indicator-chart').first().locator('svg').first().waitFor();
    expect(await page.getByRole('table').count()).toBeGreaterThan(0);
    const facts = page.getByTestId('market-fact');
    const count = await facts.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < count; i++) {
      const fact = facts.nth(i);
      expect(await fact.getByRole('link').first().getAttribute('href')).toMatch(/^https:\/\//);
      expect(await fact.innerText()).toMatch(/as of \w+ \d{1,2}, \d{4}/);
    }
    await page.getByRole('heading', { name: 'Sources' }).waitFor();
    // The printed page (what the browser saves as PDF) is the report alone: no app chrome, no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Key indicators' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('partner matching shows ranked matches with their reasons in words, and takes a request for an introduction', async () => {
    // Matching is a starter feature (the free tier has none).
    const user = await readyUser(suite.e2e.server.url, suite.smtp, { tier: 'starter' });
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    await page.goto(url('/market'));
    await pageReady(page);
    await page.getByLabel(/^City/).fill('Riyadh');
    await page.getByRole('button', { name: 'Find partners' }).click();
    const matches = page.getByRole('list', { name: 'Matching partners, best first' }).getByTestId('partner-match');
    await matches.first().waitFor();
    const count = await matches.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const text = await matches.nth(i).innerText();
      expect(text).toMatch(new RegExp(`^${i + 1}\\. `));
      // Issue 17: no bare "score 45"; the reasons say why, in words.
      expect(text).not.toMatch(/score \d/i);
      expect(await matches.nth(i).getByRole('listitem').count()).toBeGreaterThan(0);
    }
    // The next step: an introduction, which stays requested after a reload.
    const first = matches.first();
    await first.getByRole('button', { name: /^Request an introduction to / }).click();
    await first.getByLabel(/What should they know about you/).fill('We build solar inverters.');
    await first.getByRole('button', { name: 'Send request' }).click();
    await first.getByRole('status').filter({ hasText: 'Request sent.' }).waitFor();
    await page.reload();
    await pageReady(page);
    await page.getByLabel(/^City/).fill('Riyadh');
    await page.getByRole('button', { name: 'Find partners' }).click();
    await first.getByRole('status').filter({ hasText: 'Introduction requested.' }).waitFor();
    await page.context().close();
  });

  it("a starter user's report is tailored to their business, with partner matches, saved in the history; the notes enhancer works offline of any API", async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp, { tier: 'starter' });
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    // The tier-routing guard lets a starter user into the enhanced workspace.
    await page.goto(url('/market/free-enhanced'));
    await pageReady(page);
    expect(new URL(page.url()).pathname).toBe('/market/free-enhanced');
    await page.getByRole('link', { name: /Your tailored report/ }).click();
    await page.getByRole('heading', { name: 'Entry path' }).waitFor();
    // A technology company with no government goal: SABER and Etimad are left out, each with the reason.
    const skipped = page.getByTestId('report-skipped').getByRole('listitem');
    expect(await skipped.count()).toBe(2);
    expect(await page.getByTestId('report-skipped').innerText()).toMatch(/does not say you sell products[\s\S]*does not aim at government contracts/);
    const partners = page.getByRole('region', { name: 'Your partner matches' }).getByTestId('partner-match');
    await partners.first().waitFor();
    expect(await partners.count()).toBeGreaterThan(0);
    expect(await partners.first().innerText()).toMatch(/^1\. [\s\S]*Why this match:/);
    expect(await page.getByTestId('report-saved').isVisible()).toBe(true);

    await page.goto(url('/market/free-enhanced'));
    const history = page.getByTestId('market-history').getByRole('link', { name: /^Report: / });
    await history.first().waitFor();
    await history.first().click();
    await page.waitForURL((u) => u.pathname === '/market/report' && /^[0-9a-f-]{36}$/.test(u.searchParams.get('id') ?? ''));
    await page.getByRole('heading', { name: 'Entry path' }).waitFor();

    await page.goto(url('/market/free-enhanced'));
    await pageReady(page);
    // Other panels of the page may call the API; none may carry the notes.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (`${r.url()} ${r.postData() ?? ''}`.includes('licence fee')) sent.push(r.url());
    });
    await page.getByLabel('Your text').fill('Call with MISA\n\nThe licence fee is SAR 12,000.\n- [ ] Send the documents next Friday\n');
    await page.getByRole('button', { name: 'Structure my notes' }).click();
    await page.getByTestId('notes-actions').getByText(/^Send the documents next Friday \(due: /).waitFor();
    expect(await page.getByTestId('notes-amounts').innerText()).toContain('SAR 12,000');
    expect(sent).toEqual([]);
    await page.context().close();
  });

  it('a free user is sent from /market/free-enhanced to /pricing', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    await page.goto(url('/market/free-enhanced'));
    await page.waitForURL((u) => u.pathname === '/pricing');
    await page.context().close();
  });

  it.each(['en', 'ar'])('the search results and a report have no serious axe violations (%s)', async (language) => {
    const page = await suite.e2e.open({ language, consent: 'accepted' });
    await page.goto(url('/market/free'));
    await pageReady(page);
    const box = page.getByRole('search').getByRole('combobox');
    await box.pressSequentially(typedWord());
    await box.press('Enter');
    await page.getByTestId('market-result').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(url('/market/report?id=energy'));
    await page.getByTestId('market-fact').first().waitFor();
    await page.getByTestId('indicator-chart').first().locator('svg').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
