import { describe, it, expect, afterAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register, type Json } from '../support/api.ts';
import { adminLogin } from '../support/admin.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { signAccessToken } from '../../infra/security/tokens.ts';

const ADMIN = { email: 'root@example.com', password: 'admin password for tests' };
const JWT_SECRET = 'projection-runtime-test-secret-0123456789abcdef';
const servers: TestServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function adminToken(url: string): Promise<string> {
  return (await adminLogin(url, ADMIN)).tokens.accessToken;
}

const ready = (url: string) => call(url, 'GET', '/api/ready');
const usersState = async (url: string) => (await ready(url)).body.projections?.find((p: Json) => p.name === 'users');

describe('a poison event in a running server', () => {
  it('parks the event, keeps serving, reports the users projection degraded, and goes on after an admin skips it', async () => {
    const server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    servers.push(server);
    const before = await ready(server.url);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ ready: true, eventStore: { ok: true }, readStore: { ok: true } });
    expect(before.body.projections.map((p: Json) => p.name)).toEqual(expect.arrayContaining(['businessProfiles', 'subscriptions', 'users']));
    expect(before.body.projections.every((p: Json) => p.status === 'live' && p.parked === 0)).toBe(true);

    // A corrupt event from outside the app: a profile update that names no user.
    const log = new SqliteEventStore(join(server.dataDir, 'events.db'));
    const poison = await log.append(`user-${randomUUID()}`, [{ type: 'UserProfileUpdated', data: { changes: { displayName: 'x' }, updatedAt: 'now' } }], {
      expectedRevision: 'any',
    });
    await log.close();

    await expect.poll(() => usersState(server.url), { timeout: 10_000 }).toMatchObject({ status: 'degraded', parked: 1 });
    const degraded = await ready(server.url);
    expect(degraded.status).toBe(503);
    expect(degraded.body.ready).toBe(false);
    expect(degraded.body.projections.find((p: Json) => p.name === 'subscriptions')).toMatchObject({ status: 'live', parked: 0 });

    // Still serving: health, and a signup (its answer waits for the halted users projection only boundedly).
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    const user = newUser();
    const signup = await register(server.url, user);
    expect(signup.status).toBe(201);

    const token = await adminToken(server.url);
    const listed = await call(server.url, 'GET', '/api/admin/projections/parked', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.parked).toEqual([
      expect.objectContaining({ projection: 'users', type: 'UserProfileUpdated', position: `${poison.position.commit}:${poison.position.prepare}`, status: 'parked', attempts: 5 }),
    ]);
    const id = listed.body.parked[0]._id as string;
    expect(listed.body.parked[0].error).toMatch(/userId/);

    expect((await call(server.url, 'GET', '/api/admin/projections/parked')).status).toBe(401);
    expect((await call(server.url, 'POST', '/api/admin/projections/parked/not%20an%20id/skip', { token })).status).toBe(400);
    expect((await call(server.url, 'POST', `/api/admin/projections/parked/users:${randomUUID()}/skip`, { token })).status).toBe(404);
    const retried = await call(server.url, 'POST', `/api/admin/projections/parked/${id}/retry`, { token });
    expect([retried.status, retried.body.code]).toEqual([409, 'CONFLICT']);

    const skipped = await call(server.url, 'POST', `/api/admin/projections/parked/${id}/skip`, { token });
    expect(skipped.status).toBe(200);
    await expect.poll(async () => (await ready(server.url)).status, { timeout: 10_000 }).toBe(200);
    expect(await usersState(server.url)).toMatchObject({ status: 'live', parked: 0 });
    const me = await call(server.url, 'GET', '/api/users/me', { token: signup.body.tokens.accessToken });
    expect(me.body.user).toMatchObject({ email: user.email });
    const states = await call(server.url, 'GET', '/api/admin/projections', { token });
    expect(states.body).toMatchObject({ ready: true, projections: expect.arrayContaining([expect.objectContaining({ name: 'users', status: 'live', lag: 0 })]) });
    const after = await call(server.url, 'GET', '/api/admin/projections/parked', { token });
    expect(after.body.parked).toEqual([expect.objectContaining({ _id: id, status: 'skipped', resolvedAt: expect.any(String) })]);
  });
});

describe('a rebuild under load', () => {
  it('never lets a read miss a user while the users read model is rebuilt and swapped', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-rebuild-'));
    dirs.push(dataDir);
    // A few hundred users with a long history each, so the rebuild takes a while.
    const log = new SqliteEventStore(join(dataDir, 'events.db'), { durability: 'relaxed' });
    const ids: string[] = [];
    const at = new Date().toISOString();
    for (let u = 0; u < 300; u++) {
      const userId = randomUUID();
      ids.push(userId);
      const history = [
        { type: 'UserRegistered', data: { userId, email: `load${u}@example.com`, firstName: 'Load', lastName: `${u}`, displayName: `Load ${u}`, passwordHash: 'x', role: 'user', registeredAt: at } },
        ...Array.from({ length: 60 }, (_, i) => ({ type: 'UserProfileUpdated', data: { userId, changes: { displayName: `Load ${u}.${i}` }, updatedAt: at } })),
      ];
      await log.append(`user-${userId}`, history, { expectedRevision: 'no_stream' });
    }
    await log.close();
    const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off', JWT_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    servers.push(server);
    const tokens = ids.map((sub) => signAccessToken(JWT_SECRET, { sub, role: 'user', tier: 'free' }));
    const admin = await adminToken(server.url);

    const misses: string[] = [];
    let reads = 0;
    let stop = false;
    const reader = async (from: number) => {
      while (!stop) {
        for (let i = from; i < ids.length && !stop; i += 8) {
          const r = await call(server.url, 'GET', '/api/users/me', { token: tokens[i] });
          reads += 1;
          if (r.status !== 200 || r.body.user?.displayName !== `Load ${i}.59`) misses.push(`${ids[i]}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
        }
      }
    };
    const readers = Array.from({ length: 8 }, (_, k) => reader(k));
    const statuses = new Set<string>();
    const started = await call(server.url, 'POST', '/api/admin/projections/users/rebuild', { token: admin });
    expect(started.status).toBe(202);
    expect((await call(server.url, 'POST', '/api/admin/projections/users/rebuild', { token: admin })).body.code).toBe('CONFLICT');
    await expect
      .poll(
        async () => {
          const s = await usersState(server.url);
          statuses.add(s.status);
          return s.status;
        },
        { timeout: 30_000, interval: 20 },
      )
      .toBe('live');
    const readsDuringRebuild = reads;
    stop = true;
    await Promise.all(readers);

    expect(statuses.has('rebuilding')).toBe(true);
    expect(readsDuringRebuild).toBeGreaterThan(0);
    expect(misses).toEqual([]);
    expect((await call(server.url, 'POST', '/api/admin/projections/nobody/rebuild', { token: admin })).status).toBe(404);
  });
});
