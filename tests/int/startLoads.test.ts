import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server.ts';

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
