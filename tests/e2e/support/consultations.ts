import type { Page } from 'playwright-core';
import type { E2E } from './browser.ts';
import { call } from '../../support/api.ts';

/** Someone with an account: the kit's people (tests/int/bookingsKit.ts) and the configured admin. */
export type Account = { email: string; password: string };

/**
 * A page whose storage holds a fresh session for the account, as a returning visitor has it; signed in
 * through `loginPath` (/api/admin/login for the administrator).
 */
export async function openAs(e2e: E2E, who: Account, loginPath = '/api/auth/login', language = 'en'): Promise<Page> {
  const login = await call(e2e.server.url, 'POST', loginPath, { body: { email: who.email, password: who.password } });
  if (login.status !== 200) throw new Error(`${loginPath} answered ${login.status}`);
  const { accessToken, refreshToken } = login.body.tokens;
  const me = await call(e2e.server.url, 'GET', '/api/users/me', { token: accessToken });
  const page = await e2e.open({ language, consent: 'accepted' });
  const session = JSON.stringify({ user: me.body.user, token: accessToken, refreshToken, isAuthenticated: true });
  await page.addInitScript((value) => localStorage.setItem('bawaba.session', value), session);
  return page;
}
