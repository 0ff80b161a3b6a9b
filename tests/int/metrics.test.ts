import { randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { call, register } from '../support/api.ts';
import { openFeed } from '../support/feed.ts';
import { metricsAllowed } from '../../api/http/metrics.ts';

const TOKEN = 'metrics-token-for-the-int-suite-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off', METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await server?.stop();
});

const scrape = (headers: Record<string, string> = {}) => fetch(`${server.url}/metrics`, { headers });
/** The value of one sample line, e.g. `bawaba_ws_connections 1`. */
const sample = (text: string, series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.split(' ')[1]);

describe('/metrics', () => {
  it('shows every series while the server works, labelled by route pattern and never by a path, id or email', async () => {
    const { body } = await register(server.url);
    const token = body.tokens.accessToken as string;
    await call(server.url, 'GET', '/api/users/me', { token });
    await call(server.url, 'GET', `/api/bookings/${randomUUID()}`, { token });
    const feed = openFeed(server.url, { path: `/ws?token=${token}` });
    await feed.ready;

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/register",status="201"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/users\/me",status="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/bookings\/:id",status="404"\} 1$/m);
    expect(text).toMatch(/^bawaba_projection_lag_events\{projection="users"\} \d+$/m);
    expect(text).toMatch(/^bawaba_projection_status\{projection="users",status="live"\} 1$/m);
    expect(text).toMatch(/^bawaba_projection_status\{projection="users",status="degraded"\} 0$/m);
    expect(sample(text, 'bawaba_ws_connections')).toBe(1);
    expect(sample(text, 'bawaba_outbox_pending')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'bawaba_event_append_seconds_count')).toBeGreaterThan(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // No personal data: neither the address that registered nor any id reaches a label.
    expect(text).not.toContain(body.user.email);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    await feed.close();
  });

  it('refuses a caller from another host without the token, and lets it in with the bearer token', async () => {
    // The app trusts X-Forwarded-For from a loopback proxy only: this is how an outside request arrives through one.
    const outside = { 'x-forwarded-for': '203.0.113.7' };
    const refused = await scrape(outside);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('http_request_duration_seconds');
    expect((await scrape({ ...outside, authorization: 'Bearer wrong-token-of-the-same-kind-000000' })).status).toBe(403);
    const allowed = await scrape({ ...outside, authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('bawaba_projection_status');
  });
});

describe('metricsAllowed', () => {
  it('lets loopback addresses in and nothing else without the token', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(metricsAllowed(ip, undefined, undefined)).toBe(true);
    expect(metricsAllowed('10.0.0.5', undefined, undefined)).toBe(false);
    expect(metricsAllowed('10.0.0.5', `Bearer ${TOKEN}`, undefined)).toBe(false);
    expect(metricsAllowed('10.0.0.5', `Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(metricsAllowed('10.0.0.5', `Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(metricsAllowed(undefined, undefined, TOKEN)).toBe(false);
  });
});
