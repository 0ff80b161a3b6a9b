import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { CONSULTATIONS_ENV, openAs } from './support/consultations.ts';
import { useMailSuite } from './support/suite.ts';
import { call } from '../support/api.ts';
import { adminLogin } from '../support/admin.ts';
import { ADMIN } from '../int/bookingsKit.ts';
import { samplePdf } from '../support/files.ts';
import { pageReady } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';

const suite = useMailSuite(CONSULTATIONS_ENV);

describe('hiring in the browser', () => {
  it('someone applies on /hire/application with a PDF, and the admin downloads it', async () => {
    const base = suite.e2e.server.url;
    const token = (await adminLogin(base, ADMIN)).tokens.accessToken as string;
    const title = `Market analyst ${Date.now()}`;
    const position = { title, team: 'Research', location: 'Riyadh', employmentType: 'full-time', description: 'Read the Saudi market for our clients.' };
    expect((await call(base, 'POST', '/api/admin/hire/positions', { token, body: position })).status).toBe(201);

    const visitor = await suite.e2e.open({ consent: 'accepted' });
    await visitor.goto(`${base}/hire`);
    await visitor.getByRole('link', { name: `Apply for ${title}` }).click();
    await visitor.waitForURL(/\/hire\/application\?position=/);
    const pdf = samplePdf('Layla Haddad');
    const email = `layla${Date.now()}@example.com`;
    await visitor.getByLabel('Full name').fill('Layla Haddad');
    await visitor.getByLabel('Email').fill(email);
    await expect.poll(() => visitor.getByLabel('Position').inputValue()).not.toBe('');
    await visitor.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/layla-haddad');
    await visitor.getByLabel('Cover note').fill('I have read markets for eight years and would like to join Bawaba.');
    await visitor.getByLabel('CV (PDF or DOCX)').setInputFiles({ name: 'layla-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await visitor.getByRole('button', { name: 'Send application' }).click();
    await visitor.getByText('Thank you! Your application has been received.').waitFor();
    await suite.smtp.waitFor((m) => m.to.includes(email) && m.subject === 'We received your application to Bawaba');

    const admin = await openAs(suite.e2e, 'admin');
    await admin.goto(`${base}/admin/hiring`);
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'Layla Haddad' }) });
    await card.getByRole('link', { name: email }).waitFor();
    const [download] = await Promise.all([admin.waitForEvent('download'), card.getByRole('button', { name: 'Download CV (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe('cv-Layla-Haddad.pdf');
    expect((await readFile(await download.path())).equals(pdf)).toBe(true);

    expect(await seriousViolations(admin)).toEqual([]);
    await card.getByLabel('Status').selectOption('reviewing');
    await card.getByLabel('Notes').fill('Strong market work');
    await card.getByRole('button', { name: 'Save status' }).click();
    await expect.poll(async () => (await call(base, 'GET', '/api/admin/hire/applications', { token })).body.applications[0]?.status).toBe('reviewing');
    expect(suite.e2e.takeForeignRequests()).toEqual([]);
  });

  it('renders the same form alone on /hire/application/script-only, for embedding', async () => {
    // The form shows only while a position is open (with none it says so instead): open one here.
    const token = (await adminLogin(suite.e2e.server.url, ADMIN)).tokens.accessToken as string;
    const position = { title: `Embedded analyst ${Date.now()}`, team: 'Research', location: 'Riyadh', employmentType: 'full-time', description: 'Read the Saudi market.' };
    expect((await call(suite.e2e.server.url, 'POST', '/api/admin/hire/positions', { token, body: position })).status).toBe(201);
    const page = await suite.e2e.open({ consent: 'accepted' });
    const res = await page.goto(`${suite.e2e.server.url}/hire/application/script-only`);
    expect(res?.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
    await page.getByRole('button', { name: 'Send application' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(suite.e2e.takeForeignRequests()).toEqual([]);
  });

  it.each(['en', 'ar'])('/hire and both application forms pass axe in %s', async (language) => {
    for (const path of ['/hire', '/hire/application', '/hire/application/script-only']) {
      const page = await suite.e2e.open({ language, consent: 'accepted' });
      await page.goto(`${suite.e2e.server.url}${path}`);
      await pageReady(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect([path, ...(await seriousViolations(page))]).toEqual([path]);
      await page.context().close();
    }
    expect(suite.e2e.takeForeignRequests()).toEqual([]);
  });
});
