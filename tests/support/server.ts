import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type TestServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** SIGTERM and wait for exit; the data dir is removed unless keepData. */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** SIGKILL, as a crash would; the data dir stays for a restart. */
  kill(): Promise<void>;
  logs(): string;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * Starts `node api/main.js` as a real child process on a free port with its own DATA_DIR (or the
 * given one), and resolves once /api/ready answers 200. Uses the same Node as the test runner.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bawaba-test-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['api/main.js'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A worker that dies or skips its afterAll must not leave a server running (seen once in CI-like runs).
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  child.once('exit', () => process.off('exit', reap));
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    const ok = await fetch(`${url}/api/ready`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url,
    dataDir,
    process: child,
    logs: () => output,
    async stop(options = {}) {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (!options.keepData && !env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
