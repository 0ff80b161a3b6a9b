import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { eventually } from '../support/eventually.ts';
import { call, newUser, register } from '../support/api.ts';
import { adminLogin, reauth } from '../support/admin.ts';
import { openFeed } from '../support/feed.ts';

const ADMIN = { email: 'feed.admin@example.com', password: 'admin password for the feed' };
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await server?.stop();
});

const rename = (token: string, displayName: string) => call(server.url, 'PUT', '/api/users/profile', { token, body: { displayName } });

describe('/ws live feed: routing by audience', () => {
  it("pushes user A's update to A and never to B; an admin sees both", async () => {
    const a = (await register(server.url)).body;
    const b = (await register(server.url)).body;
    const admin = await adminLogin(server.url, ADMIN);
    const feedA = openFeed(server.url, { path: `/ws?token=${a.tokens.accessToken}` });
    const feedB = openFeed(server.url, { auth: { token: b.tokens.accessToken } });
    const feedAdmin = openFeed(server.url, { auth: { token: admin.tokens.accessToken } });
    await Promise.all([feedA.ready, feedB.ready, feedAdmin.ready]);

    await rename(a.tokens.accessToken, 'Alpha');
    await eventually(() => expect(feedA.changes()).toHaveLength(1));
    expect(feedA.changes()[0]).toEqual({
      type: 'user.updated',
      id: a.user.id,
      data: expect.objectContaining({ id: a.user.id, displayName: 'Alpha', business_info_completed: false }),
      pos: expect.stringMatching(/^\d+:\d+$/),
    });
    const me = await call(server.url, 'GET', '/api/users/me', { token: a.tokens.accessToken });
    expect(feedA.changes()[0]!.data).toEqual(me.body.user);

    await rename(b.tokens.accessToken, 'Bravo');
    await eventually(() => expect(feedB.changes()).toHaveLength(1));
    await eventually(() => expect(feedAdmin.changes().map((f) => f.data.displayName)).toEqual(['Alpha', 'Bravo']));
    // B's update has reached B and the admin, so A has had every chance to receive it too.
    expect(feedA.changes().map((m) => m.id)).toEqual([a.user.id]);
    expect(feedB.changes().map((m) => m.id)).toEqual([b.user.id]);
    expect(feedAdmin.changes().map((m) => m.id)).toEqual([a.user.id, b.user.id]);
    expect(feedAdmin.changes()[0]!.pos).toBe(feedA.changes()[0]!.pos);
    await Promise.all([feedA.close(), feedB.close(), feedAdmin.close()]);
  });

  it('closes a connection that does not authenticate, or authenticates badly', async () => {
    const bad = openFeed(server.url, { path: '/ws?token=garbage' });
    expect((await bad.closed).code).toBe(4401);
    const notJson = openFeed(server.url);
    notJson.socket.on('open', () => notJson.socket.send('hello'));
    expect((await notJson.closed).code).toBe(4400);
    const { body } = await register(server.url);
    const badSince = openFeed(server.url, { path: `/ws?token=${body.tokens.accessToken}&since=yesterday` });
    expect(await badSince.closed).toEqual({ code: 4400, reason: expect.stringContaining('since') });
  });
});

describe('/ws live feed: limits', () => {
  it('an 11th socket of one user closes the oldest with 4409, and the other ten stay open', async () => {
    const { body } = await register(server.url);
    const feeds = [];
    for (let i = 0; i < 10; i++) {
      const feed = openFeed(server.url, { auth: { token: body.tokens.accessToken } });
      await feed.ready;
      feeds.push(feed);
    }
    const eleventh = openFeed(server.url, { auth: { token: body.tokens.accessToken } });
    await eleventh.ready;
    expect(await feeds[0]!.closed).toEqual({ code: 4409, reason: expect.stringContaining('Too many open connections') });

    await rename(body.tokens.accessToken, 'Eleven');
    const open = [...feeds.slice(1), eleventh];
    await eventually(() => open.forEach((f) => expect(f.changes()).toHaveLength(1)));
    expect(feeds[0]!.changes()).toHaveLength(0);
    await Promise.all(open.map((f) => f.close()));
  });

  it("refuses a foreign Origin at the handshake, and accepts the app's own origin or none", async () => {
    const { body } = await register(server.url);
    const path = `/ws?token=${body.tokens.accessToken}`;
    const foreign = openFeed(server.url, { path, origin: 'https://evil.example' });
    expect(await foreign.refused).toBe(403);
    const lookalike = openFeed(server.url, { path, origin: `${server.url}.evil.example` });
    expect(await lookalike.refused).toBe(403);
    const own = openFeed(server.url, { path, origin: server.url });
    const none = openFeed(server.url, { path });
    await Promise.all([own.ready, none.ready]);
    await Promise.all([own.close(), none.close()]);
  });

  it('refuses an unknown path at the handshake', async () => {
    expect(await openFeed(server.url, { path: '/not-ws' }).refused).toBe(404);
  });
});

describe('/ws live feed: sessions', () => {
  it("signing out one device closes that device's socket only", async () => {
    const who = newUser();
    const first = (await register(server.url, who)).body;
    const second = (await call(server.url, 'POST', '/api/auth/login', { body: { email: who.email, password: who.password } })).body;
    const feedFirst = openFeed(server.url, { auth: { token: first.tokens.accessToken } });
    const feedSecond = openFeed(server.url, { auth: { token: second.tokens.accessToken } });
    await Promise.all([feedFirst.ready, feedSecond.ready]);

    const out = await call(server.url, 'POST', '/api/auth/logout', { token: second.tokens.accessToken, body: { refreshToken: second.tokens.refreshToken } });
    expect(out.status).toBe(200);
    expect(await feedSecond.closed).toEqual({ code: 4401, reason: 'Session ended' });
    // The first device still gets its changes.
    await rename(first.tokens.accessToken, 'Still here');
    await eventually(() => expect(feedFirst.changes().map((f) => f.data.displayName)).toEqual(['Still here']));
    await feedFirst.close();
  });

  it('a role change closes the socket saying so, so the app can ask for a new sign-in with the reason', async () => {
    const who = (await register(server.url)).body;
    const feed = openFeed(server.url, { auth: { token: who.tokens.accessToken } });
    await feed.ready;
    const admin = await adminLogin(server.url, ADMIN);
    await reauth(server.url, admin.tokens.accessToken, ADMIN.password);
    const changed = await call(server.url, 'PUT', `/api/admin/users/${who.user.id}`, { token: admin.tokens.accessToken, body: { role: 'expert' } });
    expect(changed.status).toBe(200);
    expect(await feed.closed).toEqual({ code: 4401, reason: 'Role changed' });
  });

  it('deleting the account closes every socket of the user, and a revoked token cannot reconnect', async () => {
    const who = newUser();
    const { tokens } = (await register(server.url, who)).body;
    const feeds = [openFeed(server.url, { auth: { token: tokens.accessToken } }), openFeed(server.url, { auth: { token: tokens.accessToken } })];
    await Promise.all(feeds.map((f) => f.ready));
    const res = await call(server.url, 'POST', '/api/settings/delete-account', { token: tokens.accessToken, body: { password: who.password } });
    expect(res.status).toBe(200);
    for (const feed of feeds) expect((await feed.closed).code).toBe(4401);
    const again = openFeed(server.url, { auth: { token: tokens.accessToken } });
    expect(await again.closed).toEqual({ code: 4401, reason: 'This session has ended' });
  });
});
