import { beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATIONS_ENV, bookVisa, openLive as openLiveAs, type Account } from './support/consultations.ts';
import { useMailSuite } from './support/suite.ts';
import { call } from '../support/api.ts';
import { allDayProfile, gridSlot, consultationKit, type Person } from '../int/bookingsKit.ts';

/**
 * Issue 9, e2e items 2 and 4 (items 1 and 3 are in consultations-chat.test.ts), with the staff and the user each in a browser context of their own: what
 * one side does shows on the other from the websocket, without a reload.
 */
const suite = useMailSuite(CONSULTATIONS_ENV);
let kit: ReturnType<typeof consultationKit>;
beforeAll(() => void (kit = consultationKit(suite.e2e.server.url)));

const book = (user: Person, expert: Person, start: string) => bookVisa(suite.e2e, user, expert, start);

const openLive = (who: Account | 'admin', path: string) => openLiveAs(suite.e2e, who, path);

describe('a reschedule requested by the expert', () => {
  it('shows live on /booking; the user picks a new slot and both sides show the new time', async () => {
    const [expert, user] = await Promise.all([kit.expert(allDayProfile(['visa-residency'])), kit.customer()]);
    const made = await book(user, expert, gridSlot(5));
    expect(made.status).toBe(201);
    const id = made.body.booking.id as string;
    const staff = await openLive(expert, '/manage_consultations');
    const client = await openLive(user, '/booking');
    const userCard = client.page.locator(`[data-booking="${id}"]`);
    await expect.poll(() => userCard.getByTestId('booking-status').textContent()).toBe('Confirmed');

    const expertCard = staff.page.locator(`[data-booking="${id}"]`);
    await expertCard.getByRole('button', { name: 'Request reschedule' }).click();
    await expertCard.getByLabel('Reason for the reschedule').fill('A conference moved onto that hour');
    await expertCard.getByRole('button', { name: 'Send request' }).click();

    await expect.poll(() => userCard.getByTestId('booking-status').textContent()).toBe('Reschedule requested');
    expect(client.loads()).toBe(1);
    await userCard.getByRole('link', { name: 'Answer the reschedule request' }).click();
    await client.page.getByTestId('reschedule-reason').filter({ hasText: 'A conference moved onto that hour' }).waitFor();
    await client.page.getByRole('list', { name: 'Choose a time' }).first().getByRole('button').first().click();
    await client.page.getByRole('button', { name: 'Confirm the move' }).click();
    // The notice follows the booking, so it shows whether the live frame or the move's answer comes first.
    await client.page.getByText('Done: your consultation has its new time.').waitFor();

    const moved = await call(suite.e2e.server.url, 'GET', `/api/bookings/${id}`, { token: user.token });
    expect(moved.body.booking).toMatchObject({ status: 'confirmed' });
    expect(moved.body.booking.start).not.toBe(made.body.booking.start);
    await client.page.getByRole('banner').getByRole('link', { name: 'My consultations' }).click();
    await expect.poll(() => userCard.getByTestId('booking-status').textContent()).toBe('Confirmed');
    // The card shows the new start on the Riyadh clock (h:mm, whatever the locale's hour style).
    const riyadh = new Date(Date.parse(moved.body.booking.start) + 3 * 3_600_000);
    const clock = `${riyadh.getUTCHours() % 12 || 12}:${String(riyadh.getUTCMinutes()).padStart(2, '0')}`;
    await expect.poll(() => userCard.textContent()).toContain(clock);
    const newTime = await staff.page.evaluate((start) => new Date(start).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' }), moved.body.booking.start as string);
    await expect.poll(() => expertCard.getByTestId('session-status').textContent()).toBe('Confirmed');
    await expect.poll(() => expertCard.textContent()).toContain(newTime);
    expect(staff.loads()).toBe(1);
  });
});

describe('a status set by the admin', () => {
  it('completed with a note shows live on /booking, where the user then leaves a review', async () => {
    const [expert, user] = await Promise.all([kit.expert(allDayProfile(['visa-residency'])), kit.customer()]);
    const made = await book(user, expert, gridSlot(1));
    expect(made.status).toBe(201);
    const id = made.body.booking.id as string;
    // Completion comes after the start: the server's clock moves past it (the file's last test).
    const clock = await call(suite.e2e.server.url, 'POST', '/api/test/clock', { body: { advanceMs: Date.parse(made.body.booking.start) + 60_000 - Date.now() } });
    expect(clock.status).toBe(200);

    const admin = await openLive('admin', '/admin/consultations');
    const client = await openLive(user, '/booking');
    const userCard = client.page.locator(`[data-booking="${id}"]`);
    await expect.poll(() => userCard.getByTestId('booking-status').textContent()).toBe('Confirmed');

    const row = admin.page.locator(`tr[data-booking="${id}"]`);
    await row.getByLabel('New status').selectOption('completed');
    await row.getByLabel('Notes').fill('Held on time; the client has the checklist');
    await row.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => row.getByTestId('admin-status').textContent()).toBe('Completed');

    await expect.poll(() => userCard.getByTestId('booking-status').textContent()).toBe('Completed');
    expect(client.loads()).toBe(1);
    await userCard.getByLabel('Rating (1 to 5)').fill('5');
    await userCard.getByLabel('Comment').fill('Clear and practical');
    await userCard.getByRole('button', { name: 'Send rating' }).click();
    await userCard.getByText('Your rating: 5 of 5').waitFor();
    const stored = await call(suite.e2e.server.url, 'GET', `/api/bookings/${id}`, { token: user.token });
    expect(stored.body.booking).toMatchObject({ status: 'completed', review: { rating: 5, comment: 'Clear and practical' } });
  });
});
