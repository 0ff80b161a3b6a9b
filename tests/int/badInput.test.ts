import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser } from '../support/api.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const post = (body: Parameters<typeof call>[3]) => call(server.url, 'POST', '/api/auth/register', body);

describe('bad input gets a clear 4xx, never a 500', () => {
  it('malformed JSON is 400 INVALID_JSON', async () => {
    const r = await post({ raw: '{"email": ' });
    expect([r.status, r.body.code]).toEqual([400, 'INVALID_JSON']);
  });

  it('a body over 1 MB is 413 PAYLOAD_TOO_LARGE', async () => {
    const r = await post({ raw: JSON.stringify({ ...newUser(), firstName: 'x'.repeat(1_100_000) }) });
    expect([r.status, r.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('a body that is not JSON is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const r = await post({ raw: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([r.status, r.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('unknown fields are 400 VALIDATION_ERROR naming them, so a client cannot choose its role', async () => {
    const r = await post({ body: { ...newUser(), role: 'admin', subscriptionTier: 'enterprise' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { role: 'Unknown field', subscriptionTier: 'Unknown field' } });
  });

  it('a Mongo operator smuggled into a value is a validation error', async () => {
    const r = await post({ body: { ...newUser(), email: { $ne: null } } });
    expect(r.status).toBe(400);
    expect(r.body.fields.email).toBe('Email must be text');
  });

  it('missing and malformed fields are each named', async () => {
    const r = await post({ body: { email: 'not-an-email', password: 'short' } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(r.body.error).toEqual(expect.any(String));
  });

  it('an unknown API path is 404 NOT_FOUND in JSON', async () => {
    const r = await call(server.url, 'GET', '/api/nope');
    expect([r.status, r.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('the server is still healthy after all of that', async () => {
    expect((await call(server.url, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
    expect(server.logs()).not.toMatch(/correct horse|"password"/);
  });
});

describe('rate limits', () => {
  it('answer 429 RATE_LIMITED with Retry-After once an email is tried too often', async () => {
    const user = newUser();
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await post({ body: user }));
    const limited = results.at(-1)!;
    expect(results[0]!.status).toBe(201);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keep 100 concurrent signups for one email to one account, the rest 409 or 429', async () => {
    const user = newUser();
    const results = await Promise.all(Array.from({ length: 100 }, () => post({ body: user })));
    expect(results.filter((r) => r.status === 201).length).toBeLessThanOrEqual(1);
    expect(results.every((r) => [201, 409, 429].includes(r.status))).toBe(true);
  });
});
