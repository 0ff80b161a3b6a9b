import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, makeStaff, openStaff } from './support/admin.ts';
import { ADMIN } from '../int/bookingsKit.ts';

/** Issue 11: the user record with its timeline and "as of", the users backup, the event store console; axe in English and Arabic. */
const suite = adminSuite();

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('/admin/users/{id}', () => {
  it('shows the record, the business profile, the timeline, and the record as it stood before a change', async () => {
    const user = await suite.kit.customer();
    const admin = await openStaff(suite.e2e);
    await admin.goto(suite.url('/admin/users'));
    await admin.getByLabel('Search by email or name').fill(user.email);
    const row = admin.locator(`tr[data-user="${user.id}"]`);
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(1);
    await row.getByLabel('Change tier').selectOption('enterprise');
    await row.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await row.getByRole('link', { name: user.email }).click();

    await admin.getByTestId('user-profile').waitFor();
    expect(await admin.getByTestId('user-profile').locator('[data-field="email"]').textContent()).toBe(user.email);
    await admin.getByText('Nile Trading').waitFor();
    const entries = admin.getByTestId('audit-entry');
    await entries.first().waitFor();
    // The tier change by the admin is the last entry; the record just before it still had the onboarding package.
    const last = entries.last();
    expect(await last.textContent()).toContain('enterprise');
    const entryTimes = await entries.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    const beforeChange = new Date(Date.parse(entryTimes.at(-1)!) - 1).toISOString();
    await entries.nth(0).getByRole('button', { name: 'Show the record as of this moment' }).click();
    await admin.getByTestId('as-of-record').waitFor();
    // Any moment can be typed too: just before the tier change.
    const local = new Date(beforeChange);
    const pad = (n: number) => String(n).padStart(2, '0');
    await admin.getByLabel('Date and time').fill(`${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`);
    await admin.getByRole('button', { name: 'Show', exact: true }).click();
    await expect.poll(() => admin.getByTestId('as-of-record').locator('[data-field="subscriptionTier"]').textContent()).toBe('Professional');
  });
});

describe('/admin/users-backup', () => {
  it('saves the server’s export: JSON without personal data, CSV with it only after the password', async () => {
    const user = await suite.kit.customer();
    // An admin of its own: the server asks for the password only when the last one is over 5 minutes old.
    const fresh = await makeStaff(suite.e2e.server.url, await suite.kit.signUp(), 'admin');
    const admin = await openStaff(suite.e2e, fresh);
    await admin.goto(suite.url('/admin/users-backup'));
    let downloaded = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export all users' }).click();
    const anonymousFile = await downloaded;
    expect(anonymousFile.suggestedFilename()).toMatch(/^bawaba-users-\d{4}-\d{2}-\d{2}-anonymous\.json$/);
    const anonymous = JSON.parse(readFileSync(await anonymousFile.path(), 'utf8')) as { id: string }[];
    expect(anonymous.find((u) => u.id === user.id)).toMatchObject({ id: user.id, role: 'user' });
    expect(JSON.stringify(anonymous)).not.toContain(user.email);
    await admin.getByRole('status').filter({ hasText: /Exported [\d,]+ users\./ }).waitFor();

    await admin.getByText('Include personal data').click();
    await admin.getByText('CSV', { exact: true }).click();
    downloaded = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export all users' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByLabel('Password').fill(fresh.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const csv = readFileSync(await (await downloaded).path(), 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toMatch(/^id,email,firstName,lastName,displayName,role,/);
    expect(csv).toContain(`${user.id},${user.email},`);
  });
});

describe('/admin/database', () => {
  it('shows the log, the projections and the raw events, masked until the admin re-authenticates', async () => {
    const user = await suite.kit.customer();
    // An admin of its own: the configured one re-authenticated in other tests, and the window lasts 5 minutes.
    const fresh = await makeStaff(suite.e2e.server.url, await suite.kit.signUp(), 'admin');
    const admin = await openStaff(suite.e2e, fresh);
    await admin.goto(suite.url('/admin/database'));
    await admin.locator('tr[data-projection="users"]').waitFor();
    expect(Number((await admin.getByTestId('db-events').locator('dd').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await admin.getByLabel('Stream').fill(`user-${user.id}`);
    await admin.getByRole('button', { name: 'Filter' }).click();
    await admin.getByTestId('log-event').first().waitFor();
    expect(await admin.getByTestId('personal-data-mode').textContent()).toBe('Personal data masked');
    expect(await admin.locator('main').innerText()).not.toContain(user.email);
    await admin.getByRole('button', { name: 'Show personal data' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByLabel('Password').fill(fresh.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => admin.getByTestId('personal-data-mode').textContent()).toBe('Personal data shown');
    await expect.poll(() => admin.locator('main').innerText()).toContain(user.email);
  });
});

describe.each(['en', 'ar'])('axe, %s', (language) => {
  // Eight pages, each scanned by axe: over a minute on a loaded two-core machine.
  it('the back-office pages have no serious or critical violation and follow the language’s direction', async () => {
    const user = await suite.kit.customer();
    const admin = await openStaff(suite.e2e, ADMIN, language);
    const pages: [string, string][] = [
      ['/admin/dashboard', '[data-testid="headline-signups"]'],
      ['/admin/statistics', '[data-testid="chart-accounts"]'],
      ['/admin/users', `tr[data-user="${user.id}"]`],
      [`/admin/users/${user.id}`, '[data-testid="audit-entry"]'],
      ['/admin/users-backup', 'main form'],
      ['/admin/database', 'tr[data-projection]'],
      ['/admin/bookings', 'main table'],
      ['/admin/introductions', 'main h1'],
    ];
    for (const [path, ready] of pages) {
      await admin.goto(suite.url(path));
      await admin.locator(ready).first().waitFor();
      expect(await admin.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect([path, ...(await seriousViolations(admin))]).toEqual([path]);
    }
  }, 180_000);
});
