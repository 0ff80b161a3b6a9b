import { beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATIONS_ENV, bookVisa, openLaterFreeDay, openLive, type Account } from './support/consultations.ts';
import { useMailSuite } from './support/suite.ts';
import { allDayProfile, consultationKit, gridSlot } from '../int/bookingsKit.ts';

/**
 * Issue 9, e2e items 1 and 3 (items 2 and 4 are in consultations-live.test.ts): a booking made in the
 * user's browser shows on the expert's open page and mails its invite; chat messages show live on both
 * sides. Each side has its own browser context; nothing reloads.
 */
const suite = useMailSuite(CONSULTATIONS_ENV);
let kit: ReturnType<typeof consultationKit>;
beforeAll(() => void (kit = consultationKit(suite.e2e.server.url)));

const live = (who: Account, path: string) => openLive(suite.e2e, who, path);

describe('a booking made in the browser', () => {
  it('shows on the expert’s open /manage_consultations without a reload, and its invite reaches the mailbox', async () => {
    const [expert, user] = await Promise.all([kit.expert(allDayProfile(['market-entry'])), kit.customer()]);
    const staff = await live(expert, '/manage_consultations');
    await staff.page.getByRole('heading', { name: 'Upcoming' }).waitFor();
    expect(await staff.page.locator('[data-booking]').count()).toBe(0);

    const client = await live(user, '/book/15');
    await client.page.getByRole('button', { name: 'Market Entry Strategy' }).click();
    await client.page.getByRole('button', { name: 'Continue' }).click();
    await openLaterFreeDay(client.page);
    await client.page.locator('button[data-start]').first().click();
    await client.page.getByRole('button', { name: 'Confirm booking' }).click();
    await client.page.getByText('Your consultation is booked.').waitFor();

    const session = staff.page.locator('[data-booking]');
    await session.getByTestId('session-status').filter({ hasText: 'Confirmed' }).waitFor();
    expect(await session.count()).toBe(1);
    expect(staff.loads()).toBe(1);

    const mail = await suite.smtp.waitFor((m) => m.to.includes(user.email.toLowerCase()) && m.raw.includes('BEGIN:VCALENDAR'));
    expect(mail.raw).toContain('METHOD:REQUEST');
    expect(mail.raw).toContain(`${await session.getAttribute('data-booking')}@bawaba`);
  });
});

describe('the chat of a booking', () => {
  it('carries messages live both ways, with an unread count on the closed side', async () => {
    const [expert, user] = await Promise.all([kit.expert(allDayProfile(['visa-residency'])), kit.customer()]);
    const made = await bookVisa(suite.e2e, user, expert, gridSlot(6));
    expect(made.status).toBe(201);
    const id = made.body.booking.id as string;
    const staff = await live(expert, '/manage_consultations');
    const client = await live(user, '/booking');
    const userCard = client.page.locator(`[data-booking="${id}"]`);
    const expertCard = staff.page.locator(`[data-booking="${id}"]`);

    await userCard.getByRole('button', { name: 'Chat' }).click();
    await userCard.getByText('No messages yet').waitFor();
    await userCard.getByLabel('Message').fill('Do I need my passport copy?');
    await userCard.getByRole('button', { name: 'Send' }).click();
    await userCard.getByText('Do I need my passport copy?').waitFor();

    // The expert's chat is closed: the message shows as an unread count, live.
    await expertCard.getByTestId('chat-unread').filter({ hasText: '1 new' }).waitFor();
    await expertCard.getByRole('button', { name: /Chat/ }).click();
    await expertCard.getByText('Do I need my passport copy?').waitFor();
    await expect.poll(() => expertCard.getByTestId('chat-unread').count()).toBe(0);
    await expertCard.getByLabel('Message').fill('Yes, and the visa page of it.');
    await expertCard.getByRole('button', { name: 'Send' }).click();

    await userCard.getByText('Yes, and the visa page of it.').waitFor();
    expect(await userCard.getByTestId('chat-messages').getByRole('listitem').count()).toBe(2);
    expect(client.loads()).toBe(1);
    expect(staff.loads()).toBe(1);
  });
});
