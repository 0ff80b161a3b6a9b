import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startServer, type TestServer } from '../support/server.ts';
import { call, newUser, register, type Json } from '../support/api.ts';
import { adminLogin, reauth } from '../support/admin.ts';
import { appendLog, generateStatsLog } from '../support/statsLog.ts';
import { openFeed } from '../support/feed.ts';
import { eventually } from '../support/eventually.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { analyticsAnswerSchema, dashboardAnswerSchema } from '../../contracts/adminStats.ts';
import { metricsOf } from '../../domain/analytics/csv.ts';
import type { Point } from '../../domain/analytics/series.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN = { email: 'stats-admin@example.com', password: 'admin password for statistics' };
// The generated log lies in the past (June to early October 2026): its own times, not the server's clock.
const LOG = { users: 120, from: '2026-06-01', days: 90, seed: 11 };

let server: TestServer;
let admin: string;
let analyst: string;
let expert: string;
let user: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-stats-'));
  const log = new SqliteEventStore(join(dataDir, 'events.db'), { durability: 'relaxed' });
  await appendLog(log, generateStatsLog(LOG));
  await log.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = (await adminLogin(server.url, ADMIN)).tokens.accessToken;
  const person = async () => {
    const p = newUser();
    const { body } = await register(server.url, p);
    return { ...p, id: body.user.id as string, token: body.tokens.accessToken as string };
  };
  const promote = async (role: string) => {
    const p = await person();
    await reauth(server.url, admin, ADMIN.password);
    expect((await call(server.url, 'PUT', `/api/admin/users/${p.id}`, { token: admin, body: { role } })).status).toBe(200);
    return p;
  };
  user = (await person()).token;
  const e = await promote('expert');
  expert = (await call(server.url, 'POST', '/api/auth/login', { body: { email: e.email, password: e.password } })).body.tokens.accessToken;
  const a = await promote('analyst');
  analyst = (await adminLogin(server.url, { email: a.email, password: a.password })).tokens.accessToken;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, token?: string) => call(server.url, 'GET', `/api${path}`, { token });

describe('GET /admin/dashboard and /admin/analytics: who may read', () => {
  it.each(['/admin/dashboard', '/admin/analytics'])('%s: 401 without a token, 403 for a user and an expert, 200 for an admin and an analyst', async (path) => {
    expect((await get(path)).status).toBe(401);
    expect((await get(path, user)).status).toBe(403);
    expect((await get(path, expert)).status).toBe(403);
    expect((await get(path, admin)).status).toBe(200);
    const res = await get(path, analyst);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/@|stats\d+|Stats User/); // no email, no name
  });

  it('answers the headline numbers beside the user head counts', async () => {
    const { body } = await get('/admin/dashboard', analyst);
    const answer = dashboardAnswerSchema.parse(body);
    expect(answer.stats.admins).toBe(1);
    // 120 generated accounts plus the admin, the user, the expert and the analyst made above.
    expect(answer.headline.funnel.registered).toBe(124);
    expect(answer.headline.funnel.verified).toBeGreaterThan(0);
    expect(answer.headline.funnel.onboarded).toBeLessThanOrEqual(answer.headline.funnel.verified);
    expect(answer.headline.signups.today).toBe(4);
    expect(answer.headline.activeUsers.today).toBeGreaterThanOrEqual(1); // the sign-ins above
    expect(answer.headline.bookings.total).toBeGreaterThan(0);
    expect(Object.values(answer.headline.tierMix).reduce((a, b) => a + b, 0)).toBe(123); // the admin was seeded as a user too
  });
});

describe('an analyst changes nothing', () => {
  // The raw log is the analysts' replay source, with personal fields removed (tests/int/adminAudit.test.ts checks that).
  const ANALYST_READS = ['/admin/dashboard', '/admin/analytics', '/admin/events'];
  it('gets 403 on every other /admin route, whatever the method', async () => {
    const routes = readdirSync(join(ROOT, 'api/routes'))
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => [...readFileSync(join(ROOT, 'api/routes', f), 'utf8').matchAll(/router\.(get|post|put|patch|delete)\(\s*'(\/admin[^']*)'/g)])
      .map(([, method, path]) => ({ method: method!.toUpperCase(), path: path!.replace(/:[A-Za-z]+/g, 'x') }))
      .filter((r) => !r.path.startsWith('/admin/login') && !(r.method === 'GET' && ANALYST_READS.includes(r.path)));
    expect(routes.length).toBeGreaterThan(5); // the walk found the admin routes
    const answers = await Promise.all(routes.map(async (r) => `${r.method} ${r.path} ${(await call(server.url, r.method, `/api${r.path}`, { token: analyst, body: r.method === 'GET' ? undefined : {} })).status}`));
    expect(answers).toEqual(routes.map((r) => `${r.method} ${r.path} 403`));
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await call(server.url, method, '/api/admin/analytics', { token: analyst, body: {} })).status).toBe(403);
  });
});

