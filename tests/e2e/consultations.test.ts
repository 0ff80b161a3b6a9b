import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './support/browser.ts';
import { PROFILE, finishOnboardingForm, readyUser, storeSession, type ReadyUser } from './support/accounts.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { call } from '../support/api.ts';
import { grantTier } from '../support/plans.ts';
import { ADMIN, allDayProfile, consultationKit } from '../int/bookingsKit.ts';

let e2e: E2E;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  e2e = await startE2E({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  // An expert who is free around the clock (UTC), so tomorrow in Riyadh always has slots.
  await consultationKit(e2e.server.url).expert(allDayProfile(['market-entry', 'taxation'], { displayName: 'Dr Layla Haddad' }));
});
afterAll(async () => {
  await e2e?.close();
  await smtp?.close();
});
afterEach(() => expect(e2e.takeForeignRequests()).toEqual([]));

/** A verified, onboarded user on a plan that includes consultations. */
async function professional(): Promise<ReadyUser> {
  const user = await readyUser(e2e.server.url, smtp, { onboarded: false });
  const done = await call(e2e.server.url, 'POST', '/api/business-profile/complete-onboarding', {
    token: user.accessToken,
    body: { profileData: { ...PROFILE, package: 'professional' } },
  });
  if (done.status !== 200) throw new Error(`onboarding answered ${done.status}`);
  // The package is a request until paid or approved: the back office approves it here.
  await grantTier(e2e.server.url, String(user.user.id), 'professional', ADMIN);
  const me = await call(e2e.server.url, 'GET', '/api/users/me', { token: user.accessToken });
  return { ...user, user: me.body.user };
}

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('consultations in the browser', () => {
  it('a signed-in, onboarded user books a 15-minute slot and finds it on /booking', async () => {
    const user = await professional();
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    await page.goto(`${e2e.server.url}/book/15`);
    await heading(page, 'Book a 15-minute consultation');

    await page.getByRole('button', { name: 'Market Entry Strategy' }).click();
    await page.getByLabel(/Which cities are you considering\?/).fill('Riyadh and Dammam');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Tomorrow (the second day button), with its Hijri date under the Gregorian one.
    const tomorrow = page.locator('button[data-day]').nth(1);
    await expect.poll(() => tomorrow.textContent()).toMatch(/AH/);
    const day = await tomorrow.getAttribute('data-day');
    await tomorrow.click();
    // The slots of the chosen Riyadh day (UTC+3) replace today's before one is chosen.
    const slot = page.locator('button[data-start]').first();
    const riyadhDay = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10) : null);
    await expect.poll(async () => riyadhDay(await slot.getAttribute('data-start'))).toBe(day);
    const start = await slot.getAttribute('data-start');
    expect(await slot.getByTestId('riyadh-time').textContent()).toMatch(/\d/);
    await slot.click();

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('Your consultation is booked.').waitFor();

    await page.getByRole('link', { name: 'See my bookings' }).click();
    await heading(page, 'My consultations');
    const card = page.locator('li[data-booking]').first();
    await expect.poll(() => card.getByTestId('booking-status').textContent()).toBe('Confirmed');
    expect(await card.textContent()).toContain('Market Entry Strategy');

    const mine = await call(e2e.server.url, 'GET', '/api/bookings', { token: user.accessToken });
    expect(mine.body.bookings).toMatchObject([{ start, duration: 15, topic: 'market-entry', answers: { 'market-entry.cities': 'Riyadh and Dammam' } }]);
  });

  it('a signed-in user without a business profile finishes onboarding and comes back to the same booking choice', async () => {
    const user = await readyUser(e2e.server.url, smtp, { onboarded: false });
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    const choice = '/book/15?topic=market-entry&answered=1';
    await page.goto(`${e2e.server.url}${choice}`);
    await page.waitForURL((u) => u.pathname === '/complete-profile');
    await finishOnboardingForm(page);
    await page.waitForURL((u) => u.pathname + u.search === choice);
    await heading(page, 'Book a 15-minute consultation');
    await page.context().close();
  });

  it('the Arabic /book/15 page is right to left and shows Hijri dates', async () => {
    const page = await e2e.open({ language: 'ar', consent: 'accepted' });
    await page.goto(`${e2e.server.url}/book/15?topic=market-entry&answered=1`);
    await heading(page, /احجز استشارة/);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const hijri = page.getByTestId('hijri-date').first();
    await expect.poll(() => hijri.textContent()).toMatch(/هـ/);
    await page.getByText('توقيت الرياض').first().waitFor();
  });
});
