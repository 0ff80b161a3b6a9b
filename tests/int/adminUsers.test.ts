import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { call, newUser, register } from '../support/api.ts';
import { adminLogin, reauth } from '../support/admin.ts';
import { useAdminServer } from '../support/adminServer.ts';
import { openFeed } from '../support/feed.ts';

const ADMIN = { email: 'users-admin@example.com', password: 'admin password for users' };
const ctx = useAdminServer(ADMIN);


const put = (id: string, body: unknown, token = ctx.admin.token) => call(ctx.server.url, 'PUT', `/api/admin/users/${id}`, { token, body });
const list = (qs: string, token = ctx.admin.token) => call(ctx.server.url, 'GET', `/api/admin/users${qs}`, { token });
async function signUp(overrides: Partial<ReturnType<typeof newUser>> = {}) {
  const user = newUser(overrides);
  const { body } = await register(ctx.server.url, user);
  return { ...user, id: body.user.id as string, token: body.tokens.accessToken as string, refreshToken: body.tokens.refreshToken as string };
}
const login = (email: string, password: string) => call(ctx.server.url, 'POST', '/api/auth/login', { body: { email, password } });

function eventsOf(stream: string): { type: string; metadata: Record<string, unknown> }[] {
  const db = new DatabaseSync(join(ctx.server.dataDir, 'events.db'), { readOnly: true });
  try {
    const rows = db.prepare('SELECT type, metadata FROM events WHERE stream = ?').all(stream) as { type: string; metadata: string }[];
    return rows.map((r) => ({ type: r.type, metadata: JSON.parse(r.metadata) }));
  } finally {
    db.close();
  }
}

describe('GET /admin/users', () => {
  it('pages and filters on the server; 401 without a token, 403 for a user', async () => {
    const tag = `pager${Date.now()}`;
    for (let i = 0; i < 3; i++) await signUp({ email: `${tag}.${i}@example.com` });
    const first = await list(`?q=${tag}&limit=2&sort=email`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.body.items.map((u: { email: string }) => u.email)).toEqual([`${tag}.0@example.com`, `${tag}.1@example.com`]);
    expect(first.body.items[0]).toMatchObject({ role: 'user', disabled: false, erased: false, emailVerified: false });
    const second = await list(`?q=${tag}&limit=2&page=2&sort=email`);
    expect(second.body.items.map((u: { email: string }) => u.email)).toEqual([`${tag}.2@example.com`]);

    const admins = await list('?role=admin');
    expect(admins.body.items.map((u: { id: string }) => u.id)).toEqual([ctx.admin.id]);
    expect((await list(`?q=${tag}&verified=true`)).body.total).toBe(0);
    expect((await list(`?q=${tag}&onboarded=false&disabled=false&tier=free`)).body.total).toBe(3);
    expect((await list('?q=.*')).body.total).toBe(0); // q is text, never a pattern

    expect((await call(ctx.server.url, 'GET', '/api/admin/users')).status).toBe(401);
    expect((await list('', (await signUp()).token)).status).toBe(403);
  });

  it('refuses bad queries with the field named', async () => {
    for (const qs of ['?limit=101', '?limit=0', '?page=0', '?sort=password', '?role=wizard', '?verified=yes', '?tier=gold', '?extra=1']) {
      const res = await list(qs);
      expect([qs, res.status, res.body.code]).toEqual([qs, 400, 'VALIDATION_ERROR']);
    }
  });
});

