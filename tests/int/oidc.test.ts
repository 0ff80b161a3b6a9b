import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { startOidc, oidcRoundTrip } from '../support/oidc.ts';
import { call, newUser, register } from '../support/api.ts';
import { storedEvents } from '../support/adminServer.ts';

let server: TestServer;
let oidc: Awaited<ReturnType<typeof startOidc>>;
beforeAll(async () => {
  oidc = await startOidc();
  server = await startServer({
    RATE_LIMITS: 'off',
    GOOGLE_CLIENT_ID: 'bawaba-google',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: oidc.issuer,
    LINKEDIN_CLIENT_ID: 'bawaba-linkedin',
    LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
    LINKEDIN_ISSUER: oidc.issuer,
  });
});
afterAll(async () => {
  await server?.stop();
  await oidc?.close();
});

let n = 0;
const identity = () => ({ sub: `sub-${Date.now()}-${++n}`, email: `oidc${Date.now()}${n}@example.com`, picture: 'https://img.example.com/p.png' });
const exchange = (code: string) => call(server.url, 'POST', '/api/auth/oauth/exchange', { body: { code } });
const signIn = async (provider: 'google' | 'linkedin') => oidcRoundTrip(server.url, { path: `/api/auth/${provider}` });

describe('Google and LinkedIn sign-in', () => {
  it('tells the web which providers are configured', async () => {
    expect((await call(server.url, 'GET', '/api/auth/providers')).body).toEqual({ success: true, providers: { google: true, linkedin: true } });
  });

  it('signs a new user up with Google: redirect with a one-time code, exchanged once for {user, tokens}', async () => {
    const who = identity();
    oidc.signInAs(who);
    const back = await signIn('google');
    expect(back.pathname).toBe('/auth-success');
    expect(back.searchParams.has('accessToken')).toBe(false);
    const code = back.searchParams.get('code')!;
    const res = await exchange(code);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: who.email, emailVerified: true, googleId: who.sub, google_picture: who.picture, signInMethods: ['google'] });
    expect(res.body.tokens).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect((await exchange(code)).body.code).toBe('INVALID_HANDOFF');

    oidc.signInAs(who);
    const again = await exchange((await signIn('google')).searchParams.get('code')!);
    expect(again.body.user.id).toBe(res.body.user.id);
  });

  it('deletes a provider-only account on a fresh sign-in; the same Google account then signs up anew', async () => {
    const who = identity();
    oidc.signInAs(who);
    const first = await exchange((await signIn('google')).searchParams.get('code')!);
    const token = first.body.tokens.accessToken;
    const wrongBody = await call(server.url, 'POST', '/api/settings/delete-account', { token, body: { password: 42 } });
    expect(wrongBody.status).toBe(400);
    const deleted = await call(server.url, 'POST', '/api/settings/delete-account', { token, body: {} });
    expect(deleted.status).toBe(200);
    expect((await call(server.url, 'GET', '/api/users/me', { token })).status).toBe(401);

    oidc.signInAs(who);
    const again = await exchange((await signIn('google')).searchParams.get('code')!);
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ email: who.email, googleId: who.sub });
    expect(again.body.user.id).not.toBe(first.body.user.id);
  });

  it('returns LinkedIn sign-ins through /auth/linkedin/callback', async () => {
    oidc.signInAs(identity());
    const back = await signIn('linkedin');
    expect(back.pathname).toBe('/auth/linkedin/callback');
    expect((await exchange(back.searchParams.get('code')!)).body.user.linkedinId).toMatch(/^sub-/);
  });

  it('never links a provider silently to a password account: ACCOUNT_EXISTS with existingMethods', async () => {
    const user = newUser();
    await register(server.url, user);
    oidc.signInAs({ ...identity(), email: user.email });
    const back = await signIn('google');
    expect(back.pathname).toBe('/auth-success');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'ACCOUNT_EXISTS', existingMethods: 'password' });
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('links from settings while signed in, then signs in with it; the last method cannot be removed', async () => {
    const user = newUser();
    const { body } = await register(server.url, user);
    const token = body.tokens.accessToken;
    const who = identity(); // a different email than the account's
    oidc.signInAs(who);
    const back = await oidcRoundTrip(server.url, { path: '/api/settings/oauth/google/link', token, method: 'POST' });
    expect(back.pathname).toBe('/settings');
    expect(back.searchParams.get('connected')).toBe('google');
    const list = await call(server.url, 'GET', '/api/settings/oauth', { token });
    expect(list.body.connections[0]).toEqual({ provider: 'google', connected: true, picture: who.picture, canDisconnect: true });

    oidc.signInAs(who);
    const signedIn = await exchange((await signIn('google')).searchParams.get('code')!);
    expect(signedIn.body.user.id).toBe(body.user.id);

    expect((await call(server.url, 'DELETE', '/api/settings/oauth/google', { token })).status).toBe(200);
    expect((await call(server.url, 'GET', '/api/users/me', { token })).body.user.googleId).toBeNull();

    oidc.signInAs(identity());
    const only = await exchange((await signIn('google')).searchParams.get('code')!);
    const refused = await call(server.url, 'DELETE', '/api/settings/oauth/google', { token: only.body.tokens.accessToken });
    expect([refused.status, refused.body.code]).toEqual([409, 'LAST_SIGN_IN_METHOD']);
  });

  it('tells the account holder once of a connected and once of a disconnected provider, not of a sign-in with it (ASVS 2.2.3)', async () => {
    const { body } = await register(server.url, newUser());
    const token = body.tokens.accessToken;
    const notices = () =>
      storedEvents(server.dataDir, `user-${body.user.id}`).filter((e) => e.type === 'MailRequested' && e.data.template === 'credentials-changed');
    const who = identity();
    oidc.signInAs(who);
    await oidcRoundTrip(server.url, { path: '/api/settings/oauth/linkedin/link', token, method: 'POST' });
    expect(notices()).toHaveLength(1);
    oidc.signInAs(who);
    expect((await exchange((await signIn('linkedin')).searchParams.get('code')!)).body.user.id).toBe(body.user.id);
    expect(notices()).toHaveLength(1);
    expect((await call(server.url, 'DELETE', '/api/settings/oauth/linkedin', { token })).status).toBe(200);
    expect(notices()).toHaveLength(2);
  });

  it('refuses a callback without the flow cookie, with a wrong state, or an unverified email', async () => {
    const noCookie = await fetch(`${server.url}/api/auth/google/callback?code=x&state=y`, { redirect: 'manual' });
    expect(new URL(noCookie.headers.get('location')!).searchParams.get('error')).toBe('OIDC_FLOW_EXPIRED');

    const start = await fetch(`${server.url}/api/auth/google`, { redirect: 'manual' });
    const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
    const wrongState = await fetch(`${server.url}/api/auth/google/callback?code=x&state=forged`, { redirect: 'manual', headers: { cookie } });
    expect(new URL(wrongState.headers.get('location')!).searchParams.get('error')).toBe('OIDC_FAILED');

    oidc.signInAs({ ...identity(), email_verified: false });
    expect((await signIn('google')).searchParams.get('error')).toBe('EMAIL_NOT_VERIFIED');
    expect((await exchange('not-a-code')).status).toBe(400);
  });
});
