import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import express from 'express';
import compression from 'compression';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { webRouter } from '../../api/static.ts';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bawaba-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'builds'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Bawaba</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(join(dir, 'builds', 'latest.json'), '{"buildId":"b1"}');
  const app = express().use(compression()).use(webRouter(dir));
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('caches hashed assets as immutable and compresses them', async () => {
    const res = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a missing asset with 404, not the app', async () => {
    expect((await fetch(`${base}/assets/nope.js`)).status).toBe(404);
  });

  it('serves the app with 200 on client routes and 404 elsewhere', async () => {
    for (const path of ['/', '/about', '/articles/vision-2030', '/admin/users']) {
      const res = await fetch(`${base}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
      expect(await res.text()).toContain('<title>Bawaba</title>');
    }
    const missing = await fetch(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Bawaba</title>');
  });

  it('never caches the build manifest', async () => {
    expect((await fetch(`${base}/builds/latest.json`)).headers.get('cache-control')).toBe('no-cache');
  });
});
