import type { Page } from 'playwright-core';
import { call, newUser } from '../../support/api.ts';
import { codeIn, type TestSmtp } from '../../support/smtp.ts';
import { grantTier } from '../../support/plans.ts';
import type { Credentials } from '../../support/admin.ts';

export type ReadyUser = ReturnType<typeof newUser> & { accessToken: string; refreshToken: string; user: Record<string, unknown> };

export const PROFILE = {
  companyName: 'Acme Trading GmbH',
  country: 'DE',
  industry: 'technology-it',
  companySize: '11-50',
  goals: ['market-entry'],
  timeline: '3-6m',
  services: ['market-data'],
};

/**
 * A verified account, through the API and the mailed code; onboarded unless told otherwise. With a
 * `tier`, the back office grants it first (the server must run with PLANS_ADMIN_ENV), so the
 * tokens are signed with it.
 */
export async function readyUser(base: string, smtp: TestSmtp, options: { onboarded?: boolean; tier?: string } = {}): Promise<ReadyUser> {
  const who = newUser();
  const registered = await call(base, 'POST', '/api/auth/register', { body: who });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  if (options.tier) await grantTier(base, registered.body.user.id, options.tier);
  const mail = await smtp.waitFor((m) => m.to.includes(who.email));
  const verified = await call(base, 'POST', '/api/auth/verify-email-code', { body: { email: who.email, code: codeIn(mail) } });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  const login = await call(base, 'POST', '/api/auth/login', { body: { email: who.email, password: who.password } });
  const { accessToken, refreshToken } = login.body.tokens;
  if (options.onboarded !== false) {
    const done = await call(base, 'POST', '/api/business-profile/complete-onboarding', { token: accessToken, body: { profileData: PROFILE } });
    if (done.status !== 200) throw new Error(`onboarding answered ${done.status}: ${JSON.stringify(done.body)}`);
  }
  const me = await call(base, 'GET', '/api/users/me', { token: accessToken });
  return { ...who, accessToken, refreshToken, user: me.body.user };
}

/** A verified user who finished onboarding with the Professional package: a plan that includes consultations. */
export async function professionalUser(base: string, smtp: TestSmtp, admin: Credentials): Promise<ReadyUser> {
  const user = await readyUser(base, smtp, { onboarded: false });
  const done = await call(base, 'POST', '/api/business-profile/complete-onboarding', {
    token: user.accessToken,
    body: { profileData: { ...PROFILE, package: 'professional' } },
  });
  if (done.status !== 200) throw new Error(`onboarding answered ${done.status}`);
  // The package is a request until paid or approved: the back office approves it here (issue 23).
  await grantTier(base, String(user.user.id), 'professional', admin);
  const me = await call(base, 'GET', '/api/users/me', { token: user.accessToken });
  return { ...user, user: me.body.user };
}

/** Puts the user's session into the page's storage before any script runs, as a returning visitor has it. */
export async function storeSession(page: Page, user: ReadyUser): Promise<void> {
  const session = JSON.stringify({ user: user.user, token: user.accessToken, refreshToken: user.refreshToken, isAuthenticated: true });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      localStorage.setItem('bawaba.session', value);
      sessionStorage.setItem('e2e.seeded', '1');
    }
  }, session);
}

/** Signs in through the /login form. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Fills /complete-profile as a German tech company choosing the Professional package, and submits it. */
export async function finishOnboardingForm(page: Page): Promise<void> {
  await page.getByLabel('Company name').fill('Acme Trading GmbH');
  await page.getByRole('combobox', { name: 'Country of headquarters' }).fill('germ');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByLabel('Industry').selectOption('technology-it');
  await page.getByLabel('Company size').selectOption('11-50');
  await page.getByLabel('Enter the Saudi market').check();
  await page.getByLabel('When do you plan to enter the market?').selectOption('3-6m');
  await page.getByLabel('Latest market data').check();
  await page.getByLabel('Professional').check();
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
}
