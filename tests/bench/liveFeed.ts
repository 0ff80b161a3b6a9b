/**
 * Live-feed latency: from a command's HTTP answer (PUT /api/users/profile) to the arrival of that
 * user's `user.updated` frame, with 1,000, 5,000 and 10,000 signed-in sockets connected, plus the
 * server's RSS per socket and peak RSS. Registering 10,000 users through the API would take
 * minutes of argon2, so the users are appended to the log before the server starts and their
 * access tokens signed with the JWT secret of its DATA_DIR. The sockets of the load users live in
 * two child processes (tests/bench/liveFeedLoad.ts): file descriptors are limited per process.
 * BENCH_FEED_LEVELS (default 1000,5000,10000) and BENCH_FEED_ROUNDS (default 300) size the run.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { resolveJwtSecret } from '../../infra/security/jwtSecret.ts';
import { signAccessToken } from '../../infra/security/tokens.ts';
import { startServer } from '../support/server.ts';
import { call } from '../support/api.ts';
import { percentile, processPeakRssMb, ROOT } from './support.ts';

const LEVELS = (process.env.BENCH_FEED_LEVELS ?? '1000,5000,10000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_FEED_ROUNDS ?? 300);
/** Users whose changes are timed; their sockets count towards each level. */
const SAMPLES = 20;
const WARMUP = 30;
const total = Math.max(...LEVELS);

const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-bench-feed-'));
const userIds = Array.from({ length: total }, () => randomUUID());
const events = new SqliteEventStore(join(dataDir, 'events.db'), { durability: 'relaxed' });
const registeredAt = new Date().toISOString();
for (let i = 0; i < total; i++) {
  const data = { userId: userIds[i], email: `feed${i}@bench.example`, firstName: 'Feed', lastName: `User${i}`, displayName: `Feed User${i}`, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$synthetic', role: 'user', registeredAt };
  await events.append(`user-${userIds[i]}`, [{ type: 'UserRegistered', data }], { expectedRevision: 'no_stream' });
}
await events.close();
const secret = resolveJwtSecret(undefined, dataDir);
const tokens = userIds.map((sub) => signAccessToken(secret, { sub, role: 'user', tier: 'free' }));
const tokensFile = join(dataDir, 'bench-tokens.json');
writeFileSync(tokensFile, JSON.stringify(tokens));

const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off', LOG_LEVEL: 'error' });
/** User plus system CPU time of the server so far, in ms (Linux clock ticks of 10 ms). */
const serverCpuMs = () => {
  const fields = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

type Sample = { socket: WebSocket; token: string; waiting: Map<string, (at: number) => void> };
const samples: Sample[] = await Promise.all(
  tokens.slice(0, SAMPLES).map(
    (token) =>
      new Promise<Sample>((resolve, reject) => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?token=${token}`, { perMessageDeflate: false });
        const sample: Sample = { socket, token, waiting: new Map() };
        socket.on('message', (raw) => {
          const at = performance.now();
          const frame = JSON.parse(String(raw)) as { type: string; data?: { displayName?: string } };
          if (frame.type === 'ready') return resolve(sample);
          sample.waiting.get(frame.data?.displayName ?? '')?.(at);
        });
        socket.once('error', reject);
      }),
  ),
);

async function timeOneChange(sample: Sample, name: string) {
  const arrived = new Promise<number>((resolve) => sample.waiting.set(name, resolve));
  const sent = performance.now();
  const res = await call(server.url, 'PUT', '/api/users/profile', { token: sample.token, body: { displayName: name } });
  const answered = performance.now();
  if (res.status !== 200) throw new Error(`PUT answered ${res.status}: ${JSON.stringify(res.body)}`);
  const at = await arrived;
  sample.waiting.delete(name);
  // The frame often beats the answer (both follow the projection); that counts as no delay.
  return { answerToFrame: Math.max(0, at - answered), requestToFrame: at - sent };
}

function generator(from: number, to: number) {
  const child = spawn(process.execPath, ['tests/bench/liveFeedLoad.ts'], { cwd: ROOT, env: { ...process.env, FEED_URL: server.url, FEED_TOKENS_FILE: tokensFile, FEED_TOKENS_SLICE: `${from},${to}` }, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const replies: ((line: string) => void)[] = [];
  lines.on('line', (line) => replies.shift()?.(line));
  return {
    child,
    open: (n: number) =>
      new Promise<{ open: number; strayFrames: number }>((resolve) => {
        replies.push((line) => resolve(JSON.parse(line)));
        child.stdin.write(`${n}\n`);
      }),
  };
}
// Each generator signs in its own half of the load users.
const half = SAMPLES + Math.ceil((total - SAMPLES) / 2);
const first = generator(SAMPLES, half);
const second = generator(half, total);

const baseRss = rssMb();
const results = [];
let connected = SAMPLES;
let stray = 0;
for (const level of LEVELS) {
  const more = level - connected;
  const [a, b] = await Promise.all([first.open(Math.ceil(more / 2)), second.open(Math.floor(more / 2))]);
  connected = SAMPLES + a.open + b.open;
  stray = a.strayFrames + b.strayFrames;
  const answerToFrame: number[] = [];
  const requestToFrame: number[] = [];
  let cpuAtStart = 0;
  // The first rounds of a level warm up the JIT and the new sockets' buffers; they are not counted.
  for (let i = -WARMUP; i < ROUNDS; i++) {
    const timing = await timeOneChange(samples[(i + WARMUP) % SAMPLES]!, `L${level} R${i}`);
    if (i === -1) cpuAtStart = serverCpuMs();
    if (i < 0) continue;
    answerToFrame.push(timing.answerToFrame);
    requestToFrame.push(timing.requestToFrame);
  }
  const cpuPerChangeMs = (serverCpuMs() - cpuAtStart) / ROUNDS;
  answerToFrame.sort((x, y) => x - y);
  requestToFrame.sort((x, y) => x - y);
  const rss = rssMb();
  const round = (n: number) => Math.round(n * 100) / 100;
  results.push({
    sockets: connected,
    p50Ms: round(percentile(answerToFrame, 50)),
    p99Ms: round(percentile(answerToFrame, 99)),
    requestToFrameP50Ms: round(percentile(requestToFrame, 50)),
    requestToFrameP99Ms: round(percentile(requestToFrame, 99)),
    serverCpuPerChangeMs: round(cpuPerChangeMs),
    rssMb: Math.round(rss),
    rssPerSocketKb: Math.round(((rss - baseRss) * 1024) / connected),
  });
}
const peakRssMb = await processPeakRssMb(server.process.pid!);
for (const g of [first, second]) g.child.stdin.end();
for (const s of samples) s.socket.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify({ rounds: ROUNDS, baseRssMb: Math.round(baseRss), peakRssMb, strayFrames: stray, levels: results }));
