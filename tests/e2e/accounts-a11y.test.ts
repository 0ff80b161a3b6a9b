import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, pageReady, type E2E } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { readyUser, storeSession, type ReadyUser } from './support/accounts.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let e2e: E2E;
let smtp: TestSmtp;
let member: ReadyUser;
beforeAll(async () => {
  smtp = await startSmtp();
  e2e = await startE2E({ RATE_LIMITS: 'off', SMTP_URL: smtp.url });
  member = await readyUser(e2e.server.url, smtp);
});
afterAll(async () => {
  await e2e?.close();
  await smtp?.close();
});
afterEach(() => expect(e2e.takeForeignRequests()).toEqual([]));

const GUEST_PAGES = ['/login', '/signup', '/forgot-password', '/verify-email?email=someone%40example.com'];
const MEMBER_PAGES = ['/complete-profile', '/settings', '/dashboard'];

async function scan(page: Page, path: string, language: string) {
  await page.goto(e2e.server.url + path);
  await pageReady(page);
  // Data-driven pages: wait until their queries have answered.
  await page.locator('main [role="status"]').first().waitFor({ state: 'detached' });
  expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  expect(await seriousViolations(page)).toEqual([]);
}

describe.each(['en', 'ar'])('axe on the account pages, %s', (language) => {
  it.each(GUEST_PAGES)('%s has no serious or critical violation', async (path) => {
    const page = await e2e.open({ language, consent: 'accepted' });
    await scan(page, path, language);
    await page.context().close();
  });

  it.each(MEMBER_PAGES)('%s (signed in) has no serious or critical violation', async (path) => {
    const page = await e2e.open({ language, consent: 'accepted' });
    await storeSession(page, member);
    await scan(page, path, language);
    await page.context().close();
  });

  it('the sign-up form with its error messages passes too', async () => {
    const page = await e2e.open({ language, consent: 'accepted' });
    await page.goto(e2e.server.url + '/signup');
    await pageReady(page);
    await page.locator('form button[type="submit"]').click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await page.locator(':focus').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
