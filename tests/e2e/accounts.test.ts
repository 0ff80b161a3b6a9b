import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageReady } from './support/browser.ts';
import { useMailSuite } from './support/suite.ts';
import { finishOnboardingForm, readyUser, signInWithForm } from './support/accounts.ts';
import { codeIn, linkIn } from '../support/smtp.ts';
import { startOidc } from '../support/oidc.ts';
import { call, newUser } from '../support/api.ts';

// The OIDC stand-in starts at import: the server's settings name its issuer before the suite starts it.
const oidc = await startOidc();
afterAll(() => oidc.close());
const suite = useMailSuite({ GOOGLE_CLIENT_ID: 'bawaba-google', GOOGLE_CLIENT_SECRET: 'google-secret', GOOGLE_ISSUER: oidc.issuer });

const url = (path: string) => suite.e2e.server.url + path;
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('accounts in the browser', () => {
  it('signs up, verifies with the mailed code, is sent to onboarding, and lands on the dashboard', async () => {
    const who = newUser();
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(url('/signup'));
    await pageReady(page);
    await page.getByLabel('First name').fill(who.firstName);
    await page.getByLabel('Last name').fill(who.lastName);
    await page.getByLabel('Email address').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((u) => u.pathname === '/verify-email');

    const mail = await suite.smtp.waitFor((m) => m.to.includes(who.email));
    await page.getByLabel('Verification code').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.waitForURL((u) => u.pathname === '/complete-profile');

    // 2. The dashboard needs a finished business profile.
    await page.goto(url('/dashboard'));
    await page.waitForURL((u) => u.pathname === '/complete-profile');
    await pageReady(page);
    await finishOnboardingForm(page);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${who.firstName}` }).waitFor();
    // The Professional package chosen is an upgrade request until paid or approved: the plan in force is Free.
    expect(await page.getByTestId('dashboard-tier').textContent()).toBe('Free');
    await page.context().close();
  });

  it('signs in with Google end to end', async () => {
    const email = `google${Date.now()}@example.com`;
    oidc.signInAs({ sub: `google-${Date.now()}`, email, given_name: 'Gina' });
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    // The local provider stands in for Google: let the browser reach it.
    await page.route(`${new URL(oidc.issuer).origin}/**`, (route) => route.continue());
    await page.goto(url('/login'));
    await pageReady(page);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL((u) => u.pathname === '/complete-profile');
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem('bawaba.session'))) ?? '{}');
    // Storage keeps the tokens only; the user is what /api/users/me answers for them.
    expect(session).toMatchObject({ isAuthenticated: true });
    expect(session).not.toHaveProperty('user');
    expect((await call(suite.e2e.server.url, 'GET', '/api/users/me', { token: session.token })).body).toMatchObject({ user: { email, emailVerified: true } });
    await page.context().close();
  });

  it('resets a password from the mailed link', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(url('/forgot-password'));
    await pageReady(page);
    await page.getByLabel('Email address').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for this address').waitFor();
    const mail = await suite.smtp.waitFor((m) => m.to.includes(user.email) && linkIn(m) !== '');
    await page.goto(linkIn(mail));
    await pageReady(page);
    const fresh = 'a brand new passphrase 42';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm the new password').fill(fresh);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await signInWithForm(page, user.email, fresh);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.context().close();
  });

  it('shows the session-expired banner when the session is revoked on the server, and returns after sign-in', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(url('/login'));
    await signInWithForm(page, user.email, user.password);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Display name').waitFor();

    // Revoke this browser's session on the server: the refresh token's family ends.
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('bawaba.session'))) ?? '{}');
    expect((await call(suite.e2e.server.url, 'POST', '/api/auth/logout', { token: stored.token, body: { refreshToken: stored.refreshToken } })).status).toBe(200);

    // The live feed closes with 4401 and the silent refresh is refused: the page says so at once, without a request of its own.
    await page.getByText('Session expired. Please sign in again to continue.').waitFor();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('bawaba.session'))).toBeNull();

    await signInWithForm(page, user.email, user.password);
    await page.waitForURL((u) => u.pathname === '/settings');
    await page.getByLabel('Display name').waitFor();
    await page.context().close();
  });

  it('follows a logout made in another tab', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const first = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await first.goto(url('/login'));
    await signInWithForm(first, user.email, user.password);
    await first.waitForURL((u) => u.pathname === '/dashboard');
    const second = await first.context().newPage();
    await second.goto(url('/dashboard'));
    await second.getByRole('heading', { name: `Welcome, ${user.firstName}` }).waitFor();

    await first.getByRole('button', { name: 'Sign out' }).click();
    await second.waitForURL((u) => u.pathname === '/login');
    expect(pathOf(second)).toBe('/login');
    await first.context().close();
  });
});
