import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server.ts';

// Restarts load the server's modules from Node's compile cache (api/main.js); its speed is the
// cold-start bench's to measure, this only checks the cache is written where it is told.
describe('the compile cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bawaba-compile-cache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is filled by a server start', async () => {
    const server = await startServer({ NODE_COMPILE_CACHE: dir });
    await server.stop();
    const caches = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(caches.length).toBeGreaterThan(100);
  });
});
