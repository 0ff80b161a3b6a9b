/**
 * npm run bench — prints the figures recorded in docs/BENCHMARKS.md, for every backend it can
 * reach: the embedded stores always, EventStoreDB/MongoDB when EVENTSTORE_URL/MONGODB_URL are set.
 * Each section runs in its own process so its peak RSS is its own.
 * BENCH_EVENTS (default 1,000,000) sizes the replay and cold-start log; it is generated once into
 * BENCH_DATA_DIR (default $TMPDIR/bawaba-bench-<n>) and reused.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { runSection } from './support.ts';

const events = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `bawaba-bench-${events}`);
mkdirSync(dataDir, { recursive: true });
const env = { BENCH_EVENTS: String(events), BENCH_DATA_DIR: dataDir };
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
type Latency = { eventsPerSec: number; p50Ms: number; p99Ms: number };
const row = (cells: (string | number)[]) => console.log(`| ${cells.join(' | ')} |`);

// The weight section measures the built app; build it first when it is stale.
spawnSync(process.execPath, ['web/build-if-needed.ts'], { stdio: 'inherit' });
console.log(`# Bawaba bench — ${new Date().toISOString()} — node ${process.version}\n`);
console.log('| measure | backend | result | p50 | p99 | peak RSS |\n|---|---|---|---|---|---|');

const embeddedOnly = { EVENTSTORE_URL: '', MONGODB_URL: '' };
const backends: { name: string; env: Record<string, string> }[] = [{ name: 'embedded', env: embeddedOnly }];
if (process.env.EVENTSTORE_URL) backends.push({ name: 'eventstoredb', env: { EVENTSTORE_URL: process.env.EVENTSTORE_URL, MONGODB_URL: process.env.MONGODB_URL ?? '' } });

for (const backend of backends) {
  type Appends = { single: Latency; concurrent: Latency & { appenders: number; vsSingle: number }; batched: Latency & { batchSize: number }; peakRssMb: number };
  const a = await runSection<Appends>('tests/bench/appends.ts', backend.env);
  row(['single appends', backend.name, `${fmt(a.single.eventsPerSec)} events/s`, `${fmt(a.single.p50Ms, 2)} ms`, `${fmt(a.single.p99Ms, 2)} ms`, `${a.peakRssMb} MB`]);
  const c = a.concurrent;
  row([`${c.appenders} concurrent single-event appends`, backend.name, `${fmt(c.eventsPerSec)} events/s (${fmt(c.vsSingle, 1)}× one at a time)`, `${fmt(c.p50Ms, 2)} ms`, `${fmt(c.p99Ms, 2)} ms`, `${a.peakRssMb} MB`]);
  row([`batched appends (${a.batched.batchSize}/append)`, backend.name, `${fmt(a.batched.eventsPerSec)} events/s`, `${fmt(a.batched.p50Ms, 2)} ms`, `${fmt(a.batched.p99Ms, 2)} ms`, `${a.peakRssMb} MB`]);
}

const logDir = (name: string) => (name === 'embedded' ? dataDir : join(dataDir, name));
for (const backend of backends) {
  const dir = logDir(backend.name);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const prepared = await runSection<{ reused: boolean; seconds: number }>('tests/bench/prepare.ts', { ...env, ...backend.env, BENCH_DATA_DIR: dir });
  if (!prepared.reused) console.error(`(generated ${fmt(events)} synthetic events in ${fmt(prepared.seconds, 1)} s)`);
  const r = await runSection<{ backend: string; eventsPerSec: number; seconds: number; peakRssMb: number; mainThreadBusy: number }>(
    'tests/bench/replay.ts',
    { ...env, ...backend.env, BENCH_DATA_DIR: dir },
  );
  row([`replay ${fmt(events)} events through projections`, r.backend, `${fmt(r.eventsPerSec)} events/s (${fmt(r.seconds, 1)} s)`, '', '', `${r.peakRssMb} MB`]);
}

// Statistics by the replay CLI (issue 11): over the shared log (which also feeds the replay above),
// and over a log of statistics events only, generated once beside it.
type StatsReplay = { events: number; statisticsEvents: number; seconds: number; eventsPerSec: number; peakRssMb: number };
for (const backend of backends) {
  const s = await runSection<StatsReplay>('tests/bench/statsReplay.ts', { ...env, ...backend.env, BENCH_DATA_DIR: logDir(backend.name) });
  row([`npm run stats over ${fmt(events)} events (${fmt(s.statisticsEvents)} statistics events)`, backend.name, `${fmt(s.eventsPerSec)} events/s (${fmt(s.seconds, 1)} s)`, '', '', `${s.peakRssMb} MB`]);
}
const statsDir = join(tmpdir(), `bawaba-bench-stats-${events}`);
mkdirSync(statsDir, { recursive: true });
await runSection('tests/bench/prepareStats.ts', { ...env, ...embeddedOnly, BENCH_DATA_DIR: statsDir });
const rich = await runSection<StatsReplay>('tests/bench/statsReplay.ts', { ...env, ...embeddedOnly, BENCH_DATA_DIR: statsDir });
row([`npm run stats over ${fmt(events)} statistics events`, 'embedded', `${fmt(rich.eventsPerSec)} events/s (${fmt(rich.seconds, 1)} s)`, '', '', `${rich.peakRssMb} MB`]);

type Start = { seconds: number; peakRssMb: number };
const cold = await runSection<{ build: Start & { eventsPerSec: number }; restart: Start; again: Start }>('tests/bench/coldstart.ts', env);
row([`build every read model from the log, ${fmt(events)} events`, 'embedded', `${fmt(cold.build.eventsPerSec)} events/s (${fmt(cold.build.seconds, 1)} s)`, '', '', `${cold.build.peakRssMb} MB`]);
row([`cold start to ready, ${fmt(events)} events, read models on disk`, 'embedded', `${fmt(cold.restart.seconds, 2)} s (again: ${fmt(cold.again.seconds, 2)} s)`, '', '', `${cold.restart.peakRssMb} / ${cold.again.peakRssMb} MB`]);

type Cost = { agedMs: number; newMs: number; ratio: number };
const rc = await runSection<{ refreshes: number; updateProfile: Cost; refresh: Cost; legacyUpdateProfile: Cost; peakRssMb: number }>('tests/bench/refreshCost.ts', embeddedOnly);
for (const [name, c] of [['updateProfile', rc.updateProfile], ['refresh', rc.refresh], ['updateProfile, pre-migration log', rc.legacyUpdateProfile]] as const) {
  row([`${name} on a user with ${fmt(rc.refreshes)} refreshes vs a new user (p50)`, 'embedded', `${fmt(c.ratio * 100)}% of new (${c.agedMs} ms vs ${c.newMs} ms)`, '', '', `${rc.peakRssMb} MB`]);
}

type Http = { requestsPerSec: number; p50Ms: number; p99Ms: number; peakRssMb: number };
const h = await runSection<{ connections: number; usersMe: Http; bareExpress: Http; ratio: number }>('tests/bench/http.ts', embeddedOnly);
row([`GET /api/users/me, ${h.connections} connections`, 'embedded', `${fmt(h.usersMe.requestsPerSec)} req/s (${fmt(h.ratio * 100)}% of bare)`, `${h.usersMe.p50Ms} ms`, `${h.usersMe.p99Ms} ms`, `${h.usersMe.peakRssMb} MB`]);
row([`bare Express route, ${h.connections} connections`, '—', `${fmt(h.bareExpress.requestsPerSec)} req/s`, `${h.bareExpress.p50Ms} ms`, `${h.bareExpress.p99Ms} ms`, `${h.bareExpress.peakRssMb} MB`]);

type SearchHttp = { requestsPerSec: number; p50Ms: number; p99Ms: number };
const ms = await runSection<{ connections: number; items: number; searchCold: SearchHttp; search: SearchHttp; suggestions: SearchHttp; peakRssMb: number }>('tests/bench/search.ts', embeddedOnly);
for (const [name, m] of [[`POST /api/market/search, ${ms.items} facts, first seconds after start`, ms.searchCold], [`POST /api/market/search, ${ms.items} facts`, ms.search], ['GET /api/market/suggestions', ms.suggestions]] as const) {
  row([`${name}, ${ms.connections} connections`, 'embedded', `${fmt(m.requestsPerSec)} req/s`, `${m.p50Ms} ms`, `${m.p99Ms} ms`, `${ms.peakRssMb} MB`]);
}

if (existsSync(new URL('./login.ts', import.meta.url))) {
  const l = await runSection<{ p50Ms: number; p99Ms: number; concurrency: number; hashParams: unknown; peakRssMb?: number }>('tests/bench/loginSection.ts', embeddedOnly);
  row([`POST /api/auth/login, ${l.concurrency} concurrent (argon2id ${JSON.stringify(l.hashParams)})`, 'embedded', '', `${fmt(l.p50Ms, 1)} ms`, `${fmt(l.p99Ms, 1)} ms`, l.peakRssMb ? `${l.peakRssMb} MB` : '']);
}
type FeedLevel = { sockets: number; p50Ms: number; p99Ms: number; requestToFrameP50Ms: number; requestToFrameP99Ms: number; serverCpuPerChangeMs: number; rssMb: number; rssPerSocketKb: number };
const feed = await runSection<{ peakRssMb: number; levels: FeedLevel[] }>('tests/bench/liveFeed.ts', embeddedOnly);
for (const f of feed.levels) {
  row([`live feed, answer → own frame, ${fmt(f.sockets)} sockets (request → frame p50/p99; server CPU per change)`, 'embedded', `${f.requestToFrameP50Ms} / ${f.requestToFrameP99Ms} ms; ${f.serverCpuPerChangeMs} ms CPU; RSS ${f.rssMb} MB, ${f.rssPerSocketKb} KB/socket`, `${f.p50Ms} ms`, `${f.p99Ms} ms`, `${feed.peakRssMb} MB`]);
}
const bk = await runSection<{ clients: number; bookings: number; bookingsPerSec: number; sockets: number; changes: number; p50Ms: number; p99Ms: number; peakRssMb: number }>('tests/bench/bookings.ts', embeddedOnly);
row([`POST /api/bookings, ${bk.clients} concurrent clients on distinct slots`, 'embedded', `${fmt(bk.bookingsPerSec, 1)} bookings/s (${bk.bookings})`, '', '', `${bk.peakRssMb} MB`]);
row([`booking change append → user's frame, ${fmt(bk.sockets)} sockets (${bk.changes} changes)`, 'embedded', '', `${bk.p50Ms} ms`, `${bk.p99Ms} ms`, `${bk.peakRssMb} MB`]);
// The booking soak (issue 18): bookings, moves and cancels while the server is killed and restarted; the log folded at the end.
type Soak = { clients: number; operations: number; kills: number; seconds: number; orphanedHolds: number; allowancesOff: number; doubleBookings: number; unheldBookings: number };
const soak = await runSection<Soak>('tests/bench/bookingSoak.ts', embeddedOnly);
row([`booking soak: ${fmt(soak.operations)} bookings/moves/cancels, ${soak.clients} clients, ${soak.kills} SIGKILLs`, 'embedded', `${soak.orphanedHolds} orphaned holds, ${soak.allowancesOff} allowances off, ${soak.doubleBookings} double bookings, ${soak.unheldBookings} unheld (${soak.seconds} s)`, '', '', '']);
// Audit CSV export over HTTP (issue 11): the server's RSS before and during each export shows it streams.
type AuditRun = { events: number; rows: number; seconds: number; eventsPerSec: number; csvMb: number; rssBeforeMb: number; rssPeakMb: number };
const audit = await runSection<{ runs: AuditRun[] }>('tests/bench/auditExport.ts', embeddedOnly);
for (const a of audit.runs) {
  row([`GET /api/admin/audit/export, a user with ${fmt(a.events)} events (${fmt(a.rows)} rows, ${a.csvMb} MB CSV)`, 'embedded', `${fmt(a.eventsPerSec)} events/s (${fmt(a.seconds, 1)} s)`, '', '', `server ${a.rssBeforeMb} MB before, ${a.rssPeakMb} MB peak during`]);
}
const weight = await runSection<{ routes: { route: string; gzipBytes: number; files: number }[] }>('tests/bench/weight.ts', embeddedOnly);
console.log('\n| route | first-load JS (gzip) | scripts |\n|---|---|---|');
for (const r of weight.routes) row([r.route, `${fmt(r.gzipBytes)} B (${fmt(r.gzipBytes / 1024, 1)} KiB)`, r.files]);
// Lighthouse, mobile (issue 12): median of three runs per page; targets perf ≥ 95, a11y 100, best practices ≥ 95, SEO 100.
type Lh = { path: string; skipped?: string; median?: { performance: number; accessibility: number; bestPractices: number; seo: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number }; performanceRuns?: number[] };
const lh = await runSection<{ lighthouse: Lh[] }>('tests/bench/lighthouse.ts', embeddedOnly);
console.log('\n| Lighthouse (mobile) | performance (runs) | accessibility | best practices | SEO | FCP / LCP / TBT / CLS |\n|---|---|---|---|---|---|');
for (const l of lh.lighthouse) {
  const m = l.median;
  if (!m) row([l.path, l.skipped ?? '', '', '', '', '']);
  else row([l.path, `${m.performance} (${l.performanceRuns?.join(', ')})`, m.accessibility, m.bestPractices, m.seo, `${m.fcpMs} / ${m.lcpMs} / ${m.tbtMs} ms / ${m.cls}`]);
}

if (!process.env.EVENTSTORE_URL) console.log('\nEventStoreDB: skipped (EVENTSTORE_URL not set).');
if (!process.env.MONGODB_URL) console.log('MongoDB: skipped (MONGODB_URL not set).');
