import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServer, type TestServer } from '../support/server.ts';
import { newUser, register } from '../support/api.ts';

const run = promisify(execFile);
let server: TestServer;
let dataDir: string;
const person = newUser({ firstName: 'Exportina', lastName: 'Privatestein' });
let userId: string;

beforeAll(async () => {
  server = await startServer({ RATE_LIMITS: 'off' });
  userId = (await register(server.url, person)).body.user.id;
  dataDir = server.dataDir;
  await server.stop({ keepData: true });
});
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const exportEvents = (...args: string[]) =>
  run(process.execPath, ['api/cli/eventsExport.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });

describe('npm run events:export', () => {
  it('writes the chosen events as NDJSON with every personal field removed', async () => {
    const out = join(dataDir, 'events.ndjson');
    await exportEvents('--from', '2020-01-01', '--to', new Date().toISOString().slice(0, 10), '--types', 'UserRegistered,EmailReserved', '--out', out);
    const text = readFileSync(out, 'utf8');
    const events = text.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(events.map((e) => e.type)).toContain('UserRegistered');
    expect(new Set(events.map((e) => e.type)).size).toBeLessThanOrEqual(2);
    expect(events.find((e) => e.type === 'UserRegistered' && e.data.userId === userId)).toMatchObject({ data: { role: 'user' }, metadata: { v: expect.any(Number) } });
    for (const leak of [person.email, 'Exportina', 'Privatestein', 'pii1.', '"ip"', '"userAgent"', '$argon2', 'emailReservation-0', 'emailReservation-1']) expect(text).not.toContain(leak);
  });

  it('answers nothing for a period with no events, and refuses bad arguments with a clear message', async () => {
    const { stdout } = await exportEvents('--to', '2001-01-01');
    expect(stdout).toBe('');
    await expect(exportEvents('--from', 'last week')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--from must be an ISO date') });
    await expect(exportEvents('--types', 'User Registered')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--types') });
    await expect(exportEvents('--colour', 'red')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
