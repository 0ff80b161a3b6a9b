import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register } from '../support/api.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await server?.stop();
});

describe('signup slice', () => {
  it('registers, answers the spec shape, and reads the account back right away', async () => {
    const user = newUser({ email: '  Mixed.Case@Example.COM ' });
    const res = await register(server.url, user);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: {
        email: 'mixed.case@example.com',
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: `${user.firstName} ${user.lastName}`,
        emailVerified: false,
        businessInfoCompleted: false,
        subscriptionTier: 'free',
      },
      tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) },
      message: expect.any(String),
      requiresVerification: true,
    });
    expect(res.body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    const me = await call(server.url, 'GET', '/api/users/me', { token: res.body.tokens.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, user: expect.objectContaining({ id: res.body.user.id, business_info_completed: false }) });
  });

  it('answers 409 ACCOUNT_EXISTS to the same email in another letter case', async () => {
    const user = newUser();
    expect((await register(server.url, user)).status).toBe(201);
    const again = await register(server.url, { ...user, email: user.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: expect.any(String),
      message: expect.any(String),
      code: 'ACCOUNT_EXISTS',
      existingMethods: ['password'],
    });
  });

  it('creates exactly one account from 100 concurrent signups with one email', async () => {
    const user = newUser();
    const results = await Promise.all(Array.from({ length: 100 }, () => register(server.url, user)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const winner = results.find((r) => r.status === 201)!;
    const me = await call(server.url, 'GET', '/api/users/me', { token: winner.body.tokens.accessToken });
    expect(me.body.user.email).toBe(user.email);
  });

  it('updates the profile, answers the new state and records nothing for a repeat', async () => {
    const { body } = await register(server.url);
    const token = body.tokens.accessToken;
    const put = await call(server.url, 'PUT', '/api/users/profile', { token, body: { displayName: 'Layla' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ success: true, user: { displayName: 'Layla' } });
    const repeat = await call(server.url, 'PUT', '/api/users/profile', { token, body: { displayName: 'Layla' } });
    expect(repeat.body.user.displayName).toBe('Layla');
    const get = await call(server.url, 'GET', '/api/users/profile', { token });
    expect(get.body).toMatchObject({ success: true, user: { displayName: 'Layla' } });
  });

  it('answers 401 to /users/me without a token, with a bad one, and with a forged one', async () => {
    expect((await call(server.url, 'GET', '/api/users/me')).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/users/me', { token: 'nonsense' })).body.code).toBe('UNAUTHORIZED');
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIiwiZXhwIjo5OTk5OTk5OTk5fQ.c2lnbmF0dXJl';
    expect((await call(server.url, 'GET', '/api/users/me', { token: forged })).status).toBe(401);
  });
});
