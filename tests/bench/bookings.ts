/**
 * Consultations (issue 9): bookings per second with 64 concurrent clients on distinct slots, and the
 * live-update latency of a booking change — from its append to the `booking.updated` frame on the
 * user's socket — with 1,000 signed-in sockets connected; plus the server's peak RSS.
 * Users and experts are appended to the log before the server starts (no argon2), tokens signed with
 * the JWT secret of its DATA_DIR, as in liveFeed.ts; the load sockets live in tests/bench/liveFeedLoad.ts.
 * The append instant is the change's `updatedAt` (the command's clock, read just before it appends; same
 * machine clock as the receiver), so the figure covers append → projection → feed → socket.
 * BENCH_BOOKING_SOCKETS (default 1000) and BENCH_BOOKING_CHANGES (default 300) size the run;
 * BENCH_BOOKERS_PER_CLIENT (default 2, four bookings each) lengthens it: 8 gives 2,048 bookings
 * in about ten seconds, past the JIT's warm-up and steadier from run to run.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { changedTo } from '../../domain/subscriptions/changes.ts';
import { initialState as initialSubscriptionState } from '../../domain/subscriptions/subscription.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { resolveJwtSecret } from '../../infra/security/jwtSecret.ts';
import { signAccessToken } from '../../infra/security/tokens.ts';
import { startServer } from '../support/server.ts';
import { call } from '../support/api.ts';
import { allDayProfile, profileData } from '../int/bookingsKit.ts';
import { mainThreadCpuMs, percentile, processCpuMs, processPeakRssMb, ROOT } from './support.ts';

const SOCKETS = Number(process.env.BENCH_BOOKING_SOCKETS ?? 1000);
const CHANGES = Number(process.env.BENCH_BOOKING_CHANGES ?? 300);
const CLIENTS = 64;
/** Each booker uses its month's four consultations (enterprise). */
const BOOKERS = CLIENTS * Number(process.env.BENCH_BOOKERS_PER_CLIENT ?? 2);
const PER_BOOKER = 4;
const EXPERTS = 8;
const MINUTE = 60_000;

const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-bench-bookings-'));
const userIds = Array.from({ length: SOCKETS }, () => randomUUID());
const expertIds = Array.from({ length: EXPERTS }, () => randomUUID());
const events = new SqliteEventStore(join(dataDir, 'events.db'), { durability: 'relaxed' });
const registeredAt = new Date().toISOString();
const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$synthetic';
for (const [i, userId] of [...userIds, ...expertIds].entries()) {
  const role = i < SOCKETS ? 'user' : 'expert';
  const data = { userId, email: `book${i}@bench.example`, firstName: 'Bench', lastName: `User${i}`, displayName: `Bench User${i}`, passwordHash, role, registeredAt };
  await events.append(`user-${userId}`, [{ type: 'UserRegistered', data }], { expectedRevision: 'no_stream' });
  // The enterprise plan as the back office grants it (issue 23: onboarding only asks for it).
  if (role === 'user') {
    const plan = changedTo(initialSubscriptionState(), { userId, tier: 'enterprise', billingPeriod: 'monthly', promoCode: null, source: 'admin', now: registeredAt });
    await events.append(`subscription-${userId}`, [plan], { expectedRevision: 'no_stream' });
  }
}
await events.close();
const secret = resolveJwtSecret(undefined, dataDir);
const tokens = userIds.map((sub) => signAccessToken(secret, { sub, role: 'user', tier: 'enterprise' }));
const expertTokens = expertIds.map((sub) => signAccessToken(secret, { sub, role: 'expert', tier: 'free' }));
const tokensFile = join(dataDir, 'bench-tokens.json');
writeFileSync(tokensFile, JSON.stringify(tokens));

