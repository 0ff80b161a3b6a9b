import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useMailSuite } from './support/suite.ts';
import { openLaterFreeDay } from './support/consultations.ts';
import { finishOnboardingForm, professionalUser, readyUser, storeSession, type ReadyUser } from './support/accounts.ts';
import { call } from '../support/api.ts';
import { ADMIN, allDayProfile, consultationKit } from '../int/bookingsKit.ts';

const suite = useMailSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
beforeAll(async () => {
  // An expert who is free around the clock (UTC), so tomorrow in Riyadh always has slots.
  await consultationKit(suite.e2e.server.url).expert(allDayProfile(['market-entry', 'taxation'], { displayName: 'Dr Layla Haddad' }));
});

/** A verified, onboarded user on a plan that includes consultations. */
const professional = (): Promise<ReadyUser> => professionalUser(suite.e2e.server.url, suite.smtp, ADMIN);

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('consultations in the browser', () => {
  it('a signed-in, onboarded user books a 15-minute slot and finds it on /booking', async () => {
    const user = await professional();
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    await page.goto(`${suite.e2e.server.url}/book/15`);
    await heading(page, 'Book a 15-minute consultation');

    await page.getByRole('button', { name: 'Market Entry Strategy' }).click();
    await page.getByLabel(/Which cities are you considering\?/).fill('Riyadh and Dammam');
    await page.getByRole('button', { name: 'Continue' }).click();

    // A later day with free times, opened on the calendar, with its Hijri date beside the Gregorian one.
    const day = await openLaterFreeDay(page);
    expect(await page.getByTestId('day-times').getByTestId('hijri-date').textContent()).toMatch(/AH/);
    const slot = page.locator('button[data-start]').first();
    expect(new Date(Date.parse((await slot.getAttribute('data-start'))!) + 3 * 3_600_000).toISOString().slice(0, 10)).toBe(day);
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

    const mine = await call(suite.e2e.server.url, 'GET', '/api/bookings', { token: user.accessToken });
    expect(mine.body.bookings).toMatchObject([{ start, duration: 15, topic: 'market-entry', answers: { 'market-entry.cities': 'Riyadh and Dammam' } }]);
  });

  it('a signed-in user without a business profile finishes onboarding and comes back to the same booking choice', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp, { onboarded: false });
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await storeSession(page, user);
    const choice = '/book/15?topic=market-entry&answered=1';
    await page.goto(`${suite.e2e.server.url}${choice}`);
    await page.waitForURL((u) => u.pathname === '/complete-profile');
    await finishOnboardingForm(page);
    await page.waitForURL((u) => u.pathname + u.search === choice);
    await heading(page, 'Book a 15-minute consultation');
    await page.context().close();
  });

  it('the Arabic /book/15 page is right to left and shows Hijri dates', async () => {
    const page = await suite.e2e.open({ language: 'ar', consent: 'accepted' });
    await page.goto(`${suite.e2e.server.url}/book/15?topic=market-entry&answered=1`);
    await heading(page, /احجز استشارة/);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const hijri = page.getByTestId('hijri-date').first();
    await expect.poll(() => hijri.textContent()).toMatch(/هـ/);
    await page.getByText('توقيت الرياض').first().waitFor();
  });
});
