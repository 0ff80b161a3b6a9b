import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { call } from '../support/api.ts';
import { adminLogin } from '../support/admin.ts';
import { signAccessToken } from '../../infra/security/tokens.ts';

const JWT_SECRET = 'newsletter-test-secret-0123456789abcdef';
const ADMIN = { email: 'letters-admin@example.com', password: 'admin password for letters' };
let server: TestServer;
let smtp: TestSmtp;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '200', JWT_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, NEWSLETTER_SEND_PER_SECOND: '200' });
  admin = (await adminLogin(server.url, ADMIN)).tokens.accessToken;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const subscribe = (email: string, extra: Record<string, string> = {}) => call(server.url, 'POST', '/api/newsletter/subscribe', { body: { email, ...extra } });
const subscribers = async () => (await call(server.url, 'GET', '/api/admin/newsletter/subscribers', { token: admin })).body.subscribers as { id: string; email: string; status: string }[];
const tokenIn = (text: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`newsletter\\?${kind}=([\\w.-]+)`).exec(text)?.[1] ?? '';

async function confirmed(email: string): Promise<void> {
  await subscribe(email);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Confirm your subscription'));
  expect((await call(server.url, 'POST', '/api/newsletter/confirm', { body: { token: tokenIn(mail.text, 'confirm') } })).status).toBe(200);
}

describe('newsletter: double opt-in and one-click unsubscribe', () => {
  it('answers the same for every address, confirms through the mailed link, and unsubscribes in one POST', async () => {
    const email = `reader${Date.now()}@example.com`;
    const first = await subscribe(email, { lang: 'en' });
    const again = await subscribe(email);
    expect(first).toMatchObject({ status: 200, body: { success: true, message: 'Successfully subscribed!' } });
    expect(again.body).toEqual(first.body);

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    const token = tokenIn(mail.text, 'confirm');
    expect((await subscribers()).find((s) => s.email === email)?.status).toBe('pending');
    // Besides the headers, a visible way out for whoever did not ask (issue 19), in text and HTML.
    expect(mail.text).toMatch(/I did not ask for this: \S+\/newsletter\?unsubscribe=[\w.-]+/);
    expect(mail.html).toMatch(/<a href="[^"]+\/newsletter\?unsubscribe=[\w.-]+">I did not ask for this<\/a>/);
    expect(tokenIn(mail.text, 'unsubscribe')).toBe(oneClick.split('token=')[1]);

    const forged = `${token.slice(0, -2)}xx`;
    expect((await call(server.url, 'POST', '/api/newsletter/confirm', { body: { token: forged } })).body.code).toBe('NEWSLETTER_LINK_INVALID');
    expect((await call(server.url, 'POST', '/api/newsletter/confirm', { body: { token } })).status).toBe(200);
    expect((await subscribers()).find((s) => s.email === email)?.status).toBe('confirmed');

    // The log holds neither the address nor the link's token in plaintext.
    const log = readFileSync(join(server.dataDir, 'events.db')).toString('latin1');
    expect(log).not.toContain(email);
    expect(log).not.toContain(token.split('.').at(-1));

    const url = oneClick.replace(/^https?:\/\/[^/]+/, server.url);
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    const gone = (await subscribers()).find((s) => s.id === oneClick.split('token=')[1]!.split('.')[0]);
    expect(gone).toMatchObject({ status: 'unsubscribed', email: '[erased]' });
    const tampered = await fetch(url.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(tampered.status).toBe(400);
  });

  it('says "I did not ask for this" in the reader\'s language, linking to the unsubscribe page', async () => {
    const email = `arabic${Date.now()}@example.com`;
    await subscribe(email, { lang: 'ar' });
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toMatch(/لم أطلب هذا: \S+\/newsletter\?unsubscribe=[\w.-]+/);
    const token = tokenIn(mail.text, 'unsubscribe');
    expect((await call(server.url, 'POST', '/api/newsletter/unsubscribe', { body: { token } })).status).toBe(200);
    expect((await subscribers()).find((s) => s.id === token.split('.')[0])).toMatchObject({ status: 'unsubscribed' });
  });

  it('sends an issue to confirmed subscribers only, with progress, after a test to the admin', async () => {
    const stamp = Date.now();
    const readers = [`a${stamp}@example.com`, `b${stamp}@example.com`];
    for (const r of readers) await confirmed(r);
    await subscribe(`pending${stamp}@example.com`);
    const created = await call(server.url, 'POST', '/api/admin/newsletter/issues', { token: admin, body: { subject: `Issue ${stamp}`, body: '## Hello\n\n<script>alert(1)</script>\n\nSome **news**' } });
    expect(created.status).toBe(201);
    const id = created.body.issue.id as string;

    expect((await call(server.url, 'POST', `/api/admin/newsletter/issues/${id}/test`, { token: admin })).status).toBe(202);
    const test = await smtp.waitFor((m) => m.to.includes(ADMIN.email) && m.subject === `[Test] Issue ${stamp}`);
    expect(test.html).toContain('<strong>news</strong>');
    expect(test.html).not.toContain('<script>');

    expect((await call(server.url, 'POST', `/api/admin/newsletter/issues/${id}/send`, { token: admin })).status).toBe(202);
    await expect.poll(async () => (await call(server.url, 'GET', `/api/admin/newsletter/issues/${id}`, { token: admin })).body.issue.status, { timeout: 10_000 }).toBe('sent');
    const copies = smtp.messages.filter((m) => m.subject === `Issue ${stamp}`);
    expect(copies.flatMap((m) => m.to).filter((to) => to.includes(String(stamp))).sort()).toEqual(readers);
    expect(copies.every((m) => m.headers['list-unsubscribe-post'] === 'List-Unsubscribe=One-Click')).toBe(true);
    // Sent issues stay as sent.
    expect((await call(server.url, 'PUT', `/api/admin/newsletter/issues/${id}`, { token: admin, body: { subject: 'x', body: 'y' } })).status).toBe(409);
  });

  it('exports subscribers as CSV and lets an admin unsubscribe someone', async () => {
    const email = `manual${Date.now()}@example.com`;
    await confirmed(email);
    const csv = await fetch(`${server.url}/api/admin/newsletter/subscribers.csv`, { headers: { authorization: `Bearer ${admin}` } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toMatch(new RegExp(`^${email},confirmed,en,website,`, 'm'));
    const id = (await subscribers()).find((s) => s.email === email)!.id;
    const res = await call(server.url, 'POST', `/api/admin/newsletter/subscribers/${id}/unsubscribe`, { token: admin });
    expect(res.body).toEqual({ id, status: 'unsubscribed' });
  });

  it('keeps every admin endpoint from signed-out visitors (401) and from users, experts and analysts (403)', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/admin/newsletter/subscribers'],
      ['GET', '/api/admin/newsletter/subscribers.csv'],
      ['POST', `/api/admin/newsletter/subscribers/${'a'.repeat(64)}/unsubscribe`],
      ['GET', '/api/admin/newsletter/issues'],
      ['POST', '/api/admin/newsletter/issues'],
      ['POST', '/api/admin/newsletter/preview'],
    ];
    for (const [method, path] of paths) {
      expect((await call(server.url, method, path)).status, path).toBe(401);
      for (const role of ['user', 'expert', 'analyst'] as const) {
        const token = signAccessToken(JWT_SECRET, { sub: `someone-${role}`, role, tier: 'free' });
        expect((await call(server.url, method, path, { token, body: method === 'POST' ? {} : undefined })).status, `${role} ${path}`).toBe(403);
      }
    }
  });
});
