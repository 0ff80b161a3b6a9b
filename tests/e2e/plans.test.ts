import { describe, expect, it } from 'vitest';
import { pageReady } from './support/browser.ts';
import { readyUser, storeSession } from './support/accounts.ts';
import { useMailSuite } from './support/suite.ts';
import { seriousViolations } from './support/axe.ts';
import { openStaff } from './support/admin.ts';
import { PLANS_ADMIN, PLANS_ADMIN_ENV } from '../support/plans.ts';
import { call } from '../support/api.ts';

// No payment provider configured: an upgrade is a request the back office approves (issue 23).
const suite = useMailSuite(PLANS_ADMIN_ENV);
const url = (path: string) => `${suite.e2e.server.url}${path}`;

describe('paid plans in the browser', () => {
  it('pricing → request upgrade on billing → the admin approves → billing shows the plan and its history', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);

    // Pricing: each paid plan's button opens billing with that plan chosen.
    await page.goto(url('/pricing'));
    await pageReady(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Choose this plan — Starter' }).click();
    await page.waitForURL((u) => u.pathname === '/settings/billing' && u.searchParams.get('plan') === 'starter');

    // Billing: the plan in force is Free; asking for Starter leaves it Free with the upgrade waiting.
    await page.getByRole('heading', { level: 1, name: 'Plan and billing' }).waitFor();
    expect(await page.getByTestId('billing-tier').textContent()).toBe('Free');
    expect(await page.getByLabel('Plan', { exact: true }).inputValue()).toBe('starter');
    await page.getByRole('button', { name: 'Request upgrade' }).click();
    await page.getByTestId('billing-pending').waitFor();
    expect(await page.getByTestId('billing-pending').textContent()).toMatch(/You asked for Starter \(Monthly\) on .+ We will send you an invoice/);
    expect(await page.getByTestId('billing-status').textContent()).toBe('Upgrade waiting');
    expect(await page.getByTestId('billing-tier').textContent()).toBe('Free');
    await page.getByTestId('billing-history').getByText('Upgrade to Starter requested').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Admin: the request is listed; approving it takes it off the list.
    const admin = await openStaff(suite.e2e, PLANS_ADMIN);
    await admin.goto(url('/admin/upgrades'));
    await pageReady(admin);
    const item = admin.locator(`[data-testid="upgrade-request"][data-user="${String(user.user.id)}"]`);
    await item.waitFor();
    expect(await item.textContent()).toContain(user.email);
    expect(await item.textContent()).toMatch(/Starter, Monthly, asked on/);
    expect(await seriousViolations(admin)).toEqual([]);
    await item.getByRole('button', { name: `Approve — ${user.email}` }).click();
    await item.waitFor({ state: 'detached' });
    await admin.context().close();

    // Billing again: Starter is in force, paid for a period, and the history says how.
    await page.reload();
    await pageReady(page);
    await expect.poll(() => page.getByTestId('billing-tier').textContent()).toBe('Starter');
    expect(await page.getByTestId('billing-status').textContent()).toMatch(/^Active · paid until /);
    await page.getByTestId('billing-history').getByText('Upgrade approved').waitFor();
    expect(await page.getByTestId('billing-history').getByText('Plan is now Starter').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a rejected request keeps the plan; a refused feature names the plan that has it', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    await call(suite.e2e.server.url, 'PUT', '/api/users/subscription', { token: user.accessToken, body: { plan: 'professional' } });
    const admin = await openStaff(suite.e2e, PLANS_ADMIN);
    await admin.goto(url('/admin/upgrades'));
    await pageReady(admin);
    const item = admin.locator(`[data-testid="upgrade-request"][data-user="${String(user.user.id)}"]`);
    await item.getByLabel('Reason for rejecting (optional)').fill('No purchase order');
    await item.getByRole('button', { name: `Reject — ${user.email}` }).click();
    await item.waitFor({ state: 'detached' });
    await admin.context().close();

    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    await page.goto(url('/settings/billing'));
    await pageReady(page);
    await page.getByTestId('billing-history').getByText('Upgrade declined').waitFor();
    expect(await page.getByTestId('billing-tier').textContent()).toBe('Free');

    // The assistant's legal tab is not in the free plan: the refusal links to the plan that has it.
    await page.goto(url('/market'));
    await pageReady(page);
    await page.getByTestId('assistant-panel').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Legal', exact: true }).click();
    await page.getByLabel('Your question to the Legal assistant').fill('What is the VAT rate?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const upgrade = page.getByRole('link', { name: 'Upgrade to Starter' });
    await upgrade.waitFor();
    // The refusal shows the plan's card on /pricing (what it includes), whose button opens billing with it chosen.
    expect(await upgrade.getAttribute('href')).toBe('/pricing#plan-starter');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
