import { describe, it, expect, afterEach } from 'vitest';
import express from 'express';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { useRequestLog } from '../../../api/http/requestLog.ts';
import { HttpError, createErrorHandler } from '../../../api/http/errors.ts';
import { refusalLog } from '../../../api/http/refusals.ts';
import { signAccessToken } from '../../../infra/security/tokens.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** OWASP ASVS 4.0.3 V7.4.1-V7.4.3 (docs/ASVS.md): the one last-resort handler every API error reaches. */
describe('errorHandler', () => {
  it('answers an unexpected error, thrown or rejected, with a generic 500 and the request id; the detail goes to the log only', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = express();
    useRequestLog(app, pino({ level: 'info' }, sink));
    app.get('/thrown', () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:27017 (internal detail)');
    });
    app.get('/rejected', async () => {
      await Promise.reject(new TypeError("Cannot read properties of undefined (reading 'internalField')"));
    });
    app.use(createErrorHandler());
    await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
    const { port } = server!.address() as { port: number };

    for (const path of ['/thrown', '/rejected']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      const text = await res.text();
      expect(res.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ error: 'Internal Server Error', code: 'INTERNAL' });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // The same id is in the log line that holds the detail, so support can find it.
      await expect.poll(() => lines.some((l) => l.includes(res.headers.get('x-request-id')!) && /10.0.0.5:27017|internalField/.test(l))).toBe(true);
    }
  });

  it('logs a refused request (401, 403, 429, a failed code or password check) with its code, the token\'s subject and keyed hashes of the address and the email tried, never them in plaintext', async () => {
    const secret = 'a test secret of at least thirty-two characters';
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
    const app = express();
    useRequestLog(app, pino({ level: 'warn' }, sink));
    app.use(express.json());
    app.post('/login', () => {
      throw new HttpError('INVALID_CREDENTIALS', 'Invalid email or password');
    });
    app.get('/admin', () => {
      throw new HttpError('FORBIDDEN', 'You do not have access to this resource');
    });
    app.get('/bad', () => {
      throw new HttpError('VALIDATION_ERROR', 'Please check the highlighted fields');
    });
    app.post('/mfa', () => {
      throw new HttpError('MFA_CODE_REUSED', 'This code has already been used. Wait for the next code.');
    });
    app.use(createErrorHandler(refusalLog(secret)));
    await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
    const { port } = server!.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const login = (email: string) => fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'guess' }) });

    const first = await login('Victim@Example.com');
    await login('victim@example.com ');
    await login('someone.else@example.com');
    const token = signAccessToken(secret, { sub: 'user-42', role: 'user', tier: 'free' });
    await fetch(`${base}/admin`, { headers: { authorization: `Bearer ${token}` } });
    await fetch(`${base}/bad`);
    await fetch(`${base}/mfa`, { method: 'POST' });
    await expect.poll(() => lines.length).toBe(5);

    const [a, b, c, forbidden, reused] = lines as Record<string, string | number>[];
    expect(a).toMatchObject({ level: 40, msg: 'request refused', statusCode: 401, code: 'INVALID_CREDENTIALS', method: 'POST', reqId: first.headers.get('x-request-id') });
    // One account and one address give one pseudonym each, whatever the letter case or spaces.
    expect(a!.account).toMatch(/^[0-9a-f]{16}$/);
    expect(b!.account).toBe(a!.account);
    expect(c!.account).not.toBe(a!.account);
    expect(a!.client).toMatch(/^[0-9a-f]{16}$/);
    expect(c!.client).toBe(a!.client);
    expect(forbidden).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', sub: 'user-42' });
    // A replayed second-factor code is a 400, and still a failed proof of identity (ASVS V2.8.5 asks for it logged).
    expect(reused).toMatchObject({ statusCode: 400, code: 'MFA_CODE_REUSED', client: expect.any(String) });
    expect(JSON.stringify(lines)).not.toMatch(/victim|example\.com|127\.0\.0\.1|guess/i);
  });
});
