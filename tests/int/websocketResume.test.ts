import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { startServer, type TestServer } from '../support/server.ts';
import { eventually } from '../support/eventually.ts';
import { call, register, type Json } from '../support/api.ts';
import { adminLogin } from '../support/admin.ts';
import { comparePos, openFeed } from '../support/feed.ts';

const ADMIN = { email: 'resume.admin@example.com', password: 'admin password for resume' };
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await server?.stop();
});

async function rename(token: string, displayName: string) {
  const res = await call(server.url, 'PUT', '/api/users/profile', { token, body: { displayName } });
  expect(res.status).toBe(200);
}

const positions = (frames: Json[]) => frames.map((f) => f.pos as string);
const ascending = (list: string[]) => list.every((p, i) => i === 0 || comparePos(list[i - 1]!, p) < 0);

describe('/ws resume with since', () => {
  it('replays exactly the three changes missed, in order, then live ones; never another user’s', async () => {
    const a = (await register(server.url)).body;
    const b = (await register(server.url)).body;
    const first = openFeed(server.url, { auth: { token: a.tokens.accessToken } });
    await first.ready;
    await rename(a.tokens.accessToken, 'Seen');
    await eventually(() => expect(first.changes()).toHaveLength(1));
    const since = first.changes()[0]!.pos as string;
    await first.close();

    for (const name of ['Missed 1', 'Missed 2', 'Missed 3']) {
      await rename(a.tokens.accessToken, name);
      await rename(b.tokens.accessToken, `B ${name}`);
    }

    const second = openFeed(server.url, { path: `/ws?token=${a.tokens.accessToken}&since=${since}` });
    const ready = await second.ready;
    const replayed = second.frames.slice(0, -1);
    expect(replayed.map((f) => [f.type, f.id])).toEqual([
      ['user.updated', a.user.id],
      ['user.updated', a.user.id],
      ['user.updated', a.user.id],
    ]);
    expect(ascending([since, ...positions(replayed), ready.pos])).toBe(true);
    // Replayed frames carry the document as it is now.
    expect(replayed.at(-1)!.data.displayName).toBe('Missed 3');

    await rename(a.tokens.accessToken, 'Live');
    await eventually(() => expect(second.changes()).toHaveLength(4));
    expect(second.changes()[3]!.data.displayName).toBe('Live');
    expect(ascending(positions(second.changes()))).toBe(true);

    // Resuming from where the feed said it stood replays nothing.
    const last = second.changes()[3]!.pos as string;
    await second.close();
    const third = openFeed(server.url, { auth: { token: a.tokens.accessToken, since: last } });
    await third.ready;
    await rename(a.tokens.accessToken, 'After');
    await eventually(() => expect(third.changes().map((f) => f.data.displayName)).toEqual(['After']));
    await third.close();
  });

  it('hands over from replay to live with no gap and no duplicate while changes keep coming', async () => {
    const a = (await register(server.url)).body;
    const first = openFeed(server.url, { auth: { token: a.tokens.accessToken } });
    const since = (await first.ready).pos as string;
    await first.close();
    for (let i = 0; i < 5; i++) await rename(a.tokens.accessToken, `Before ${i}`);

    const second = openFeed(server.url, { auth: { token: a.tokens.accessToken, since } });
    const during = (async () => {
      for (let i = 0; i < 10; i++) await rename(a.tokens.accessToken, `During ${i}`);
    })();
    await during;
    await eventually(() => expect(second.changes().at(-1)?.data.displayName).toBe('During 9'));
    expect(second.changes()).toHaveLength(15);
    expect(ascending(positions(second.changes()))).toBe(true);
    await second.close();
  });

  it('sends resync to a client more than 1,000 changes behind, and still replays a client whose own changes are fewer', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(async () => (await register(server.url)).body));
    const admin = await adminLogin(server.url, ADMIN);
    const adminFeed = openFeed(server.url, { auth: { token: admin.tokens.accessToken } });
    const since = (await adminFeed.ready).pos as string;
    await adminFeed.close();

    // 4 × 251 changes: more than 1,000 for the admin, who sees them all; 251 for each user.
    await Promise.all(users.map(async (u) => {
      for (let i = 0; i < 251; i++) await rename(u.tokens.accessToken, `N${i}`);
    }));

    const behind = openFeed(server.url, { auth: { token: admin.tokens.accessToken, since } });
    const ready = await behind.ready;
    expect(behind.frames.map((f) => f.type)).toEqual(['resync', 'ready']);
    expect(behind.frames[0]!.pos).toBe(ready.pos);

    const own = openFeed(server.url, { auth: { token: users[0]!.tokens.accessToken, since } });
    await own.ready;
    expect(own.changes()).toHaveLength(251);
    expect(own.frames.some((f) => f.type === 'resync')).toBe(false);
    await Promise.all([behind.close(), own.close()]);
  });

  it('a socket closed by token expiry reconnects with a fresh token and since, and loses nothing', async () => {
    const a = (await register(server.url)).body;
    const secret = readFileSync(join(server.dataDir, 'jwt-secret'), 'utf8').trim();
    const claims = jwt.decode(a.tokens.accessToken) as Json;
    const { exp: _exp, iat: _iat, ...rest } = claims;
    // Three seconds, not one: on a loaded machine the auth frame can arrive after a one-second token
    // has run out, and the socket is then refused ('Invalid or expired token') instead of started.
    const shortLived = jwt.sign({ ...rest, exp: Math.floor(Date.now() / 1000) + 3 }, secret, { algorithm: 'HS256' });

    const feed = openFeed(server.url, { auth: { token: shortLived } });
    const started = await Promise.race([feed.ready, feed.closed.then((closed) => ({ closedBeforeReady: closed }))]);
    expect(started).not.toHaveProperty('closedBeforeReady');
    const since = (started as { pos: string }).pos;
    expect(await feed.closed).toEqual({ code: 4401, reason: 'Token expired' });
    await rename(a.tokens.accessToken, 'While away');

    const again = openFeed(server.url, { auth: { token: a.tokens.accessToken, since } });
    await again.ready;
    expect(again.changes().map((f) => f.data.displayName)).toEqual(['While away']);
    await again.close();
  });
});

describe('/ws resume after a restart', () => {
  let dataDir: string;
  let restarted: TestServer | undefined;
  afterAll(async () => {
    await restarted?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('replays from the log on a process that never saw the client (here: the same server restarted)', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bawaba-ws-restart-'));
    const before = await startServer({ RATE_LIMITS: 'off', DATA_DIR: dataDir });
    const a = (await register(before.url)).body;
    const feed = openFeed(before.url, { auth: { token: a.tokens.accessToken } });
    const since = (await feed.ready).pos as string;
    await feed.close();
    await call(before.url, 'PUT', '/api/users/profile', { token: a.tokens.accessToken, body: { displayName: 'Before restart' } });
    await before.stop();

    restarted = await startServer({ RATE_LIMITS: 'off', DATA_DIR: dataDir });
    await call(restarted.url, 'PUT', '/api/users/profile', { token: a.tokens.accessToken, body: { displayName: 'After restart' } });
    const resumed = openFeed(restarted.url, { auth: { token: a.tokens.accessToken, since } });
    await resumed.ready;
    expect(resumed.changes()).toHaveLength(2);
    expect(resumed.changes().map((f) => f.data.displayName)).toEqual(['After restart', 'After restart']);
    await resumed.close();
  });
});
