import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATIONS_ENV, bookVisa, openAs } from './support/consultations.ts';
import { useMailSuite } from './support/suite.ts';
import { call } from '../support/api.ts';
import { allDayProfile, gridSlot, consultationKit, type Person } from '../int/bookingsKit.ts';

/** Issue 9, the staff's side in the browser: the expert's availability and sessions, the admin's table. */
const suite = useMailSuite(CONSULTATIONS_ENV);
let kit: ReturnType<typeof consultationKit>;
beforeAll(() => void (kit = consultationKit(suite.e2e.server.url)));

const url = (path: string) => `${suite.e2e.server.url}${path}`;
const book = (user: Person, expert: Person, start: string) => bookVisa(suite.e2e, user, expert, start);

describe('/manage_consultations', () => {
  it('answers 403 to a signed-in user who is neither expert nor admin', async () => {
    const page = await openAs(suite.e2e, await kit.customer());
    await page.goto(url('/manage_consultations'));
    await page.getByRole('heading', { level: 1, name: '403' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Only experts and administrators can open this page.' }).waitFor();
  });

  it('saves the availability, and keeps an interval that ends before it starts from the server', async () => {
    const expert = await kit.expert(allDayProfile(['visa-residency'], { weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } }));
    const page = await openAs(suite.e2e, expert);
    const puts: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && puts.push(r.url()));
    await page.goto(url('/manage_consultations'));
    await page.getByRole('heading', { name: 'Availability' }).waitFor();

    await page.getByRole('button', { name: 'Add hours on Monday' }).click();
    await page.getByLabel('Monday, interval 1: from').fill('14:00');
    await page.getByLabel('Monday, interval 1: to').fill('10:00');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText('from must be before to').waitFor();
    expect(puts).toEqual([]);

    await page.getByLabel('Monday, interval 1: to').fill('17:30');
    await page.getByLabel('Buffer between meetings (minutes)').fill('10');
    await page.getByRole('button', { name: 'Add a date off' }).click();
    await page.getByLabel('Date off 1').fill('2030-01-15');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByRole('status').filter({ hasText: 'Availability saved.' }).waitFor();
    const saved = await call(suite.e2e.server.url, 'GET', '/api/experts/me', { token: expert.token });
    expect(saved.body.expert).toMatchObject({ weekly: { mon: [{ from: '14:00', to: '17:30' }], tue: [] }, bufferMinutes: 10, datesOff: ['2030-01-15'], topics: ['visa-residency'] });
  });

  it('requests a reschedule with a reason', async () => {
    const [expert, user] = await Promise.all([kit.expert(allDayProfile(['visa-residency'])), kit.customer()]);
    const made = await book(user, expert, gridSlot(5));
    expect(made.status).toBe(201);
    const page = await openAs(suite.e2e, expert);
    await page.goto(url('/manage_consultations'));
    const card = page.locator(`[data-booking="${made.body.booking.id}"]`);
    await card.getByRole('button', { name: 'Request reschedule' }).click();
    await card.getByLabel('Reason for the reschedule').fill('I am travelling that day');
    await card.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => card.getByTestId('session-status').textContent()).toBe('Reschedule requested');
    const stored = await call(suite.e2e.server.url, 'GET', `/api/bookings/${made.body.booking.id}`, { token: user.token });
    expect(stored.body.booking.status).toBe('reschedule_requested');
  });
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(['en', 'ar'])('axe, %s', (language) => {
  it('the expert console, the admin table and the room screen have no serious or critical violation', async () => {
    const [expert, user] = await Promise.all([kit.expert(allDayProfile(['visa-residency'])), kit.customer()]);
    const made = await book(user, expert, gridSlot(6));
    expect(made.status).toBe(201);
    const checks: [Page, string, string][] = [
      [await openAs(suite.e2e, expert, language), '/manage_consultations', `[data-booking="${made.body.booking.id}"]`],
      [await openAs(suite.e2e, 'admin', language), '/admin/consultations', `tr[data-booking="${made.body.booking.id}"]`],
      [await openAs(suite.e2e, user, language), `/meeting/${made.body.booking.meeting.meetingCode}`, 'main [role="alert"]'],
    ];
    for (const [page, path, ready] of checks) {
      await page.goto(url(path));
      await page.locator(ready).first().waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect([path, ...(await seriousViolations(page))]).toEqual([path]);
    }
  });
});

describe('/admin/consultations', () => {
  it('lists and filters every booking, sets completed with a note, and exports the rows as CSV', async () => {
    const [expert, user] = await Promise.all([kit.expert(allDayProfile(['visa-residency'])), kit.customer()]);
    const made = await book(user, expert, gridSlot(1));
    expect(made.status).toBe(201);
    const id = made.body.booking.id as string;
    // A session is completed after its start: the server's test clock moves past it (the last test of the file).
    const clock = await call(suite.e2e.server.url, 'POST', '/api/test/clock', { body: { advanceMs: Date.parse(made.body.booking.start) + 60_000 - Date.now() } });
    expect(clock.status).toBe(200);

    const page = await openAs(suite.e2e, 'admin');
    await page.goto(url('/admin/consultations'));
    await page.getByRole('heading', { level: 1, name: 'Consultations' }).waitFor();
    await page.getByLabel('Expert', { exact: true }).selectOption(expert.id);
    const row = page.locator(`tr[data-booking="${id}"]`);
    await row.waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);

    await row.getByLabel('New status').selectOption('completed');
    await row.getByLabel('Notes').fill('Went well, "follow-up", next week');
    await row.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => row.getByTestId('admin-status').textContent()).toBe('Completed');
    const stored = await call(suite.e2e.server.url, 'GET', `/api/bookings/${id}`, { token: user.token });
    expect(stored.body.booking.status).toBe('completed');

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await downloaded).path();
    const lines = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^id,start,end,duration,topic,expertId,expert,userId,status,/);
    expect(lines[1]).toContain(`${id},`);
    expect(lines[1]).toContain(',completed,false,"Went well, ""follow-up"", next week",');
    expect(lines.filter(Boolean)).toHaveLength(2);

    await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await page.getByText('Showing 0 of 0').waitFor();
  });
});