describe('GET /admin/analytics periods', () => {
  it('defaults to 30 days by day; 7d, 90d by day; 12m by month', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [qs, points, by] of [['', 30, 'day'], ['?period=7d', 7, 'day'], ['?period=30d', 30, 'day'], ['?period=90d', 90, 'day'], ['?period=12m', 12, 'month']] as const) {
      const answer = analyticsAnswerSchema.parse((await get(`/admin/analytics${qs}`, analyst)).body);
      expect([qs, answer.points.length, answer.period.by, answer.period.to]).toEqual([qs, points, by, today]);
    }
  });

  it('takes from/to, by day up to 92 days and by month beyond, and sums the period', async () => {
    const answer = analyticsAnswerSchema.parse((await get('/admin/analytics?from=2026-06-01&to=2026-12-31', admin)).body);
    expect(answer.period).toEqual({ preset: null, from: '2026-06-01', to: '2026-12-31', by: 'month' });
    expect(answer.points.map((p) => p.bucket)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
    expect(answer.points.reduce((n, p) => n + p.signups, 0)).toBe(answer.totals.signups);
    expect(answer.totals.signups).toBe(124);
    expect(answer.top.countries.length).toBeGreaterThan(1);
    expect(answer.top.countries[0]!.count).toBeGreaterThanOrEqual(answer.top.countries[1]!.count);
  });

  it.each([
    ['?period=1y', 'period'],
    ['?period=7d&from=2026-01-01&to=2026-01-02', 'period'],
    ['?from=2026-01-01', 'to'],
    ['?from=2026-13-01&to=2026-12-01', 'from'],
    ['?from=2026-02-01&to=2026-01-01', 'to'],
    ['?from=2020-01-01&to=2026-01-01&by=day', 'by'],
    ['?by=week', 'by'],
    ['?colour=blue', 'colour'],
  ])('%s is a 400 naming %s', async (qs, field) => {
    const res = await get(`/admin/analytics${qs}`, analyst);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(res.body.fields[field]).toEqual(expect.any(String));
  });
});

describe('npm run stats', () => {
  const run = promisify(execFile);
  /** The CLI's CSV as `bucket metric` → value. */
  async function cli(args: string[]): Promise<Map<string, string>> {
    const out = join(server.dataDir, `stats-${args.join('')}.csv`);
    await run(process.execPath, ['projections/statisticsReplay.ts', ...args, '--out', out], { cwd: ROOT, env: { ...process.env, DATA_DIR: server.dataDir } });
    const text = readFileSync(out, 'utf8');
    expect(text.replaceAll('\r\n', '').includes('\n'), 'RFC 4180 line ends (CRLF), as every other export').toBe(false);
    const [header, ...rows] = text.trimEnd().split('\r\n');
    expect(header).toBe('bucket,metric,value');
    return new Map(rows.map((r) => r.split(',')).map(([bucket, metric, value]) => [`${bucket} ${metric}`, value!]));
  }
  const fromApi = (points: Json[]) => new Map(points.flatMap((p) => metricsOf(p as Point).map(([metric, value]) => [`${p.bucket} ${metric}`, value === null ? '' : String(value)])));

  it('gives the same numbers as /admin/analytics for one period, by day and by month', async () => {
    const daily = (await get('/admin/analytics?from=2026-06-01&to=2026-09-30&by=day', analyst)).body;
    const csv = await cli(['--from', '2026-06-01', '--to', '2026-09-30', '--by', 'day']);
    expect(csv.size).toBeGreaterThan(122 * 10);
    expect(csv).toEqual(fromApi(daily.points));
    expect([...csv].filter(([k, v]) => k.endsWith(' signups') && v !== '0').length).toBeGreaterThan(30); // not a log of zeros

    const monthly = (await get('/admin/analytics?from=2026-06-01&to=2026-11-30', analyst)).body;
    expect(await cli(['--from', '2026-06-01', '--to', '2026-11-30', '--by', 'month'])).toEqual(fromApi(monthly.points));
  });

  it('refuses bad arguments with a clear message and writes nothing', async () => {
    const failed = await run(process.execPath, ['projections/statisticsReplay.ts', '--from', '2026-02-30', '--out', join(server.dataDir, 'bad.csv')], { cwd: ROOT, env: { ...process.env, DATA_DIR: server.dataDir } }).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('from must be a date YYYY-MM-DD');
    expect(readdirSync(server.dataDir)).not.toContain('bad.csv');
  });
});

// Last: it signs up one more account, which the counts above do not include.
describe('live', () => {
  it('sends admins stats.updated once a sign-up is counted, and the dashboard shows it; analysts get no admin frames', async () => {
    const adminFeed = openFeed(server.url, { auth: { token: admin } });
    const analystFeed = openFeed(server.url, { auth: { token: analyst } });
    await Promise.all([adminFeed.ready, analystFeed.ready]);
    const before = (await get('/admin/dashboard', admin)).body.headline.signups.today as number;
    const { body } = await register(server.url, newUser());
    await eventually(() => expect(adminFeed.changes().filter((f) => f.type === 'stats.updated').length).toBeGreaterThan(0));
    // The frame leaves once the statistics read model has the event: a refetch then sees it.
    expect((await get('/admin/dashboard', admin)).body.headline.signups.today).toBe(before + 1);
    expect(adminFeed.changes().find((f) => f.type === 'stats.updated')).toEqual({ type: 'stats.updated', id: 'statistics', data: {}, pos: expect.any(String) });
    expect(adminFeed.changes().some((f) => f.type === 'user.updated' && f.id === body.user.id)).toBe(true);
    expect(analystFeed.changes()).toEqual([]);
    await Promise.all([adminFeed.close(), analystFeed.close()]);
  });
});
