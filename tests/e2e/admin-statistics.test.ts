import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminSuite, gotoLive, openStaff } from './support/admin.ts';

/** Issue 11, e2e item 4: the statistics page's charts for the default 30 days, then for 7. */
const suite = adminSuite();

describe('/admin/statistics', () => {
  it('shows the charts for 30 days by default, then for 7 days, each with its table and CSV', async () => {
    await Promise.all([suite.kit.customer(), suite.kit.customer('free')]);
    const page = await openStaff(suite.e2e);
    await page.goto(`${suite.e2e.server.url}/admin/statistics`);
    const accounts = page.getByTestId('chart-accounts');
    await accounts.waitFor();
    expect(await page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    // One point a day, today included; recharts drew it (an SVG surface, not boxes drawn by hand).
    expect(await accounts.getAttribute('data-points')).toBe('30');
    await accounts.locator('.recharts-wrapper').waitFor();
    for (const name of ['bookings', 'searches', 'searches-by-sector', 'top-countries', 'top-industries', 'tier-changes', 'ratings', 'rating-stars']) {
      await page.getByTestId(`chart-${name}`).waitFor();
    }
    // The figures behind the chart, for screen readers: today's sign-ups are the two accounts made above (or more).
    await accounts.getByText('Show the figures as a table').click();
    const lastRow = accounts.locator('tbody tr').last();
    expect(Number(await lastRow.locator('td').first().textContent())).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: '7 days' }).click();
    await expect.poll(() => accounts.getAttribute('data-points')).toBe('7');
    expect(new URL(page.url()).searchParams.get('period')).toBe('7d');
    expect(await accounts.locator('tbody tr').count()).toBe(7);

    const downloaded = page.waitForEvent('download');
    await accounts.getByRole('button', { name: /Download CSV/ }).click();
    const lines = readFileSync(await (await downloaded).path(), 'utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('bucket,signups,verified,onboardings');
    expect(lines).toHaveLength(8);
  });
});

describe('/admin/dashboard', () => {
  it('counts a new sign-up live, from the stats.updated frame, without a reload', async () => {
    const page = await openStaff(suite.e2e);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await gotoLive(page, suite.url('/admin/dashboard'));
    const today = page.getByTestId('headline-signups').locator('[data-window="today"]');
    await today.waitFor();
    const before = Number(await today.textContent());
    await suite.kit.signUp();
    await expect.poll(() => today.textContent().then(Number)).toBe(before + 1);
    expect(loads).toBe(1);
  });
});

