import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { startServer } from '../support/server.ts';
import { register } from '../support/api.ts';

/** Every path under `dir` with its permission bits, e.g. `events.db 600`, `mail/ 700`. */
function modes(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    const line = `${prefix}${name}${stat.isDirectory() ? '/' : ''} ${(stat.mode & 0o777).toString(8)}`;
    return stat.isDirectory() ? [line, ...modes(path, `${prefix}${name}/`)] : [line];
  });
}

describe('DATA_DIR', () => {
  it('is readable by the server user alone: the directory 0700, every file 0600, also what an older version left open', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'bawaba-modes-'));
    const dataDir = join(parent, 'data');
    mkdirSync(join(dataDir, 'mail'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'mail', 'old.eml'), 'Subject: left by an older version', { mode: 0o644 });
    // An older version's snapshot of the read models, personal data included: erasure no longer reaches it.
    writeFileSync(join(dataDir, 'readmodels.snapshot'), 'a@x.io Ann', { mode: 0o644 });
    // Whatever the operator's shell umask was.
    const umask = process.umask(0o022);
    try {
      const server = await startServer({ DATA_DIR: dataDir });
      expect((await register(server.url)).status).toBe(201);
      await server.stop(); // SIGTERM closes the read models' file too
    } finally {
      process.umask(umask);
    }
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    const all = modes(dataDir);
    expect(all.some((l) => l.startsWith('events.db'))).toBe(true);
    expect(all.some((l) => l.startsWith('person-keys.db'))).toBe(true);
    expect(all.some((l) => l.startsWith('jwt-secret'))).toBe(true);
    expect(all.some((l) => l.startsWith('readmodels.db'))).toBe(true);
    expect(all.some((l) => l.startsWith('readmodels.snapshot'))).toBe(false);
    expect(all.filter((l) => !(/\/ 700$/.test(l) || /[^/] 600$/.test(l)))).toEqual([]);
    rmSync(parent, { recursive: true, force: true });
  });
});
