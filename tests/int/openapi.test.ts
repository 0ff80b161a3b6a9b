import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { startServer, type RunningServer } from '../../api/server.ts';
import { expressRoutes, type KnownRoute } from '../../api/openapi/expressRoutes.ts';
import { operations } from '../../api/openapi/operations.ts';
import { isNonJson } from '../../api/openapi/operation.ts';
import { call } from '../support/api.ts';
import { driftOf } from '../support/openapiDrift.ts';

/** Routes left out of the document on purpose. */
const UNDOCUMENTED: Record<string, string> = {
  'POST /api/test/clock': 'test-only (NODE_ENV=test and TEST_CLOCK=on)',
};

// In process, so the test can walk the Express app's own router stack.
let server: RunningServer;
let routes: KnownRoute[];
const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-openapi-'));
beforeAll(async () => {
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'silent', TEST_CLOCK: 'on', RATE_LIMITS: 'off' });
  server = await startServer(config, createLogger('silent'));
  routes = expressRoutes(server.app!).filter((r) => r.path.startsWith('/api/'));
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `/a/{id}` and `/a/{ref}` are one OpenAPI path: parameter names do not tell paths apart. */
const shape = (key: string) => key.replace(/\{[^}]+\}/g, '{}');

describe('the OpenAPI document', () => {
  it('lists every route Express knows under /api', () => {
    expect(routes.length).toBeGreaterThan(100);
    const documented = new Set(Object.keys(operations).map(shape));
    const missing = routes.map((r) => `${r.method} ${r.path}`).filter((key) => !UNDOCUMENTED[key] && !documented.has(shape(key)));
    // Named in full so whoever merges a branch with new routes can add them to api/openapi/ops/ at once.
    expect(missing, `routes missing from api/openapi/ops/*.ts:\n${missing.join('\n')}`).toEqual([]);
    const known = new Set(routes.map((r) => shape(`${r.method} ${r.path}`)));
    const stale = Object.keys(operations).filter((key) => !known.has(shape(key)));
    expect(stale, `documented operations Express does not route:\n${stale.join('\n')}`).toEqual([]);
  });

  it("documents each route's guard as its security", () => {
    const wrong = routes.flatMap((r) => {
      const entry = Object.entries(operations).find(([key]) => shape(key) === shape(`${r.method} ${r.path}`));
      if (!entry) return [];
      const guard = r.guards.find((g) => g.startsWith('bearer'));
      const auth = entry[1].auth;
      if (auth === 'bearer?' && (guard === undefined || guard === 'bearer')) return [];
      return auth === guard ? [] : [`${entry[0]}: documented ${entry[1].auth ?? 'public'}, guarded by ${guard ?? 'nothing'}`];
    });
    expect(wrong).toEqual([]);
  });

  it('is valid OpenAPI 3.1 with at least 100 operations that document a success answer', async () => {
    const { status, body, headers } = await call(server.url!, 'GET', '/api/openapi.json');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(body) as never);
    const withSchemas = Object.entries(operations).filter(([, op]) => Object.values(op.ok).some((a) => !isNonJson(a)));
    expect(withSchemas.length).toBeGreaterThanOrEqual(100);
    const documentedOps = Object.values(body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).flatMap((p) => Object.values(p));
    expect(documentedOps.filter((op) => Object.keys(op.responses).some((s) => s.startsWith('2'))).length).toBeGreaterThanOrEqual(100);
  });

  it('serves a reference page from node_modules that loads nothing from elsewhere', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      expect(url.startsWith('/api/docs/'), url).toBe(true);
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(200);
    }
    expect(await (await fetch(`${server.url}/api/docs/init.js`)).text()).toContain("url: '/api/openapi.json'");
  });
});

describe('the drift check every int-suite answer goes through', () => {
  const json = 'application/json; charset=utf-8';
  it('passes an answer that fits its documented schema, and names what does not', () => {
    expect(driftOf('GET', '/api/health', 200, json, { status: 'ok' })).toBeUndefined();
    expect(driftOf('GET', '/api/health', 200, json, { status: 'fine' })).toMatch(/GET \/api\/health answered 200 off its documented schema/);
    expect(driftOf('GET', '/api/health', 201, json, { status: 'ok' })).toMatch(/answered 201, which the document does not list/);
    expect(driftOf('GET', '/api/bookings/0c6f1c9e-5d6a-4a34-9e39-2f8a3c1d0b7e?x=1', 404, json, { error: 'Booking not found', code: 'NOT_FOUND' })).toBeUndefined();
    expect(driftOf('GET', '/api/bookings/0c6f1c9e-5d6a-4a34-9e39-2f8a3c1d0b7e', 404, json, { message: 'gone' })).toMatch(/not the error schema/);
    expect(driftOf('GET', '/api/health', 409, json, { error: 'Busy', code: 'CONFLICT' })).toMatch(/answered 409 CONFLICT, an error code its entry .* does not list/);
  });

  it('matches the most literal path first', () => {
    expect(driftOf('GET', '/api/admin/users/export', 200, json, {})).toMatch(/GET \/api\/admin\/users\/export answered 200 off its documented schema/);
    expect(driftOf('GET', '/api/admin/audit/export', 200, json, [])).toMatch(/answered 200 as JSON, documented as text\/csv/);
  });
});
