import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { call, newUser, register } from '../support/api.ts';
import { join } from 'node:path';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const profileData = {
  companyName: 'Acme',
  country: 'SA',
  industry: 'technology-it',
  companySize: '1-10',
  goals: [],
  timeline: '0-3m',
  services: [],
};

describe('welcome email through the mail outbox', () => {
  it('sends exactly one welcome mail, in the chosen language, however often it is requested', async () => {
    const user = newUser();
    const { body } = await register(server.url, user);
    const token = body.tokens.accessToken;
    await call(server.url, 'POST', '/api/business-profile/complete-onboarding', { token, body: { profileData } });
    const send = () => call(server.url, 'POST', '/api/business-profile/send-welcome-email', { token, body: { language: 'ar' } });
    expect((await send()).body.alreadyRequested).toBe(false);
    expect((await send()).body.alreadyRequested).toBe(true);

    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && m.subject === 'مرحباً بك في بوابة');
    expect(mail.text).toContain('اكتمل ملف نشاطك التجاري');
    expect(mail.html).toContain('dir="rtl"');
    // Rather than waiting to see that no second mail comes: the log holds one request, and the one
    // mail it names is recorded as sent, so there is nothing left that could send another.
    const log = new SqliteEventStore(join(server.dataDir, 'events.db'));
    try {
      const requests = (await log.readStream(`businessProfile-${body.user.id}`)).filter((e) => e.type === 'WelcomeEmailRequested');
      expect(requests).toHaveLength(1);
      const sent = async () => (await log.readStream(`mail-welcome-${body.user.id}`)).filter((e) => e.type === 'MailSent').length;
      await expect.poll(sent).toBe(1);
    } finally {
      await log.close();
    }
    expect(smtp.messages.filter((m) => m.to.includes(user.email) && m.subject === mail.subject)).toHaveLength(1);
  });
});
