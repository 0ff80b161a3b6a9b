import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { CONSULTATIONS_ENV, bookVisa, openAs } from './support/consultations.ts';
import { useMailSuite } from './support/suite.ts';
import { call } from '../support/api.ts';
import { allDayProfile, gridSlot, consultationKit, type Person } from '../int/bookingsKit.ts';

/**
 * Issue 17, item 4: the booking calendar and the reschedule page fit the screen (no sideways scroll at
 * 390, 1024 and 1280 px), mark the days with free times, stay short, and move a booking only once the
 * user confirms. The expert is free around the clock, so a day holds 96 times: the worst case.
 * Item 5: a plan without consultations or partner matching is said as such, on the first step.
 */
const suite = useMailSuite(CONSULTATIONS_ENV);
let kit: ReturnType<typeof consultationKit>;
let expert: Person;
beforeAll(async () => {
  kit = consultationKit(suite.e2e.server.url);
  expert = await kit.expert(allDayProfile(['visa-residency', 'market-entry']));
}, 120_000);

const WIDTHS = [390, 1024, 1280];
const url = (path: string) => `${suite.e2e.server.url}${path}`;
/** The document's width, header included: the header folds before it wraps (issue 17 item 6). */
const width = (page: Page) =>
  page.evaluate<{ scroll: number; client: number }>('({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })');
const height = (page: Page) => page.evaluate<number>('document.documentElement.scrollHeight');

/** A booking of `user` that the expert asked to move, and the path of the page that answers it. */
let hoursAhead = 30;
async function rescheduleRequested(user: Person): Promise<{ id: string; start: string; path: string }> {
  hoursAhead += 1;
  const made = await bookVisa(suite.e2e, user, expert, gridSlot(hoursAhead));
  expect(made.status).toBe(201);
  const id = made.body.booking.id as string;
  const asked = await call(suite.e2e.server.url, 'POST', `/api/bookings/${id}/request-reschedule`, { token: expert.token, body: { reason: 'A conference moved onto that hour' } });
  expect(asked.status).toBe(200);
  return { id, start: made.body.booking.start as string, path: `/booking/reschedule?booking=${id}` };
}

async function calendarReady(page: Page) {
  await page.locator('button[data-day][data-free="true"]').first().waitFor();
  await page.locator('button[data-start]').first().waitFor();
}

describe('the booking calendar', () => {
  it.each(WIDTHS)('at %i px: marks free days, lists one day’s times, and the page does not scroll sideways', async (px) => {
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await page.setViewportSize({ width: px, height: 900 });
    await page.goto(url('/book/15?topic=market-entry&answered=1'));
    await calendarReady(page);
    const { scroll, client } = await width(page);
    expect(scroll).toBe(client);
    expect(await page.getByRole('grid').count()).toBe(1);
    // Every time listed belongs to the one day chosen.
    const days = await page.locator('button[data-start]').evaluateAll((els) => [...new Set(els.map((el) => new Date(Date.parse(el.getAttribute('data-start')!) + 3 * 3_600_000).toISOString().slice(0, 10)))]);
    expect(days).toHaveLength(1);
    await page.context().close();
  });

  it('in Arabic runs right to left, fits 390 px and has no serious axe finding', async () => {
    const page = await suite.e2e.open({ language: 'ar', consent: 'accepted' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/book/15?topic=market-entry&answered=1'));
    await calendarReady(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const { scroll, client } = await width(page);
    expect(scroll).toBe(client);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('has no serious axe finding in English, on the calendar and on the confirmation', async () => {
    const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(url('/book/15?topic=market-entry&answered=1'));
    await calendarReady(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('button[data-start]').first().click();
    await page.getByRole('heading', { name: 'Check and confirm' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the reschedule page', () => {
  it.each(WIDTHS)('at %i px: does not scroll sideways and stays short (under 2,000 px from 1024 px up)', async (px) => {
    const user = await kit.customer();
    const { path } = await rescheduleRequested(user);
    const page = await openAs(suite.e2e, user);
    await page.setViewportSize({ width: px, height: 900 });
    await page.goto(url(path));
    await calendarReady(page);
    const { scroll, client } = await width(page);
    expect(scroll).toBe(client);
    if (px >= 1024) expect(await height(page)).toBeLessThan(2_000);
    // A phone shows three times a row: a full day of 15-minute times is long, but nothing like a fortnight's.
    if (px === 390) expect(await height(page)).toBeLessThan(5_000);
    await page.context().close();
  });

  it('moves the booking only after the user confirms the new time, and passes axe', async () => {
    const user = await kit.customer();
    const { id, start, path } = await rescheduleRequested(user);
    const page = await openAs(suite.e2e, user);
    await page.goto(url(path));
    await calendarReady(page);
    expect(await seriousViolations(page)).toEqual([]);
    const time = page.locator('button[data-start]').nth(1);
    const newStart = await time.getAttribute('data-start');
    await time.click();
    await page.getByRole('heading', { name: 'Move this consultation?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const before = await call(suite.e2e.server.url, 'GET', `/api/bookings/${id}`, { token: user.token });
    expect(before.body.booking).toMatchObject({ status: 'reschedule_requested', start });

    await page.getByRole('button', { name: 'Confirm the move' }).click();
    await page.getByText('Done: your consultation has its new time.').waitFor();
    const after = await call(suite.e2e.server.url, 'GET', `/api/bookings/${id}`, { token: user.token });
    expect(after.body.booking).toMatchObject({ status: 'confirmed', start: newStart });
    await page.context().close();
  });
});

describe('plan limits (issue 17, item 5)', () => {
  it('a free user reads "not in your plan" on the first step, with the plan that has consultations', async () => {
    const page = await openAs(suite.e2e, await kit.customer('free'));
    await page.goto(url('/book/15'));
    await page.getByRole('button', { name: 'Market Entry Strategy' }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Consultations are not in your Free plan.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The Professional plan includes them.');
    expect(await alert.getByRole('link', { name: 'See the Professional plan' }).getAttribute('href')).toBe('/pricing#plan-professional');
    expect(await page.getByText(/0 of 0/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('partner search tells a free user who used nothing that it is not in the plan', async () => {
    const page = await openAs(suite.e2e, await kit.customer('free'));
    await page.goto(url('/market'));
    await page.getByRole('button', { name: 'Find partners' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your plan does not include this.' }).waitFor();
    expect(await page.getByText("You have used this month's allowance on your plan.").count()).toBe(0);
    await page.context().close();
  });
});
