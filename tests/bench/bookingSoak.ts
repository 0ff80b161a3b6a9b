/**
 * Issue 18's soak: 1,000 bookings, moves and cancels by 64 clients while the server is SIGKILLed at
 * random 5 times and started again on the same DATA_DIR. Every change carries an Idempotency-Key and
 * is sent again, with the same key, until it gets a definite answer (as the web client does); a 202
 * is followed until the booking is made or refused. At the end the log is folded (not the read
 * models): orphaned holds, allowances off by one, and double bookings must all be 0.
 * BENCH_SOAK_OPS (default 1000), BENCH_SOAK_KILLS (default 5) size the run.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { changedTo } from '../../domain/subscriptions/changes.ts';
import { initialState as initialSubscriptionState } from '../../domain/subscriptions/subscription.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { resolveJwtSecret } from '../../infra/security/jwtSecret.ts';
import { signAccessToken } from '../../infra/security/tokens.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { call, type Json } from '../support/api.ts';
import { auditBookings } from '../support/bookingAudit.ts';
import { allDayProfile, profileData } from '../int/bookingsKit.ts';

const OPS = Number(process.env.BENCH_SOAK_OPS ?? 1000);
const KILLS = Number(process.env.BENCH_SOAK_KILLS ?? 5);
const CLIENTS = 64;
const USERS_PER_CLIENT = 4;
const EXPERTS = 8;
const MINUTE = 60_000;

const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-bench-soak-'));
const userIds = Array.from({ length: CLIENTS * USERS_PER_CLIENT }, () => randomUUID());
const expertIds = Array.from({ length: EXPERTS }, () => randomUUID());
const events = new SqliteEventStore(join(dataDir, 'events.db'));
const registeredAt = new Date().toISOString();
for (const [i, userId] of [...userIds, ...expertIds].entries()) {
  const role = i < userIds.length ? 'user' : 'expert';
  const data = { userId, email: `soak${i}@bench.example`, firstName: 'Soak', lastName: `User${i}`, displayName: `Soak User${i}`, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$synthetic', role, registeredAt };
  await events.append(`user-${userId}`, [{ type: 'UserRegistered', data }], { expectedRevision: 'no_stream' });
  // The enterprise plan as the back office grants it (issue 23): without it every booking is QUOTA_EXCEEDED.
  if (role === 'user') {
    const plan = changedTo(initialSubscriptionState(), { userId, tier: 'enterprise', billingPeriod: 'monthly', promoCode: null, source: 'admin', now: registeredAt });
    await events.append(`subscription-${userId}`, [plan], { expectedRevision: 'no_stream' });
  }
}
await events.close();
const secret = resolveJwtSecret(undefined, dataDir);
const tokens = userIds.map((sub) => signAccessToken(secret, { sub, role: 'user', tier: 'enterprise' }));
const expertTokens = expertIds.map((sub) => signAccessToken(secret, { sub, role: 'expert', tier: 'free' }));

const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off', LOG_LEVEL: 'error' };
/** A start that misses startServer's 30 s (a loaded machine) is tried again; the first attempt was killed. */
async function start(): Promise<TestServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServer(env);
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}
let server: TestServer = await start();
let restarting: Promise<void> | undefined;

/** A client's retry budget: past it the soak fails rather than waiting forever on a server that never answers. */
const GIVE_UP_MS = 120_000;
const giveUp = (what: string, since: number) => {
  if (performance.now() - since > GIVE_UP_MS) throw new Error(`${what}: no definite answer within ${GIVE_UP_MS / 1000} s`);
};

/** Sends until a definite answer (any status but a lost connection or a 5xx), with the same key each time. */
async function send(method: string, path: string, token: string, body: Json, key: string): Promise<{ status: number; body: Json }> {
  const since = performance.now();
  for (;;) {
    giveUp(`${method} ${path}`, since);
    await restarting;
    const res = await call(server.url, method, path, { token, body, headers: { 'Idempotency-Key': key } }).catch(() => undefined);
    if (res && res.status < 500) return res;
    // A client's back-off between retries (the server may be restarting), not a wait for an event.
    await pause(100);
  }
}
async function settled(id: string, token: string): Promise<Json> {
  const since = performance.now();
  for (;;) {
    await restarting;
    const res = await call(server.url, 'GET', `/api/bookings/${id}`, { token }).catch(() => undefined);
    if (res?.status === 200 && res.body.booking.status !== 'pending') return res.body;
    giveUp(`GET /api/bookings/${id}`, since);
    await pause(200);
  }
}

