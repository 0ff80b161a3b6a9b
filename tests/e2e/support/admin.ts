import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { E2E } from './browser.ts';
import { pageReady } from './browser.ts';
import { startConsultationsE2E } from './consultations.ts';
import { call } from '../../support/api.ts';
import { adminLogin, reauth, totpAt, type Credentials } from '../../support/admin.ts';
import { ADMIN, type consultationKit, type Person } from '../../int/bookingsKit.ts';
import { signInWithForm } from './accounts.ts';

/**
 * One server (test clock, the configured admin) and browser for a back-office test file, started and
 * stopped by the file's hooks; every test must leave no request to a foreign host.
 */
export function adminSuite() {
  const state: { e2e?: E2E; kit?: ReturnType<typeof consultationKit> } = {};
  beforeAll(async () => {
    Object.assign(state, await startConsultationsE2E());
  }, 120_000);
  afterAll(async () => {
    await state.e2e?.close();
  });
  afterEach(() => expect(state.e2e?.takeForeignRequests()).toEqual([]));
  return {
    get e2e(): E2E {
      return state.e2e!;
    },
    get kit(): ReturnType<typeof consultationKit> {
      return state.kit!;
    },
    url: (path: string) => `${state.e2e!.server.url}${path}`,
  };
}

/**
 * A page whose storage holds a fresh admin or analyst session (signed in through the API with the
 * TOTP step, tests/support/admin.ts), as a returning back-office user has it.
 */
export async function openStaff(e2e: E2E, credentials: Credentials = ADMIN, language = 'en'): Promise<Page> {
  const base = e2e.server.url;
  const { tokens } = await adminLogin(base, credentials);
  const me = await call(base, 'GET', '/api/users/me', { token: tokens.accessToken });
  const page = await e2e.open({ language, consent: 'accepted' });
  const session = JSON.stringify({ user: me.body.user, token: tokens.accessToken, refreshToken: tokens.refreshToken, isAuthenticated: true });
  await page.addInitScript((value) => localStorage.setItem('bawaba.session', value), session);
  return page;
}

/** The page at `path` once its feed said `ready`, so no frame can pass it by. */
export async function gotoLive(page: Page, url: string): Promise<void> {
  const ready = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"type":"ready"') }));
  await page.goto(url);
  await ready;
}

/**
 * The back-office sign-in in the browser, on a page already at /admin/login: password, then the
 * first-time enrolment (the secret shown beside the QR code, a code from it), then past the
 * recovery codes. Answers the secret, for a later sign-in with a code.
 */
export async function enrolInBrowser(page: Page, credentials: Credentials): Promise<{ secret: string; recoveryCodes: string[] }> {
  await pageReady(page);
  await signInWithForm(page, credentials.email, credentials.password);
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(totpAt(secret, Math.floor(Date.now() / 30_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  const list = page.getByRole('list', { name: 'Save your recovery codes' });
  await list.waitFor();
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'I have saved them — continue' }).click();
  return { secret, recoveryCodes };
}

/** A signed-up user the configured admin made an analyst or another admin (after the re-authentication the API asks for). */
export async function makeStaff(base: string, person: Person, role: 'admin' | 'analyst'): Promise<Credentials> {
  const token = (await adminLogin(base, ADMIN)).tokens.accessToken as string;
  await reauth(base, token, ADMIN.password);
  const res = await call(base, 'PUT', `/api/admin/users/${person.id}`, { token, body: { role } });
  if (res.status !== 200) throw new Error(`role change failed: ${JSON.stringify(res.body)}`);
  return { email: person.email, password: person.password };
}
