import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './browser.ts';
import { call } from '../../support/api.ts';
import { eventually } from '../../support/eventually.ts';
import { adminLogin } from '../../support/admin.ts';
import { ADMIN, consultationKit, type Person } from '../../int/bookingsKit.ts';

/** Someone with an account: the kit's people (tests/int/bookingsKit.ts) and the configured admin. */
export type Account = { email: string; password: string };

/**
 * A page whose storage holds a fresh session for the account, as a returning visitor has it; 'admin' signs
 * in the configured administrator the way every test does (tests/support/admin.ts).
 */
export async function openAs(e2e: E2E, who: Account | 'admin', language = 'en'): Promise<Page> {
  const base = e2e.server.url;
  const signedIn = who === 'admin' ? await adminLogin(base, ADMIN) : (await call(base, 'POST', '/api/auth/login', { body: { email: who.email, password: who.password } })).body;
  const { accessToken, refreshToken } = signedIn.tokens ?? {};
  if (!accessToken) throw new Error(`sign-in failed: ${JSON.stringify(signedIn)}`);
  const me = await call(base, 'GET', '/api/users/me', { token: accessToken });
  const page = await e2e.open({ language, consent: 'accepted' });
  const session = JSON.stringify({ user: me.body.user, token: accessToken, refreshToken, isAuthenticated: true });
  await page.addInitScript((value) => localStorage.setItem('bawaba.session', value), session);
  return page;
}

/** A server whose clock tests may move (TEST_CLOCK) with the configured admin, and the kit to make people on it. */
/** The server settings of the consultation files: the test clock on and the admin of bookingsKit. */
export const CONSULTATIONS_ENV: Record<string, string> = { RATE_LIMITS: 'off', TEST_CLOCK: 'on', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

export async function startConsultationsE2E(env: Record<string, string> = {}): Promise<{ e2e: E2E; kit: ReturnType<typeof consultationKit> }> {
  const e2e = await startE2E({ ...CONSULTATIONS_ENV, ...env });
  return { e2e, kit: consultationKit(e2e.server.url) };
}

/** A 15-minute visa consultation booked by the user with the expert, through the API. */
export const bookVisa = (e2e: E2E, user: Person, expert: Person, start: string) =>
  call(e2e.server.url, 'POST', '/api/bookings', { token: user.token, body: { duration: 15, start, topic: 'visa-residency', expertId: expert.id, answers: {} } });

/**
 * The page signed in as `who` at `path`, once its feed said `ready` (so no frame can pass it by), and how
 * many documents it has loaded: a live update must arrive with that count still 1.
 */
export async function openLive(e2e: E2E, who: Account | 'admin', path: string): Promise<{ page: Page; loads: () => number }> {
  const page = await openAs(e2e, who);
  let loads = 0;
  page.on('load', () => (loads += 1));
  const ready = page
    .waitForEvent('websocket')
    .then((socket) => socket.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"type":"ready"') }));
  await page.goto(`${e2e.server.url}${path}`);
  await ready;
  return { page, loads: () => loads };
}

const riyadhDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * On the booking calendar, opens the first day after today that has free times (turning to the next
 * month when this one has none left) and waits for that day's times; answers the day.
 */
export async function openLaterFreeDay(page: Page): Promise<string> {
  const today = riyadhDay(Date.now());
  const free = page.locator('button[data-day][data-free="true"]');
  const later = async () => (await free.evaluateAll((els) => els.map((el) => el.getAttribute('data-day') ?? ''))).find((d) => d > today);
  await free.first().waitFor();
  let day = await later();
  if (!day) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await free.first().waitFor();
    day = await later();
  }
  if (!day) throw new Error('no day after today has free times');
  await page.locator(`button[data-day="${day}"]`).click();
  // The chosen day's times replace the first free day's before one is picked.
  const first = page.locator('button[data-start]').first();
  await eventually(async () => {
    if (riyadhDay(Date.parse((await first.getAttribute('data-start')) ?? '')) !== day) throw new Error(`the times of ${day} did not appear`);
  }, 10_000);
  return day;
}