describe('GET /admin/users/{id}', () => {
  it('answers the row, the business profile and the subscription; 404, 400, 401 and 403 otherwise', async () => {
    const target = await signUp();
    const fresh = await call(ctx.server.url, 'GET', `/api/admin/users/${target.id}`, { token: ctx.admin.token });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ success: true, user: { id: target.id, email: target.email, disabled: false }, businessProfile: null, subscription: { tier: 'free' } });
    const profileData = { companyName: 'Nile Trading', country: 'eg', industry: 'trade-distribution', companySize: '1-10', timeline: '0-3m', goals: [], services: [], package: 'starter' };
    expect((await call(ctx.server.url, 'POST', '/api/business-profile/complete-onboarding', { token: target.token, body: { profileData } })).status).toBe(200);
    const onboarded = await call(ctx.server.url, 'GET', `/api/admin/users/${target.id}`, { token: ctx.admin.token });
    expect(onboarded.body.businessProfile).toMatchObject({ companyName: 'Nile Trading', country: 'EG' });

    expect((await call(ctx.server.url, 'GET', `/api/admin/users/${crypto.randomUUID()}`, { token: ctx.admin.token })).status).toBe(404);
    expect((await call(ctx.server.url, 'GET', '/api/admin/users/not-a-uuid', { token: ctx.admin.token })).body.code).toBe('VALIDATION_ERROR');
    expect((await call(ctx.server.url, 'GET', `/api/admin/users/${target.id}`)).status).toBe(401);
    expect((await call(ctx.server.url, 'GET', `/api/admin/users/${target.id}`, { token: target.token })).status).toBe(403);
  });
});

