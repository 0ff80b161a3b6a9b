import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register } from '../support/api.ts';
import { adminLogin, completeSecondFactor } from '../support/admin.ts';

const ADMIN = { email: 'root@example.com', password: 'admin password for tests' };
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await server?.stop();
});

const login = (email: string, password: string, path = '/api/auth/login') => call(server.url, 'POST', path, { body: { email, password } });
const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

describe('login', () => {
  it('answers {user, tokens} from the event store, with sub, role, tier, sid and a 15-minute exp', async () => {
    const user = newUser();
    await register(server.url, user);
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { email: user.email, role: 'user' }, tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) } });
    const claims = decode(res.body.tokens.accessToken);
    expect(claims).toMatchObject({ sub: res.body.user.id, role: 'user', tier: 'free', sid: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  // That both cost one argon2 verification is shown in tests/unit/commands/login.test.ts, not timed here.
  it('gives an unknown email and a wrong password the same 401', async () => {
    const user = newUser();
    await register(server.url, user);
    const wrong = await login(user.email, 'not the password at all');
    const unknown = await login(`nobody-${Date.now()}@example.com`, 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ error: 'The email or password is not correct', code: 'INVALID_CREDENTIALS' });
  });

  it('validates input', async () => {
    const res = await call(server.url, 'POST', '/api/auth/login', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ email: expect.any(String), password: 'Password is required' });
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token; presenting a rotated one revokes the whole family', async () => {
    const { body } = await register(server.url);
    const first = body.tokens.refreshToken;
    const r1 = await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken: first } });
    expect(r1.status).toBe(200);
    expect(r1.body).toEqual({ tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) } });
    const second = r1.body.tokens.refreshToken;
    expect(second).not.toBe(first);

    const reuse = await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken: first } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
    // The family is gone: the newest token and its access token are refused too.
    expect((await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken: second } })).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/users/me', { token: r1.body.tokens.accessToken })).status).toBe(401);
  });

  it('refuses malformed and unknown refresh tokens with 401', async () => {
    for (const refreshToken of ['garbage', 'a.b.c', `${crypto.randomUUID()}.${crypto.randomUUID()}.xxxx`]) {
      const res = await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken } });
      expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
    }
    expect((await call(server.url, 'POST', '/api/auth/refresh', { body: {} })).status).toBe(400);
  });

  it('logout revokes the bearer token’s session: its refresh token and access token stop working', async () => {
    const { body } = await register(server.url);
    const { accessToken, refreshToken } = body.tokens;
    const out = await call(server.url, 'POST', '/api/auth/logout', { token: accessToken });
    expect(out.status).toBe(200);
    expect((await call(server.url, 'GET', '/api/users/me', { token: accessToken })).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken } })).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/auth/logout', { token: accessToken })).status).toBe(200);
  });

  it('logout accepts a refresh token in the body, and only a genuine one', async () => {
    const { body } = await register(server.url);
    const forged = body.tokens.refreshToken.replace(/.{4}$/, 'AAAA');
    await call(server.url, 'POST', '/api/auth/logout', { body: { refreshToken: forged } });
    expect((await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken: body.tokens.refreshToken } })).status).toBe(200);

    const other = await register(server.url);
    expect((await call(server.url, 'POST', '/api/auth/logout', { body: { refreshToken: other.body.tokens.refreshToken } })).status).toBe(200);
    expect((await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken: other.body.tokens.refreshToken } })).status).toBe(401);
  });

  it('logout without any token is 401', async () => {
    expect((await call(server.url, 'POST', '/api/auth/logout')).status).toBe(401);
  });
});

describe('admin', () => {
  it('seeds the admin from ADMIN_EMAIL/ADMIN_PASSWORD and admits only admins to /admin/login', async () => {
    const first = await login(ADMIN.email, ADMIN.password, '/api/admin/login');
    expect([first.status, first.body.mfaEnrollmentRequired, first.body.tokens]).toEqual([200, true, undefined]);
    const admin = await completeSecondFactor(server.url, ADMIN.email, first.body);
    expect(admin.status).toBe(200);
    expect(admin.body.user).toMatchObject({ email: ADMIN.email, role: 'admin', emailVerified: true });

    const user = newUser();
    await register(server.url, user);
    const refused = await login(user.email, user.password, '/api/admin/login');
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await login(ADMIN.email, 'wrong password here', '/api/admin/login')).status).toBe(401);
  });

  it('guards every /admin route: 401 without a token, 403 for a user, 200 for an admin', async () => {
    expect((await call(server.url, 'GET', '/api/admin/dashboard')).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/admin/anything-else')).status).toBe(401);
    const { body } = await register(server.url);
    expect((await call(server.url, 'GET', '/api/admin/dashboard', { token: body.tokens.accessToken })).status).toBe(403);
    const admin = await adminLogin(server.url, ADMIN);
    const dash = await call(server.url, 'GET', '/api/admin/dashboard', { token: admin.tokens.accessToken });
    expect(dash.status).toBe(200);
    expect(dash.body.stats).toMatchObject({ users: expect.any(Number), verifiedUsers: expect.any(Number), admins: 1 });
    expect(dash.body.stats.users).toBeGreaterThan(dash.body.stats.verifiedUsers);
  });

  it('seeding is idempotent across a restart', async () => {
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const admin = await adminLogin(server.url, ADMIN);
    const dash = await call(server.url, 'GET', '/api/admin/dashboard', { token: admin.tokens.accessToken });
    expect(dash.body.stats.admins).toBe(1);
  });
});

describe('password policy', () => {
  it('refuses short and common passwords at signup', async () => {
    const short = await register(server.url, newUser({ password: 'short' }));
    expect(short.body.fields.password).toBe('Password must be at least 12 characters');
    const common = await register(server.url, newUser({ password: 'Qwerty123456' }));
    expect(common.status).toBe(400);
    expect(common.body.fields.password).toMatch(/too common/);
  });
});
