import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useMailSuite } from './support/suite.ts';
import { readyUser, storeSession, type ReadyUser } from './support/accounts.ts';
import { call } from '../support/api.ts';

// Issue 17: a returning user opens a page (the /booking link of the confirmation mail, say) after the
// 15-minute access token has run out. The refresh token still holds, so the session must carry on.
const suite = useMailSuite({ TEST_CLOCK: 'on' });
const SIXTEEN_MINUTES = 16 * 60_000;
const EXPIRED = 'Session expired. Please sign in again to continue.';

const storedSession = async (page: Page) => JSON.parse((await page.evaluate(() => localStorage.getItem('bawaba.session'))) ?? 'null');

/** A page whose stored session was last refreshed 16 minutes ago, on the server's clock and the browser's. */
async function returnAfterSixteenMinutes(user: ReadyUser): Promise<Page> {
  const page = await suite.e2e.open({ language: 'en', consent: 'accepted' });
  await storeSession(page, user);
  const moved = await call(suite.e2e.server.url, 'POST', '/api/test/clock', { body: { advanceMs: SIXTEEN_MINUTES } });
  expect(moved.status).toBe(200);
  // The browser's clock runs on from 16 minutes later, so the stored token's exp is past for the page too.
  await page.clock.install({ time: Date.now() + SIXTEEN_MINUTES });
  await page.goto(`${suite.e2e.server.url}/booking`);
  return page;
}

describe('a returning user after the access token expired', () => {
  it('is signed in again by the refresh token on a new page load, with no session-expired notice', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const page = await returnAfterSixteenMinutes(user);
    await page.getByRole('heading', { name: 'Upcoming' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/booking');
    const session = await storedSession(page);
    expect(session).toMatchObject({ isAuthenticated: true });
    expect(session.refreshToken).not.toBe(user.refreshToken);
    expect(session.token).not.toBe(user.accessToken);
    // The new refresh token works (the old one was rotated, not lost).
    const again = await call(suite.e2e.server.url, 'POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(again.status).toBe(200);
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    await page.context().close();
  });

  it('says the session expired when the refresh is refused, and asks to sign in', async () => {
    const user = await readyUser(suite.e2e.server.url, suite.smtp);
    const loggedOut = await call(suite.e2e.server.url, 'POST', '/api/auth/logout', { token: user.accessToken, body: { refreshToken: user.refreshToken } });
    expect(loggedOut.status).toBe(200);
    const page = await returnAfterSixteenMinutes(user);
    await page.getByText(EXPIRED).waitFor();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await storedSession(page)).toBeNull();
    await page.context().close();
  });
});
