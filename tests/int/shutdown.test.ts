import { request } from 'node:http';
import { describe, it, expect } from 'vitest';
import { startServer } from '../support/server.ts';
import { newUser } from '../support/api.ts';

/** A signup whose `written` settles once the whole request has been handed to the server's socket. */
function signup(base: string) {
  const body = JSON.stringify(newUser());
  let written!: () => void;
  const sent = new Promise<void>((resolve) => (written = resolve));
  const status = new Promise<number>((resolve, reject) => {
    const req = request(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.on('finish', written);
    req.end(body);
  });
  return { sent, status };
}

describe('SIGTERM', () => {
  it('finishes the commands in flight, refuses new connections, and exits cleanly', async () => {
    const server = await startServer({ RATE_LIMITS: 'off' });
    const exit = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    // Signups take tens of milliseconds (argon2id): once written, these are in flight when the signal lands.
    const inFlight = Array.from({ length: 4 }, () => signup(server.url));
    await Promise.all(inFlight.map((r) => r.sent));
    server.process.kill('SIGTERM');
    expect(await Promise.all(inFlight.map((r) => r.status))).toEqual([201, 201, 201, 201]);
    expect(await exit).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await server.stop();
  });
});
