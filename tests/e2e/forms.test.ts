import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageReady, type E2E } from './support/browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());
afterEach(() => expect(e2e.takeForeignRequests()).toEqual([]));

describe('contact form', () => {
  it('shows field errors, then sends the message to the server', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(e2e.server.url + '/contact');
    await pageReady(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await page.getByText('Please correct the highlighted fields.').isVisible()).toBe(true);
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('name')")).toBe('name');

    await page.getByLabel('Full name').fill('Lena Fischer');
    await page.getByLabel('Work email').fill('lena@example.de');
    await page.getByRole('textbox', { name: /^Company/ }).fill('Fischer Medizintechnik GmbH');
    await page.getByLabel('Subject').fill('Distribution in Riyadh');
    await page.getByLabel('Message', { exact: true }).fill('We make medical devices and are looking for a distributor.');
    const [response] = await Promise.all([
      page.waitForResponse('**/api/contact'),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(response.status()).toBe(201);
    await page.getByText("Thank you! We'll get back to you soon.").waitFor();
  });

  it('shows the server error when the server refuses', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many requests', code: 'RATE_LIMITED' }),
      }),
    );
    await page.goto(e2e.server.url + '/contact');
    await pageReady(page);
    await page.getByLabel('Full name').fill('Lena Fischer');
    await page.getByLabel('Work email').fill('lena@example.de');
    await page.getByLabel('Subject').fill('Distribution');
    await page.getByLabel('Message', { exact: true }).fill('We are looking for a distributor.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too many attempts. Please try again in 60 seconds.' }).waitFor();
  });

  it('shows the error text of a real validation answer from the server', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    // The client checks length 10+; the server is the one to refuse an over-long company name (over 200).
    await page.goto(e2e.server.url + '/contact');
    await pageReady(page);
    await page.getByLabel('Full name').fill('Lena Fischer');
    await page.getByLabel('Work email').fill('lena@example.de');
    await page.getByLabel('Subject').fill('Distribution');
    await page.getByLabel('Message', { exact: true }).fill('We are looking for a distributor.');
    await page.route('**/api/contact', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      await route.continue({ postData: JSON.stringify({ ...body, company: 'x'.repeat(300) }) });
    });
    const [response] = await Promise.all([
      page.waitForResponse('**/api/contact'),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(response.status()).toBe(400);
    const { error } = (await response.json()) as { error: string };
    await page.getByRole('alert').filter({ hasText: error }).waitFor();
  });
});

describe('newsletter sign-up', () => {
  it('refuses an invalid address, then subscribes (twice, idempotently)', async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    await page.goto(e2e.server.url + '/newsletter');
    await pageReady(page);
    const email = page.getByLabel('Email address');
    await email.fill('someone@');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Enter a valid email address, such as name@company.com.').waitFor();

    for (let i = 0; i < 2; i++) {
      if (i === 1) {
        await page.reload();
        await pageReady(page);
      }
      await email.fill('amal@example.sa');
      const [response] = await Promise.all([
        page.waitForResponse('**/api/newsletter/subscribe'),
        page.getByRole('button', { name: 'Subscribe' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: 'Successfully subscribed!' });
      await page.getByText('Thank you! Please confirm your subscription with the link we have just emailed you.').waitFor();
    }
  });

  it("shows 'HTTP error! status: 500' and 'Unknown error' from the landing page form", async () => {
    const page = await e2e.open({ language: 'en', consent: 'accepted' });
    let answer = { status: 500, body: '{}' };
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await page.goto(e2e.server.url + '/');
    await pageReady(page);
    // The landing page loads its sign-up form when the visitor scrolls near it.
    await page.getByRole('heading', { name: 'Saudi market news in your inbox' }).scrollIntoViewIfNeeded();
    await page.getByLabel('Email address').fill('amal@example.sa');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('alert').filter({ hasText: 'HTTP error! status: 500' }).waitFor();

    answer = { status: 502, body: '<html>Bad gateway</html>' };
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('alert').filter({ hasText: 'Unknown error' }).waitFor();
  });

  it('works in Arabic', async () => {
    const page = await e2e.open({ language: 'ar', consent: 'accepted' });
    await page.goto(e2e.server.url + '/newsletter');
    await pageReady(page);
    await page.getByRole('button', { name: 'اشترك' }).click();
    await page.getByText('هذا الحقل مطلوب.').waitFor();
  });
});
