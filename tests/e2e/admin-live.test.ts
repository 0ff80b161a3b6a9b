import { describe, expect, it } from 'vitest';
import { bookVisa, openLive } from './support/consultations.ts';
import { adminSuite, gotoLive, openStaff } from './support/admin.ts';
import { call } from '../support/api.ts';
import { ADMIN, allDayProfile, gridSlot } from '../int/bookingsKit.ts';

/**
 * Issue 11, e2e items 2 and 3: what an admin does in the back office reaches the other side at once,
 * over the websocket, each side in a browser context of its own.
 */
const suite = adminSuite();

describe('disabling a user', () => {
  it('ends that user’s open session in another context, live; the admin confirms with the password first', async () => {
    const user = await suite.kit.customer();
    const client = await openLive(suite.e2e, user, '/dashboard');
    await client.page.locator('main h1').waitFor();

    const admin = await openStaff(suite.e2e);
    await admin.goto(suite.url('/admin/users'));
    await admin.getByLabel('Search by email or name').fill(user.email);
    const row = admin.locator(`tr[data-user="${user.id}"]`);
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(1);
    await row.getByRole('button', { name: 'Disable' }).click();
    // A destructive action asks for the password again (reauth_required), then runs.
    const dialog = admin.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByLabel('Password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await row.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await row.getByRole('button', { name: 'Enable' }).waitFor();

    // The user's page learns it from the feed: the session is gone, with the banner, without any action of theirs.
    await client.page.getByText('Session expired. Please sign in again to continue.').waitFor();
    await client.page.waitForURL((u) => u.pathname === '/login');
    expect(await client.page.evaluate(() => localStorage.getItem('bawaba.session'))).toBeNull();
    const again = await call(suite.e2e.server.url, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect([again.status, again.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);

    // The user's record shows the change in its audit timeline, with the admin as actor.
    await admin.goto(suite.url(`/admin/users/${user.id}`));
    const disabled = admin.getByTestId('audit-entry').filter({ hasText: 'disabled' }).last();
    await disabled.waitFor();
    expect(await disabled.textContent()).toContain('(Administrator)');
  });
});

describe('a booking status change with a note', () => {
  it('appears in the booking’s timeline and on the user’s /booking, live', async () => {
    const [expert, user] = await Promise.all([suite.kit.expert(allDayProfile(['visa-residency'])), suite.kit.customer()]);
    const made = await bookVisa(suite.e2e, user, expert, gridSlot(3));
    expect(made.status).toBe(201);
    const id = made.body.booking.id as string;

    const client = await openLive(suite.e2e, user, '/booking');
    const card = client.page.locator(`[data-booking="${id}"]`);
    await expect.poll(() => card.getByTestId('booking-status').textContent()).toBe('Confirmed');

    const admin = await openStaff(suite.e2e);
    await gotoLive(admin, suite.url('/admin/bookings'));
    await admin.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    const row = admin.locator(`tr[data-booking="${id}"]`);
    await row.getByRole('button', { name: 'Timeline' }).click();
    const timeline = admin.getByTestId('audit-timeline');
    await timeline.getByTestId('audit-entry').first().waitFor();
    const before = await timeline.getByTestId('audit-entry').count();

    const note = 'The expert is ill; we will offer a new time';
    await row.getByLabel('New status').selectOption('cancelled');
    await row.getByLabel('Notes').fill(note);
    await row.getByRole('button', { name: 'Apply' }).click();

    // The timeline refetches on the booking's frame: a new entry, its change and its note.
    await expect.poll(() => timeline.getByTestId('audit-entry').count()).toBe(before + 1);
    const entry = timeline.getByTestId('audit-entry').last();
    expect(await entry.getByTestId('audit-notes').textContent()).toBe(`Note: ${note}`);
    expect(await entry.textContent()).toContain('cancelled');

    await expect.poll(() => card.getByTestId('booking-status').textContent()).toBe('Cancelled');
    await expect.poll(() => card.getByTestId('booking-note').textContent()).toContain(note);
    expect(client.loads()).toBe(1);
  });
});