const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off', LOG_LEVEL: 'error' });
const api = (method: string, path: string, token: string, body?: unknown) => call(server.url, method, path, { token, body });
const must = async (answer: Promise<{ status: number; body: { booking?: Booking } }>, want: number) => {
  const res = await answer;
  if (res.status !== want) throw new Error(`answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
};
type Booking = { id: string; status: string; updatedAt: string };

await Promise.all(expertTokens.map((token) => must(api('PUT', '/api/experts/me', token, allDayProfile(['visa-residency'], { bufferMinutes: 0 })), 200)));
for (let i = 0; i < BOOKERS; i += 16) {
  await Promise.all(
    tokens.slice(i, i + 16).map((token) => must(api('POST', '/api/business-profile/complete-onboarding', token, { profileData: { ...profileData, package: 'enterprise' } }), 200)),
  );
}

/** Booker sockets in this process: each frame's receipt time by booking id and status. */
const arrivals = new Map<string, number>();
const bookerSockets = await Promise.all(
  tokens.slice(0, BOOKERS).map(
    (token) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?token=${token}`, { perMessageDeflate: false });
        socket.on('message', (raw) => {
          const at = Date.now();
          const frame = JSON.parse(String(raw)) as { type: string; data?: Booking };
          if (frame.type === 'ready') return resolve(socket);
          if (frame.type === 'booking.updated' && frame.data) arrivals.set(`${frame.data.id}:${frame.data.status}`, at);
        });
        socket.once('error', reject);
      }),
  ),
);
const load = spawn(process.execPath, ['tests/bench/liveFeedLoad.ts'], {
  cwd: ROOT,
  env: { ...process.env, FEED_URL: server.url, FEED_TOKENS_FILE: tokensFile, FEED_TOKENS_SLICE: `${BOOKERS},${SOCKETS}` },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const loaded = await new Promise<{ open: number; strayFrames: number }>((resolve) => {
  createInterface({ input: load.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  load.stdin.write(`${SOCKETS - BOOKERS}\n`);
});
const connected = BOOKERS + loaded.open;

/** Distinct slots: booking n goes to expert n % EXPERTS at its own 15-minute step, starting tomorrow. */
const firstStart = Math.ceil((Date.now() + 24 * 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
// The all-day profile ends at 23:59, so 23:45 is never a slot.
const steps = Array.from({ length: 2 * BOOKERS }, (_, i) => new Date(firstStart + i * 15 * MINUTE).toISOString()).filter((t) => !t.includes('T23:45'));
const slotOf = (n: number) => steps[Math.floor(n / EXPERTS)]!;
const made: { booking: Booking; token: string }[] = [];
let next = 0;
let pending = 0;
async function confirmed(id: string, token: string) {
  pending++;
  for (;;) {
    const seen = await api('GET', `/api/bookings/${id}`, token);
    if (seen.body.booking?.status === 'confirmed') return seen.body as { booking: Booking };
    if (seen.body.booking?.status !== 'pending') throw new Error(`booking ${id} ended ${JSON.stringify(seen.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
async function client(c: number) {
  for (let booker = c; booker < BOOKERS; booker += CLIENTS) {
    for (let k = 0; k < PER_BOOKER; k++) {
      const n = next++;
      const body = { duration: 15, start: slotOf(n), topic: 'visa-residency', expertId: expertIds[n % EXPERTS], answers: {} };
      const res = await api('POST', '/api/bookings', tokens[booker]!, body);
      // A 202 (the booking process slower than the answer's wait) is followed until the booking is made.
      const answer = res.status === 202 ? await confirmed(res.body.booking.id as string, tokens[booker]!) : await must(Promise.resolve(res), 201);
      made.push({ booking: answer.booking!, token: tokens[booker]! });
    }
  }
}
const started = performance.now();
const cpuBefore = processCpuMs(server.process.pid!);
const mainBefore = mainThreadCpuMs(server.process.pid!);
await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
const seconds = (performance.now() - started) / 1000;
const serverCpuMsPerBooking = Math.round((processCpuMs(server.process.pid!) - cpuBefore) / made.length * 100) / 100;
// The main thread is what limits the rate; the other threads (the log's writer, GC) run beside it.
const serverMainThreadCpuMsPerBooking = Math.round((mainThreadCpuMs(server.process.pid!) - mainBefore) / made.length * 100) / 100;

/** One change at a time (a cancellation by the user), timed from its append to the user's frame. */
const latencies: number[] = [];
for (const { booking, token } of made.slice(0, CHANGES)) {
  const answer = await must(api('POST', `/api/bookings/${booking.id}/cancel`, token, { reason: 'bench' }), 200);
  const key = `${booking.id}:cancelled`;
  const deadline = Date.now() + 10_000;
  while (!arrivals.has(key) && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
  if (!arrivals.has(key)) throw new Error(`no frame for ${key}`);
  latencies.push(arrivals.get(key)! - Date.parse(answer.booking!.updatedAt));
}
latencies.sort((a, b) => a - b);
const peakRssMb = await processPeakRssMb(server.process.pid!);
load.stdin.end();
for (const s of bookerSockets) s.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    clients: CLIENTS,
    bookings: made.length,
    bookingsPerSec: Math.round((made.length / seconds) * 10) / 10,
    serverCpuMsPerBooking,
    serverMainThreadCpuMsPerBooking,
    answered202: pending,
    sockets: connected,
    changes: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    peakRssMb,
  }),
);