await Promise.all(expertTokens.map((token) => send('PUT', '/api/experts/me', token, allDayProfile(['visa-residency'], { bufferMinutes: 5 }), randomUUID())));
for (let i = 0; i < tokens.length; i += 16) {
  await Promise.all(tokens.slice(i, i + 16).map((token) => send('POST', '/api/business-profile/complete-onboarding', token, { profileData: { ...profileData, package: 'enterprise' } }, randomUUID())));
}

/** Slots from two days ahead (so a move is never inside the 24-hour notice), few enough that clients collide. */
const firstStart = Math.ceil((Date.now() + 48 * 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
const slots = Array.from({ length: 96 }, (_, i) => new Date(firstStart + i * 15 * MINUTE).toISOString()).filter((t) => !t.includes('T23:45'));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

const tally: Record<string, number> = {};
const count = (what: string) => void (tally[what] = (tally[what] ?? 0) + 1);
let done = 0;
const killAt = Array.from({ length: KILLS }, () => Math.floor(OPS * (0.1 + 0.8 * Math.random()))).sort((a, b) => a - b);
let kills = 0;

async function maybeKill(): Promise<void> {
  if (kills >= killAt.length || done < killAt[kills]! || restarting) return;
  kills++;
  restarting = (async () => {
    await server.kill();
    server = await start();
  })();
  await restarting;
  restarting = undefined;
}

async function client(c: number): Promise<void> {
  const mine = tokens.slice(c * USERS_PER_CLIENT, (c + 1) * USERS_PER_CLIENT);
  const held: { id: string; token: string }[] = [];
  while (done < OPS) {
    done++;
    void maybeKill();
    const roll = Math.random();
    if (held.length === 0 || roll < 0.55) {
      const token = pick(mine);
      const res = await send('POST', '/api/bookings', token, { duration: 15, start: pick(slots), topic: 'visa-residency', expertId: pick(expertIds), answers: {} }, randomUUID());
      const body = res.status === 202 ? await settled(res.body.booking.id as string, token) : res.body;
      if (body.booking?.status === 'confirmed') held.push({ id: body.booking.id as string, token });
      count(`book ${body.booking?.status ?? body.code}`);
    } else if (roll < 0.8) {
      const b = pick(held);
      const res = await send('PUT', `/api/bookings/${b.id}`, b.token, { start: pick(slots) }, randomUUID());
      count(`move ${res.status === 200 ? 'ok' : res.body.code}`);
    } else {
      const b = held.splice(Math.floor(Math.random() * held.length), 1)[0]!;
      const res = await send('POST', `/api/bookings/${b.id}/cancel`, b.token, { reason: 'soak' }, randomUUID());
      count(`cancel ${res.status === 200 ? 'ok' : res.body.code}`);
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
await restarting;
const seconds = (performance.now() - started) / 1000;
// Let the process finish what it has in hand, then stop cleanly and fold the log.
let audit = await auditBookings(dataDir);
for (let i = 0; i < 100 && audit.counts.pending > 0; i++) {
  await pause(200);
  audit = await auditBookings(dataDir);
}
await server.stop({ keepData: true });
audit = await auditBookings(dataDir);
rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    clients: CLIENTS,
    operations: done,
    kills,
    seconds: Math.round(seconds),
    outcomes: tally,
    bookings: audit.counts,
    orphanedHolds: audit.orphanedHolds.length,
    lapsingHolds: audit.lapsingHolds.length,
    unheldBookings: audit.unheld.length,
    allowancesOff: audit.allowanceOff.length,
    doubleBookings: audit.doubleBookings.length,
  }),
);
// A soak in which nothing was booked proves nothing (it ran so after plans became paid): fail it.
const broken = audit.orphanedHolds.length + audit.lapsingHolds.length + audit.unheld.length + audit.allowanceOff.length + audit.doubleBookings.length;
if (audit.counts.confirmed + audit.counts.cancelled === 0 || broken > 0) process.exitCode = 1;
