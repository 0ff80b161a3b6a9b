import { describe, expect, it } from 'vitest';
import { adminSuite, enrolInBrowser, makeStaff, openStaff } from './support/admin.ts';
import { signInWithForm } from './support/accounts.ts';
import { totpAt } from '../support/admin.ts';

/** Issue 11, e2e items 1 and 5: the back office's sign-in with its second factor, and what an analyst sees. */
const suite = adminSuite();
const navLinks = (page: import('playwright-core').Page, name = 'Back office') => page.getByRole('navigation', { name }).getByRole('link').allTextContents();

describe('admin sign-in with TOTP', () => {
  it('a guarded page sends a new admin to /admin/login; enrolment with a code, then back to the page with the admin navigation', async () => {
    const person = await suite.kit.signUp();
    await makeStaff(suite.e2e.server.url, person, 'admin');

    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(suite.url('/admin/users'));
    await page.waitForURL((u) => u.pathname === '/admin/login');
    const { secret } = await enrolInBrowser(page, person);
    await page.waitForURL((u) => u.pathname === '/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.locator(`tr[data-user="${person.id}"]`).waitFor();
    expect(await navLinks(page)).toEqual(expect.arrayContaining(['Dashboard', 'Statistics', 'Users', 'Users backup', 'Bookings', 'Event store']));

    // /admin opens the dashboard.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.goto(suite.url('/admin'));
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');
    await page.getByTestId('headline-signups').waitFor();
    await page.context().close();

    // Next time, in Arabic: a code from the app is asked for, and the pages read right to left.
    const again = await suite.e2e.open({ language: 'ar', consent: 'accepted' });
    await again.goto(suite.url('/admin/statistics'));
    await again.waitForURL((u) => u.pathname === '/admin/login');
    await again.locator('main h1').waitFor();
    await again.locator('input[type="email"]').fill(person.email);
    await again.locator('input[type="password"]').fill(person.password);
    await again.locator('form button[type="submit"]').click();
    await again.locator('input[autocomplete="one-time-code"]').fill(totpAt(secret, Math.floor(Date.now() / 30_000) + 1));
    await again.locator('form button[type="submit"]').click();
    await again.waitForURL((u) => u.pathname === '/admin/statistics');
    await again.getByTestId('chart-accounts').waitFor();
    expect(await again.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await navLinks(again, 'لوحة الإدارة')).toContain('الإحصاءات');
    await again.context().close();
  });

  it('a wrong code is refused and no session starts', async () => {
    const person = await suite.kit.signUp();
    await makeStaff(suite.e2e.server.url, person, 'admin');
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(suite.url('/admin/login'));
    await signInWithForm(page, person.email, person.password);
    await page.getByTestId('mfa-secret').waitFor();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('bawaba.session'))).toBeNull();
    await page.context().close();
  });
});

describe('an analyst', () => {
  it('sees the dashboard and statistics, no other back-office page, and no email address anywhere', async () => {
    const analyst = await makeStaff(suite.e2e.server.url, await suite.kit.customer(), 'analyst');
    const page = await openStaff(suite.e2e, analyst);
    await page.goto(suite.url('/admin/statistics'));
    await page.getByTestId('chart-accounts').waitFor();
    await page.getByTestId('chart-top-countries').waitFor();
    expect(await navLinks(page)).toEqual(['Dashboard', 'Statistics']);
    const emails = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
    expect(await page.locator('body').innerText()).not.toMatch(emails);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('headline-signups').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(emails);

    // Pages with personal data are not theirs: the guard sends them back to the sign-in page, which lists no one.
    await page.goto(suite.url('/admin/users'));
    await page.waitForURL((u) => u.pathname === '/admin/login');
    expect(await page.locator('tr[data-user]').count()).toBe(0);
    const text = (await page.locator('body').innerText()).replace(analyst.email, '');
    expect(text).not.toMatch(emails);

    // The back office's own sign-out returns to its sign-in page.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email address').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('bawaba.session'))).toBeNull();
  });
});
