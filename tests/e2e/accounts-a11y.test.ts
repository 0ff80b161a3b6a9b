import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageReady } from './support/browser.ts';
import { useMailSuite } from './support/suite.ts';
import { seriousViolations } from './support/axe.ts';
import { readyUser, storeSession, type ReadyUser } from './support/accounts.ts';

const suite = useMailSuite();
let member: ReadyUser;
beforeAll(async () => {
  member = await readyUser(suite.e2e.server.url, suite.smtp);
});

const GUEST_PAGES = ['/login', '/signup', '/forgot-password', '/verify-email?email=someone%40example.com'];
const MEMBER_PAGES = ['/complete-profile', '/settings', '/dashboard'];

async function scan(page: Page, path: string, language: string) {
  await page.goto(suite.e2e.server.url + path);
  await pageReady(page);
  // Data-driven pages: wait until their queries have answered.
  await page.locator('main [role="status"]').first().waitFor({ state: 'detached' });
  expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  expect(await seriousViolations(page)).toEqual([]);
}

describe.each(['en', 'ar'])('axe on the account pages, %s', (language) => {
  it.each(GUEST_PAGES)('%s has no serious or critical violation', async (path) => {
    const page = await suite.e2e.open({ language, consent: 'accepted' });
    await scan(page, path, language);
    await page.context().close();
  });

  it.each(MEMBER_PAGES)('%s (signed in) has no serious or critical violation', async (path) => {
    const page = await suite.e2e.open({ language, consent: 'accepted' });
    await storeSession(page, member);
    await scan(page, path, language);
    await page.context().close();
  });

  it('the sign-up form with its error messages passes too', async () => {
    const page = await suite.e2e.open({ language, consent: 'accepted' });
    await page.goto(suite.e2e.server.url + '/signup');
    await pageReady(page);
    await page.locator('form button[type="submit"]').click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await page.locator(':focus').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
