import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register } from '../support/api.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'on' });
});
afterAll(async () => {
  await server?.stop();
});

const expect429 = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe('RATE_LIMITED');
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
};

describe('rate limits', () => {
  it('start without a complaint from the limiter (its IPv6 check once logged a stack trace per rule)', () => {
    expect(server.logs()).not.toMatch(/ValidationError|ERR_ERL/);
  });

  it('makes an address wait after 6 wrong passwords for one account, even with the right one (back-off: lockouts.test.ts)', async () => {
    const user = newUser();
    await register(server.url, user);
    const login = (password: string) => call(server.url, 'POST', '/api/auth/login', { body: { email: user.email, password } });
    for (let i = 0; i < 6; i++) expect((await login(`wrong password ${i}`)).status).toBe(401);
    expect429(await login('wrong password 7'));
    expect429(await login(user.password));
  });

  it('does not count successful sign-ins against the account', async () => {
    const user = newUser();
    await register(server.url, user);
    for (let i = 0; i < 12; i++) expect((await call(server.url, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
  });

  it('limits resend, forgot-password and verify per email', async () => {
    const user = newUser();
    await register(server.url, user);
    const email = user.email;
    const hit = (path: string, body: object, times: number) =>
      Promise.all(Array.from({ length: times }, () => call(server.url, 'POST', path, { body })));
    expect429((await hit('/api/auth/resend-verification-code', { email }, 4)).at(-1)!);
    expect429((await hit('/api/auth/forgot-password', { email }, 4)).at(-1)!);
    const verifies = await hit('/api/auth/verify-email-code', { email, code: '000000' }, 11);
    expect(verifies.filter((r) => r.status === 429).length).toBeGreaterThan(0);
  });

  it('limits re-authentication per account', async () => {
    const { body } = await register(server.url);
    const token = body.tokens.accessToken;
    const attempts = [];
    for (let i = 0; i < 6; i++) attempts.push(await call(server.url, 'POST', '/api/settings/reauth', { token, body: { password: 'wrong password' } }));
    expect(attempts.slice(0, 5).every((r) => r.status === 400)).toBe(true);
    expect429(attempts[5]!);
  });
  // Last: it spends this IP's registration allowance.
  it('limits registration per email: 100 concurrent signups make one account, the rest 409 or 429', async () => {
    const user = newUser();
    const results = await Promise.all(Array.from({ length: 100 }, () => register(server.url, user)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => [201, 409, 429].includes(s))).toBe(true);
    expect(statuses).toContain(429);
  });

});
