import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, linkIn, type CaughtMail, type TestSmtp } from '../support/smtp.ts';
import { call, newUser, register } from '../support/api.ts';
import { adminLogin, reauth, totpAt } from '../support/admin.ts';
import { storedEvents } from '../support/adminServer.ts';

/**
 * Issue 22, ASVS 2.2.3, 2.5.5 and 2.8.5: the account holder is mailed after each change of how they
 * sign in, and when someone tries a second-factor code again; never with a secret in the mail.
 */
const ADMIN = { email: 'notices-admin@example.com', password: 'admin password for notices' };
const APP_URL = 'http://app.example.test';
let server: TestServer;
let smtp: TestSmtp;
let adminToken: string;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, APP_URL, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = (await adminLogin(server.url, ADMIN)).tokens.accessToken;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const CHANGED = 'Your Bawaba sign-in details were changed';
const REUSED = 'A used sign-in code was entered for your Bawaba account';
/** The notices a user's stream asked for, whether or not the outbox has sent them yet. */
const requested = (userId: string, template: string) =>
  storedEvents(server.dataDir, `user-${userId}`).filter((e) => e.type === 'MailRequested' && e.data.template === template);
const mailsTo = (email: string, subject: string) => smtp.messages.filter((m) => m.to.includes(email) && m.subject === subject);
const arrived = (email: string, subject: string): Promise<CaughtMail> => smtp.waitFor((m) => m.to.includes(email) && m.subject === subject);

describe('a notice after a change of sign-in details (ASVS 2.2.3, 2.5.5)', () => {
  it('mails exactly one notice of a password change to the address on file, in the language of the person’s mails, without the password', async () => {
    const person = newUser();
    const signup = await call(server.url, 'POST', '/api/auth/register', { body: { ...person, language: 'de' } });
    const { user, tokens } = signup.body;
    await reauth(server.url, tokens.accessToken, person.password);
    const newPassword = 'a brand new passphrase';
    // The browser that made the change asks for French; the notice stays in the German of the account's mails.
    const changed = await call(server.url, 'POST', '/api/settings/security/password', {
      token: tokens.accessToken,
      headers: { 'accept-language': 'fr' },
      body: { currentPassword: person.password, newPassword },
    });
    expect(changed.status).toBe(200);
    const mail = await arrived(person.email, 'Ihre Anmeldedaten bei Bawaba wurden geändert');
    expect(mail.text).toContain('Das Passwort Ihres Bawaba-Kontos wurde geändert.');
    expect(mail.text).toMatch(/Zeitpunkt: .*\d{4}.* UTC/);
    expect(mail.text).toContain(`${APP_URL}/forgot-password`);
    expect(mail.text).toContain(`${APP_URL}/contact`);
    expect(mail.text).not.toContain(newPassword);
    expect(mail.text).not.toContain(person.password);
    expect(requested(user.id, 'credentials-changed')).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.to.includes(person.email) && m.subject === mail.subject)).toHaveLength(1);
  });

  it('mails one notice of a password reset made with the mailed link', async () => {
    const person = newUser();
    const id = (await register(server.url, person)).body.user.id as string;
    expect((await call(server.url, 'POST', '/api/auth/forgot-password', { body: { email: person.email } })).status).toBe(200);
    const resetMail = await smtp.waitFor((m) => m.to.includes(person.email) && m.subject.includes('Reset'));
    const token = new URL(linkIn(resetMail)).searchParams.get('token')!;
    const reset = await call(server.url, 'POST', '/api/auth/reset-password', { body: { token, password: 'another fresh passphrase' } });
    expect(reset.status).toBe(200);
    const mail = await arrived(person.email, CHANGED);
    expect(mail.text).toContain('The password of your Bawaba account was reset with a link sent by email.');
    expect(mail.text).not.toContain(token);
    expect(requested(id, 'credentials-changed')).toHaveLength(1);
  });
});

describe('a reused second-factor code (ASVS 2.8.5)', () => {
  it('is refused each time, and the holder gets one notice however often it is tried within the hour', async () => {
    const person = newUser();
    const id = (await register(server.url, person)).body.user.id as string;
    await reauth(server.url, adminToken, ADMIN.password);
    expect((await call(server.url, 'PUT', `/api/admin/users/${id}`, { token: adminToken, body: { role: 'analyst' } })).status).toBe(200);
    const credentials = { email: person.email, password: person.password };
    const passwordStep = async () => (await call(server.url, 'POST', '/api/admin/login', { body: credentials })).body;

    // Enrolled here rather than through adminLogin, so the test knows the code it used.
    const first = await passwordStep();
    const code = totpAt(first.secret, Math.floor(Date.now() / 30_000));
    expect((await call(server.url, 'POST', '/api/admin/login/mfa', { body: { mfaToken: first.mfaToken, code } })).status).toBe(200);
    // Turning the second factor on is a change of sign-in details too.
    expect((await arrived(person.email, CHANGED)).text).toContain('Two-step sign-in with an authenticator app was turned on for your Bawaba account.');

    for (let i = 0; i < 3; i++) {
      const reused = await call(server.url, 'POST', '/api/admin/login/mfa', { body: { mfaToken: (await passwordStep()).mfaToken, code } });
      expect([reused.status, reused.body.code]).toEqual([400, 'MFA_CODE_REUSED']);
    }
    const mail = await arrived(person.email, REUSED);
    expect(mail.text).toContain('entered a two-step sign-in code that had already been used');
    expect(mail.text).not.toContain(code);
    expect(requested(id, 'mfa-code-reused')).toHaveLength(1);
    expect(mailsTo(person.email, REUSED)).toHaveLength(1);
    expect(requested(id, 'credentials-changed')).toHaveLength(1);
  });
});
