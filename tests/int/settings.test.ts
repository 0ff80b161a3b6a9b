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

const signUp = async () => {
  const user = newUser();
  const { body } = await register(server.url, user);
  return { user, token: body.tokens.accessToken as string, refreshToken: body.tokens.refreshToken as string };
};
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  call(server.url, 'POST', '/api/settings/security/password', { token, body: { currentPassword, newPassword } });

describe('settings: re-authentication and password change', () => {
  it('answers 403 reauth_required without a recent re-authentication', async () => {
    const { user, token } = await signUp();
    const res = await changePassword(token, user.password, 'a brand new passphrase');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'reauth_required', error: expect.any(String) });
  });

  it('re-authenticates with the password; a wrong one is a 400 that keeps the session', async () => {
    const { user, token } = await signUp();
    const wrong = await call(server.url, 'POST', '/api/settings/reauth', { token, body: { password: 'not my password' } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'INVALID_PASSWORD']);
    const ok = await call(server.url, 'POST', '/api/settings/reauth', { token, body: { password: user.password } });
    expect(ok.status).toBe(200);
    expect(Date.parse(ok.body.reauthenticatedUntil) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect((await call(server.url, 'POST', '/api/settings/reauth', { body: { password: user.password } })).status).toBe(401);
  });

  it('changes the password after re-authentication, answers {tokens, message} and signs out other sessions', async () => {
    const { user, token, refreshToken } = await signUp();
    const otherDevice = await call(server.url, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    await call(server.url, 'POST', '/api/settings/reauth', { token, body: { password: user.password } });
    const res = await changePassword(token, user.password, 'a brand new passphrase');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) }, message: expect.any(String) });

    expect((await call(server.url, 'GET', '/api/users/me', { token: res.body.tokens.accessToken })).status).toBe(200);
    expect((await call(server.url, 'GET', '/api/users/me', { token: otherDevice.body.tokens.accessToken })).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken } })).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/auth/login', { body: { email: user.email, password: 'a brand new passphrase' } })).status).toBe(200);
    // The re-authentication was spent by the change.
    expect((await changePassword(res.body.tokens.accessToken, 'a brand new passphrase', 'a third passphrase here')).body.code).toBe('reauth_required');
  });

  it('refuses a wrong current password and a weak new one', async () => {
    const { user, token } = await signUp();
    await call(server.url, 'POST', '/api/settings/reauth', { token, body: { password: user.password } });
    expect((await changePassword(token, 'not my password', 'a brand new passphrase')).body.code).toBe('INVALID_PASSWORD');
    expect((await changePassword(token, user.password, '1qaz2wsx3edc')).body.fields.newPassword).toMatch(/too common/);
  });
});

describe('settings: sign-in connections', () => {
  it('lists the connections of a password account', async () => {
    const { token } = await signUp();
    const res = await call(server.url, 'GET', '/api/settings/oauth', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      hasPassword: true,
      connections: [
        { provider: 'google', connected: false, picture: null, canDisconnect: false },
        { provider: 'linkedin', connected: false, picture: null, canDisconnect: false },
      ],
    });
    expect((await call(server.url, 'GET', '/api/settings/oauth')).status).toBe(401);
  });

  it('refuses an unknown provider and treats disconnecting an unconnected one as done', async () => {
    const { token } = await signUp();
    expect((await call(server.url, 'DELETE', '/api/settings/oauth/facebook', { token })).status).toBe(400);
    expect((await call(server.url, 'DELETE', '/api/settings/oauth/google', { token })).status).toBe(200);
  });
  it('reports unconfigured providers and refuses to start their sign-in', async () => {
    expect((await call(server.url, 'GET', '/api/auth/providers')).body.providers).toEqual({ google: false, linkedin: false });
    const res = await call(server.url, 'GET', '/api/auth/google');
    expect([res.status, res.body.code]).toEqual([404, 'PROVIDER_NOT_CONFIGURED']);
  });
});