describe('PUT /admin/users/{id}', () => {
  it('changes the display name and tier at once; a role change asks for a re-authentication', async () => {
    const target = await signUp();
    const renamed = await put(target.id, { displayName: 'Renamed By Admin', subscriptionTier: 'professional' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ id: target.id, displayName: 'Renamed By Admin', subscriptionTier: 'professional' });

    expect((await put(target.id, { role: 'analyst' })).body.code).toBe('reauth_required');
    await reauth(ctx.server.url, ctx.admin.token, ADMIN.password);
    const promoted = await put(target.id, { role: 'analyst' });
    expect([promoted.status, promoted.body.user.role]).toEqual([200, 'analyst']);

    // The actor and the IP of each change come from the request, in the event's metadata.
    const changed = eventsOf(`user-${target.id}`).find((e) => e.type === 'UserRoleChanged')!;
    expect(changed.metadata.actor).toEqual({ id: ctx.admin.id, role: 'admin' });
    expect(changed.metadata.ip).toEqual(expect.any(String));
  });

  it('an analyst may change nothing and read no personal data', async () => {
    const analyst = await signUp();
    await reauth(ctx.server.url, ctx.admin.token, ADMIN.password);
    expect((await put(analyst.id, { role: 'analyst' })).status).toBe(200);
    // No token before the second factor, from /auth/login either.
    const first = await login(analyst.email, analyst.password);
    expect(first.body).toMatchObject({ mfaEnrollmentRequired: true, mfaToken: expect.any(String) });
    expect(first.body.tokens).toBeUndefined();
    const token = (await adminLogin(ctx.server.url, { email: analyst.email, password: analyst.password })).tokens.accessToken;
    expect((await call(ctx.server.url, 'GET', '/api/admin/dashboard', { token })).status).toBe(200); // statistics, no personal data
    expect((await list('', token)).status).toBe(403);
    expect((await call(ctx.server.url, 'GET', '/api/admin/projections', { token })).status).toBe(403);
    expect((await put(analyst.id, { displayName: 'Me' }, token)).status).toBe(403);
    expect((await call(ctx.server.url, 'POST', `/api/admin/users/${analyst.id}/erase`, { token })).status).toBe(403);
  });

  it('disabling ends every session at once: socket closed, refresh refused, login 403 ACCOUNT_DISABLED', async () => {
    const target = await signUp();
    const feed = openFeed(ctx.server.url, { auth: { token: target.token } });
    await feed.ready;
    await reauth(ctx.server.url, ctx.admin.token, ADMIN.password);
    const off = await put(target.id, { disabled: true });
    expect([off.status, off.body.user.disabled]).toEqual([200, true]);

    expect(await feed.closed).toEqual({ code: 4401, reason: expect.any(String) });
    expect((await call(ctx.server.url, 'GET', '/api/users/me', { token: target.token })).status).toBe(401);
    expect((await call(ctx.server.url, 'POST', '/api/auth/refresh', { body: { refreshToken: target.refreshToken } })).status).toBe(401);
    const refused = await login(target.email, target.password);
    expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
    expect((await login(target.email, 'not the password at all')).status).toBe(401); // nothing told without the password
    expect((await list(`?q=${encodeURIComponent(target.email)}&disabled=true`)).body.total).toBe(1);

    expect((await put(target.id, { disabled: false })).status).toBe(200);
    expect((await login(target.email, target.password)).status).toBe(200);
  });

  it('a role change ends every session at once, so a demoted analyst loses admin reads (issue 22)', async () => {
    const analyst = await signUp();
    await reauth(ctx.server.url, ctx.admin.token, ADMIN.password);
    expect((await put(analyst.id, { role: 'analyst' })).status).toBe(200);
    const signedIn = await adminLogin(ctx.server.url, { email: analyst.email, password: analyst.password });
    const dashboard = (token: string) => call(ctx.server.url, 'GET', '/api/admin/dashboard', { token });
    expect((await dashboard(signedIn.tokens.accessToken)).status).toBe(200);

    expect((await put(analyst.id, { role: 'user' })).status).toBe(200);
    expect((await dashboard(signedIn.tokens.accessToken)).status).toBe(401);
    expect((await call(ctx.server.url, 'POST', '/api/auth/refresh', { body: { refreshToken: signedIn.tokens.refreshToken } })).status).toBe(401);
    // Signing in again gives a token with the new role.
    const again = await login(analyst.email, analyst.password);
    expect([again.status, again.body.user.role]).toEqual([200, 'user']);
    expect((await dashboard(again.body.tokens.accessToken)).status).toBe(403);
  });

  it('never demotes or disables the last active admin', async () => {
    await reauth(ctx.server.url, ctx.admin.token, ADMIN.password);
    const demote = await put(ctx.admin.id, { role: 'user' });
    expect([demote.status, demote.body.code]).toEqual([409, 'LAST_ADMIN']);
    expect((await put(ctx.admin.id, { disabled: true })).body.code).toBe('LAST_ADMIN');

    // With a second admin, the first may step down; the second then is the last one.
    const second = await signUp();
    expect((await put(second.id, { role: 'admin' })).status).toBe(200);
    // An admin who has not re-authenticated may rename, but not disable.
    const secondToken = (await adminLogin(ctx.server.url, { email: second.email, password: second.password })).tokens.accessToken;
    expect((await put(ctx.admin.id, { disabled: true }, secondToken)).body.code).toBe('reauth_required');
    expect((await put(second.id, { displayName: 'Second Admin' }, secondToken)).status).toBe(200);
    expect((await put(second.id, { disabled: true })).status).toBe(200);
    expect((await put(ctx.admin.id, { role: 'user' })).body.code).toBe('LAST_ADMIN'); // a disabled admin does not count
    expect((await put(second.id, { disabled: false })).status).toBe(200);
    expect((await put(second.id, { role: 'user' })).status).toBe(200);
  });

  it('answers 400 for bad input, 404 for an unknown user, 401 and 403 for the wrong caller', async () => {
    const target = await signUp();
    expect((await put(target.id, {})).status).toBe(400);
    expect((await put(target.id, { role: 'wizard' })).body.fields).toHaveProperty('role');
    expect((await put(target.id, { disabled: 'yes' })).body.fields).toHaveProperty('disabled');
    expect((await put(target.id, { email: 'x@example.com' })).status).toBe(400);
    expect((await put('not-a-uuid', { displayName: 'X' })).status).toBe(400);
    expect((await put('00000000-0000-4000-8000-000000000000', { displayName: 'X' })).status).toBe(404);
    expect((await call(ctx.server.url, 'PUT', `/api/admin/users/${target.id}`, { body: { displayName: 'X' } })).status).toBe(401);
    expect((await put(target.id, { displayName: 'X' }, target.token)).status).toBe(403);
  });
});
