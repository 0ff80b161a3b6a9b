/**
 * GET /api/admin/audit/export over HTTP for users with 10,000 and 100,000 events (issue 11): rows
 * and events per second, and the server's resident memory before and during each export, so a
 * flat line shows the export streams. The events are the shape of an admin renaming a user again
 * and again: display name and IP sealed with the user's key, as the server writes them.
 */
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { startServer } from '../support/server.ts';
import { call, register } from '../support/api.ts';
import { adminLogin, reauth } from '../support/admin.ts';
import { eventually } from '../support/eventually.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import type { NewEvent } from '../../infra/eventstore/port.ts';
import { EmbeddedReadStore } from '../../infra/readstore/embedded.ts';
import { withPersonKeyStore } from '../../infra/security/personKeyStore.ts';
import { personKey, sealFor } from '../../infra/security/personalData.ts';
import { resolveJwtSecret } from '../../infra/security/jwtSecret.ts';
import { deriveKey } from '../../infra/security/secrets.ts';

const SIZES = (process.env.BENCH_AUDIT_EVENTS ?? '10000,100000').split(',').map(Number);
const ADMIN = { email: 'bench-audit@example.com', password: 'bench admin password 123' };
const BATCH = 1_000;

const server = await startServer({ RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const pid = server.process.pid!;
const rssMb = async () => {
  const kb = (await readFile(`/proc/${pid}/status`, 'utf8')).match(/VmRSS:\s+(\d+) kB/)?.[1];
  return Math.round(Number(kb) / 1024);
};

const admin = await adminLogin(server.url, ADMIN);
const token = admin.tokens.accessToken as string;
const events = new SqliteEventStore(join(server.dataDir, 'events.db'));
const keys = withPersonKeyStore(new EmbeddedReadStore(), {
  kek: deriveKey(resolveJwtSecret(undefined, server.dataDir), 'person-keys-v1'),
  file: join(server.dataDir, 'person-keys.db'),
});

/** A registered user, then `total - 1` renames by the admin appended straight to the log. */
async function userWith(total: number): Promise<string> {
  const { body } = await register(server.url);
  const userId = body.user.id as string;
  const key = await personKey(keys, userId);
  if (!Buffer.isBuffer(key)) throw new Error('the user has no person key');
  let revision = (await events.readStream(`user-${userId}`)).length - 1;
  const actor = { id: admin.user.id, role: 'admin' };
  for (let written = revision + 1; written < total; ) {
    const batch: NewEvent[] = [];
    for (; batch.length < BATCH && written < total; written++) {
      const at = new Date().toISOString();
      batch.push({
        id: randomUUID(),
        type: 'UserProfileUpdated',
        data: { userId, changes: { displayName: sealFor(key, userId, `Renamed ${written}`) }, updatedAt: at },
        metadata: { actor, ip: sealFor(key, userId, '203.0.113.7'), correlationId: randomUUID(), causationId: randomUUID(), v: 1 },
      });
    }
    revision = (await events.append(`user-${userId}`, batch, { expectedRevision: revision })).nextRevision;
  }
  return userId;
}

/** The projections replay what was appended behind their back; the export is measured on a quiet server. */
async function settled() {
  await eventually(async () => {
    const res = await call(server.url, 'GET', '/api/admin/database', { token });
    if (!res.body.projections.every((p: { lag: number }) => p.lag === 0)) throw new Error('projections still catching up');
  }, 300_000);
}

const results = [];
for (const size of SIZES) {
  const userId = await userWith(size);
  await settled();
  await reauth(server.url, token, ADMIN.password);
  const before = await rssMb();
  let peak = before;
  const sampler = setInterval(() => void rssMb().then((mb) => (peak = Math.max(peak, mb))), 50);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/audit/export?subject=user:${userId}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  let rows = -1; // the header
  for await (const chunk of res.body!) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) rows += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, await rssMb());
  results.push({ events: size, rows, seconds: Number(seconds.toFixed(2)), eventsPerSec: Math.round(size / seconds), csvMb: Number((bytes / 1e6).toFixed(1)), rssBeforeMb: before, rssPeakMb: peak });
}

await events.close();
await keys.close();
await server.stop();
console.log(JSON.stringify({ runs: results }));
