import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/server.ts';
import { eventually } from '../support/eventually.ts';

const MAIN = fileURLToPath(new URL('../../api/main.js', import.meta.url));
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** Starts `node api/main.js` in a directory holding the given .env, without PORT in its environment. */
function startIn(envFile: string, extra: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bawaba-envfile-'));
  writeFileSync(join(dir, '.env'), envFile);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...extra };
  if (!('PORT' in extra)) delete env.PORT;
  delete env.DATA_DIR;
  const child = spawn(process.execPath, [MAIN], { cwd: dir, env, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  stops.push(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

const health = (port: number) => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0);

describe('.env in the working directory', () => {
  it('is read at start: the server listens on its PORT and keeps its DATA_DIR', async () => {
    const port = await freePort();
    const dir = startIn(`PORT=${port}\nHOST=127.0.0.1\nDATA_DIR=./from-env-file\n`);
    await eventually(async () => expect(await health(port)).toBe(200), 30_000);
    expect(existsSync(join(dir, 'from-env-file', 'events.db'))).toBe(true);
  });

  it('loses to the real environment: PORT set by the caller wins over the file', async () => {
    const [filePort, envPort] = [await freePort(), await freePort()];
    startIn(`PORT=${filePort}\nHOST=127.0.0.1\nDATA_DIR=./data\n`, { PORT: String(envPort) });
    await eventually(async () => expect(await health(envPort)).toBe(200), 30_000);
    expect(await health(filePort)).toBe(0);
  });
});
