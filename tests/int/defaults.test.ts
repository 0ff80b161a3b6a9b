import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { register } from '../support/api.ts';
import { openFeed } from '../support/feed.ts';

// Nothing set, as after `npm install && npm start` on a fresh machine (blank counts as unset).
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ NODE_ENV: '', JWT_SECRET: '' });
});
afterAll(async () => {
  await server?.stop();
});

describe('a server started with nothing configured', () => {
  it('runs as production, with a JWT secret it made once in DATA_DIR (0600)', async () => {
    expect((await register(server.url)).status).toBe(201);
    expect((statSync(join(server.dataDir, 'jwt-secret')).mode & 0o777).toString(8)).toBe('600');
  });

  it('lets a page it served open the feed (also as localhost), and refuses other loopback origins such as a dev server', async () => {
    const { body } = await register(server.url);
    const path = `/ws?token=${body.tokens.accessToken}`;
    const localhost = server.url.replace('127.0.0.1', 'localhost');
    const own = openFeed(server.url, { path, origin: server.url });
    const asLocalhost = openFeed(localhost, { path, origin: localhost });
    await Promise.all([own.ready, asLocalhost.ready]);
    await Promise.all([own.close(), asLocalhost.close()]);
    expect(await openFeed(server.url, { path, origin: 'http://localhost:5173' }).refused).toBe(403);
  });
});
