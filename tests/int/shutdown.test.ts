import { describe, it, expect } from 'vitest';
import { startServer } from '../support/server.ts';
import { call, newUser } from '../support/api.ts';

describe('SIGTERM', () => {
  it('finishes the commands in flight, refuses new connections, and exits cleanly', async () => {
    const server = await startServer({ RATE_LIMITS: 'off' });
    const exit = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    // Signups take tens of milliseconds (argon2id), so these are in flight when the signal lands.
    const inFlight = Array.from({ length: 4 }, () => call(server.url, 'POST', '/api/auth/register', { body: newUser() }));
    await new Promise((r) => setTimeout(r, 15));
    server.process.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await exit).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await server.stop();
  });
});
