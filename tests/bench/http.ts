/** GET /api/users/me at 64 connections, beside a bare Express route measured in the same run. */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { startServer, freePort } from '../support/server.ts';
import { register } from '../support/api.ts';
import { ROOT, processPeakRssMb } from './support.ts';

const DURATION_S = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = 64;

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSec: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

const server = await startServer({ RATE_LIMITS: 'off' });
const { body } = await register(server.url);
const port = await freePort();
const bare = spawn(process.execPath, ['tests/bench/bareServer.ts'], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => bare.stdout.once('data', r));

// Alternating rounds, best of each, so drifting load on a shared machine hits both sides alike.
type Result = Awaited<ReturnType<typeof load>>;
const best = (a: Result | undefined, b: Result) => (a && a.requestsPerSec >= b.requestsPerSec ? a : b);
let bareResult: Result | undefined;
let me: Result | undefined;
for (let round = 0; round < 3; round++) {
  bareResult = best(bareResult, await load(`http://127.0.0.1:${port}/bare`));
  me = best(me, await load(`${server.url}/api/users/me`, { authorization: `Bearer ${body.tokens.accessToken}` }));
}
if (!bareResult || !me) throw new Error('no rounds ran');
const serverRss = await processPeakRssMb(server.process.pid!);
const bareRss = await processPeakRssMb(bare.pid!);
bare.kill();
await server.stop();
console.log(
  JSON.stringify({
    connections: CONNECTIONS,
    seconds: DURATION_S,
    usersMe: { ...me, peakRssMb: serverRss },
    bareExpress: { ...bareResult, peakRssMb: bareRss },
    ratio: me.requestsPerSec / bareResult.requestsPerSec,
  }),
);
