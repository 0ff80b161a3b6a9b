import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server.ts';
import { eventually } from '../support/eventually.ts';

const RECORDER = fileURLToPath(new URL('../support/loadRecorder.mjs', import.meta.url));

/** Packages only some requests need: each loads at its first use (docs/DECISIONS.md, "Restart in under 1.5 s"). */
const LOADED_AT_FIRST_USE = ['sanitize-html', 'marked', 'ics', '@zxcvbn-ts/language-common', 'multer', 'openid-client', 'jsonwebtoken'];

const dir = mkdtempSync(join(tmpdir(), 'bawaba-start-loads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the server until ready and stops it; what it loaded, from tests/support/loadRecorder.mjs. */
async function loadsOfOneStart(n: number) {
  const record = join(dir, `loads-${n}.json`);
  const server = await startServer({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${RECORDER}`, LOAD_RECORD: record });
  await server.stop();
  const { files, builtins } = JSON.parse(readFileSync(record, 'utf8')) as { files: string[]; builtins: string[] };
  const packages = new Set(files.flatMap((url) => url.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1] ?? []));
  return { files, packages, builtins };
}

// A restart's time is mostly Node loading modules (docs/BENCHMARKS.md); these keep out the ones it needs not.
describe('a server start', () => {
  it('loads neither a type stripper, nor the fetch client, nor the packages of rare requests, nor all of rxjs', async () => {
    // The first start fills the compile cache for files changed since the last run; the second is a restart.
    await loadsOfOneStart(1);
    const { files, packages, builtins } = await loadsOfOneStart(2);
    expect(packages.has('express')).toBe(true);
    expect(LOADED_AT_FIRST_USE.filter((name) => packages.has(name))).toEqual([]);
    // rxjs's index loads all its operators (220 modules); the server takes what it uses from rxjs/internal.
    expect(packages.has('rxjs')).toBe(true);
    expect(files.filter((url) => url.endsWith('/node_modules/rxjs/dist/cjs/index.js'))).toEqual([]);
    // Node strips a TypeScript entry's types before its compile cache is on, with a parser it must load first.
    expect(builtins.filter((name) => /amaro/.test(name))).toEqual([]);
    // Importing node:http from an ES module reads its fetch and WebSocket getters, which load undici.
    expect(builtins.filter((name) => /undici|http2/.test(name))).toEqual([]);
  });
});

/** The messages a server has logged so far (pino's JSON lines), in order. */
const messages = (logs: string) => logs.split('\n').flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as { msg: string; published?: number; revised?: number; retired?: number }] : []));

describe('the knowledge import at start', () => {
  it('is done before a first start answers ready, and after a restart listens, appending nothing for unchanged files', async () => {
    const dataDir = join(dir, 'knowledge');
    const first = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await first.stop({ keepData: true });
    const firstOrder = messages(first.logs()).map((m) => m.msg).filter((msg) => msg === 'listening' || msg === 'knowledge import done');
    expect(firstOrder).toEqual(['knowledge import done', 'listening']);

    const again = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      await eventually(() => expect(messages(again.logs()).map((m) => m.msg)).toContain('knowledge import done'), 10_000);
      const order = messages(again.logs()).filter((m) => m.msg === 'listening' || m.msg === 'knowledge import done');
      expect(order.map((m) => m.msg)).toEqual(['listening', 'knowledge import done']);
      expect(order[1]).toMatchObject({ published: 0, revised: 0, retired: 0 });
    } finally {
      await again.stop();
    }
  });
});
