import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, codeIn, type TestSmtp } from '../support/smtp.ts';
import { call, newUser, register } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp({ failFirst: 1 });
  server = await startServer({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200', LOG_LEVEL: 'info' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const verify = (email: string, code: string, token?: string) => call(server.url, 'POST', '/api/auth/verify-email-code', { body: { email, code }, token });
/** Every refusal of verify-email-code, whatever the account: one answer tells nobody who has one. */
const REFUSED = { code: 'INVALID_VERIFICATION_CODE', error: 'The verification code is not correct or has expired. Request a new code if needed.' };
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('email verification', () => {
  it('mails a 6-digit code at signup, retrying a refused delivery, with text and HTML parts', async () => {
    const user = newUser();
    await register(server.url, user);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(smtp.refused()).toBe(1); // the first delivery was refused, the retry went through
    expect(mail.subject).toBe('Your Bawaba verification code');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(codeIn(mail));
    expect(mail.headers['message-id']).toMatch(/@bawaba\.mail>$/);
  });

  it('verifies with the right code and answers the user to its signed-in owner; a wrong code is the neutral 400', async () => {
    const user = newUser();
    const token = (await register(server.url, user)).body.tokens.accessToken;
    const code = codeIn(await smtp.waitFor((m) => m.to.includes(user.email)));
    const wrong = await verify(user.email, wrongCodeFor(code), token);
    expect([wrong.status, wrong.body]).toEqual([400, REFUSED]);
    const ok = await verify(user.email, code, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: 'Your email is verified.', user: { email: user.email, emailVerified: true } });
    const login = await call(server.url, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.body.user.emailVerified).toBe(true);
  });

  it('locks the code after 5 wrong attempts, and a resent code works again', async () => {
    const user = newUser();
    await register(server.url, user);
    const first = codeIn(await smtp.waitFor((m) => m.to.includes(user.email)));
    for (let i = 0; i < 5; i++) expect((await verify(user.email, wrongCodeFor(first))).body).toEqual(REFUSED);
    const locked = await verify(user.email, first);
    expect([locked.status, locked.body]).toEqual([400, REFUSED]);

    const resend = await call(server.url, 'POST', '/api/auth/resend-verification-code', { body: { email: user.email } });
    expect(resend.status).toBe(200);
    await smtp.waitFor(() => mailsTo(user.email).length === 2);
    const second = codeIn(mailsTo(user.email)[1]!);
    if (second !== first) expect((await verify(user.email, first)).status).toBe(400);
    const ok = await verify(user.email, second);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: 'Your email is verified.' }); // no session sent, so no user
  });

  it('answers a verified account like a wrong code, with no user, whatever the code (issue 22)', async () => {
    const user = newUser();
    const token = (await register(server.url, user)).body.tokens.accessToken;
    const code = codeIn(await smtp.waitFor((m) => m.to.includes(user.email)));
    expect((await verify(user.email, code, token)).status).toBe(200);
    for (const attempt of ['000000', code]) {
      const again = await verify(user.email, attempt);
      expect([again.status, again.body]).toEqual([400, REFUSED]);
    }
    // Unknown and unverified emails answer the very same.
    expect((await verify(`nobody${Date.now()}@example.com`, '000000')).body).toEqual(REFUSED);
    const unverified = newUser();
    await register(server.url, unverified);
    const pending = codeIn(await smtp.waitFor((m) => m.to.includes(unverified.email)));
    expect((await verify(unverified.email, wrongCodeFor(pending))).body).toEqual(REFUSED);
  });

  it('answers resend the same for unknown and verified accounts, and sends nothing then', async () => {
    const unknown = await call(server.url, 'POST', '/api/auth/resend-verification-code', { body: { email: `nobody${Date.now()}@example.com` } });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toMatch(/If this account/);
    expect((await call(server.url, 'POST', '/api/auth/resend-verification-code', { body: { email: 'x' } })).status).toBe(400);
  });

  it('writes the mail in the user’s language: Arabic (right to left) when asked, French from the browser, English for an unknown one', async () => {
    const ar = newUser();
    await call(server.url, 'POST', '/api/auth/register', { body: { ...ar, language: 'ar' } });
    const arMail = await smtp.waitFor((m) => m.to.includes(ar.email));
    expect(arMail.subject).toContain('بوابة');
    expect(arMail.html).toContain('dir="rtl"');
    const fr = newUser();
    await call(server.url, 'POST', '/api/auth/register', { body: fr, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    const frMail = await smtp.waitFor((m) => m.to.includes(fr.email));
    expect(frMail.subject).toBe('Votre code de vérification Bawaba');
    expect(frMail.html).toContain('lang="fr" dir="ltr"');
    const unknown = newUser();
    await call(server.url, 'POST', '/api/auth/register', { body: unknown, headers: { 'accept-language': 'sv-SE,sv;q=0.9' } });
    expect((await smtp.waitFor((m) => m.to.includes(unknown.email))).subject).toBe('Your Bawaba verification code');
  });

  it('never writes the code in plaintext to the event log or the logs', async () => {
    const user = newUser();
    const { body } = await register(server.url, user);
    const code = codeIn(await smtp.waitFor((m) => m.to.includes(user.email)));
    const db = readdirSync(server.dataDir).filter((f) => f.startsWith('events.db')).map((f) => readFileSync(join(server.dataDir, f)).toString('latin1')).join('');
    expect(db).toContain(body.user.id); // the scan does see the user's events
    expect(db).not.toContain(code);
    expect(db).not.toContain(user.email); // sealed with the person's key (docs/SECURITY.md)
    expect(server.logs()).toContain('mail sent');
    expect(server.logs()).not.toContain(code);
  });

  it('sends each mail once, even across a restart', async () => {
    const user = newUser();
    await register(server.url, user);
    await smtp.waitFor((m) => m.to.includes(user.email));
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200', LOG_LEVEL: 'info' });
    const after = newUser();
    await register(server.url, after);
    await smtp.waitFor((m) => m.to.includes(after.email)).catch((e) => { console.log(server.logs()); throw e; });
    expect(mailsTo(user.email)).toHaveLength(1);
    const ids = smtp.messages.map((m) => m.headers['message-id']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers an unknown email and a malformed code with a clear 400', async () => {
    expect((await verify(`nobody${Date.now()}@example.com`, '123456')).body).toEqual(REFUSED);
    expect((await verify('a@b.co', '12ab')).body.fields.code).toBe('The code has 6 digits');
  });
});

describe('the development mailer', () => {
  it('writes each message to DATA_DIR/mail when SMTP_URL is not set', async () => {
    const dev = await startServer({ RATE_LIMITS: 'off', LOG_LEVEL: 'info' });
    try {
      const user = newUser();
      await register(dev.url, user);
      const dir = join(dev.dataDir, 'mail');
      let files: string[] = [];
      await eventually(() => {
        files = existsSync(dir) ? readdirSync(dir) : [];
        expect(files).toHaveLength(1);
      }, 30_000);
      expect(files[0]).toMatch(/\.eml$/);
      expect(readFileSync(join(dir, files[0]!), 'utf8')).toContain(user.email);
      // The line is logged once the file is written, and reaches the pipe a moment later.
      await eventually(() => expect(dev.logs()).toContain('development mailer'), 10_000);
    } finally {
      await dev.stop();
    }
  });
});
