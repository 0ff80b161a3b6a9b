import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register } from '../support/api.ts';

/**
 * Evidence for OWASP ASVS 4.0.3 requirements that no feature test covers on its own; docs/ASVS.md
 * names each test beside its requirement ids.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await server?.stop();
});

describe('ASVS evidence', () => {
  it('V8.1.1, V8.2.1, V14: API answers are never cached and carry the security headers', async () => {
    const { body } = await register(server.url);
    const res = await call(server.url, 'GET', '/api/users/me', { token: body.tokens.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('V8.1.1: a refusal made before any route (a body that is not JSON, or broken JSON) is not cached either', async () => {
    const notJson = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a' });
    expect([notJson.status, notJson.headers.get('cache-control')]).toEqual([415, 'no-store']);
    const broken = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect([broken.status, broken.headers.get('cache-control')]).toEqual([400, 'no-store']);
  });

  it('V5.1.1: a repeated query parameter is a 400 naming it, not a silent pick of one value', async () => {
    const repeated = await call(server.url, 'GET', '/api/articles?q=a&q=b');
    expect([repeated.status, repeated.body.code, Object.keys(repeated.body.fields)]).toEqual([400, 'VALIDATION_ERROR', ['q']]);
    const pages = await call(server.url, 'GET', '/api/articles?pageSize=1&pageSize=50');
    expect([pages.status, Object.keys(pages.body.fields)]).toEqual([400, ['pageSize']]);
    expect((await call(server.url, 'GET', '/api/articles?q=a')).status).toBe(200);
  });

  it('V5.3.1, V5.3.2: names in other scripts and with apostrophes come back as they were given', async () => {
    const { body } = await register(server.url, newUser({ firstName: 'ねこ', lastName: "O'Hara" }));
    const me = await call(server.url, 'GET', '/api/users/me', { token: body.tokens.accessToken });
    expect(me.body.user).toMatchObject({ firstName: 'ねこ', lastName: "O'Hara", displayName: "ねこ O'Hara" });
  });

  it('V2.1.3, V2.1.4: a long Unicode password is kept whole: one differing last character is refused', async () => {
    const password = `${'كلمة سر 😀 '.repeat(9)}end`;
    const user = newUser({ password });
    expect((await register(server.url, user)).status).toBe(201);
    const login = (p: string) => call(server.url, 'POST', '/api/auth/login', { body: { email: user.email, password: p } });
    expect((await login(password)).status).toBe(200);
    expect((await login(`${password.slice(0, -1)}x`)).status).toBe(401);
  });

  it('V13.2.1: a method a route does not offer is a 404 in JSON, and changes nothing', async () => {
    const { body } = await register(server.url);
    const token = body.tokens.accessToken as string;
    for (const method of ['DELETE', 'PATCH', 'POST']) {
      const res = await call(server.url, method, '/api/users/me', { token, body: {} });
      expect([method, res.status, res.body.code]).toEqual([method, 404, 'NOT_FOUND']);
    }
    expect((await call(server.url, 'GET', '/api/users/me', { token })).status).toBe(200);
  });

  it('V7.2.1, V7.2.2: a refused sign-in and a refused access are logged with who and from where, as pseudonyms', async () => {
    const user = newUser();
    const { body } = await register(server.url, user);
    const wrong = await call(server.url, 'POST', '/api/auth/login', { body: { email: user.email, password: 'not the password at all' } });
    expect(wrong.status).toBe(401);
    const forbidden = await call(server.url, 'GET', '/api/admin/users', { token: body.tokens.accessToken });
    expect(forbidden.status).toBe(403);
    const refusals = () => server.logs().split('\n').filter((l) => l.includes('"request refused"')).map((l) => JSON.parse(l) as Record<string, unknown>);
    await expect.poll(() => refusals().find((l) => l.reqId === forbidden.headers.get('x-request-id'))).toMatchObject({ code: 'FORBIDDEN', sub: body.user.id, client: expect.any(String) });
    expect(refusals().find((l) => l.reqId === wrong.headers.get('x-request-id'))).toMatchObject({ code: 'INVALID_CREDENTIALS', account: expect.stringMatching(/^[0-9a-f]{16}$/), client: expect.any(String) });
    expect(server.logs()).not.toContain(user.email);
  });
});
