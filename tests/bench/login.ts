/**
 * Login latency: 20 concurrent clients, each signing in over and over against a real server
 * (embedded stores, rate limits off so the limiter is not what is measured).
 */
import { startServer } from '../support/server.ts';
import { call, newUser, register } from '../support/api.ts';
import { ARGON2_PARAMS } from '../../infra/security/passwords.ts';

const CONCURRENCY = 20;
const ROUNDS = Number(process.env.BENCH_LOGIN_ROUNDS ?? 10);

export async function benchLogin(): Promise<{ p50Ms: number; p99Ms: number; concurrency: number; hashParams: Record<string, number> }> {
  const server = await startServer({ RATE_LIMITS: 'off', LOG_LEVEL: 'error' });
  try {
    const users = await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      const user = newUser();
      if ((await register(server.url, user)).status !== 201) throw new Error('bench user could not register');
      return user;
    }));
    const samples: number[] = [];
    await Promise.all(
      users.map(async (user) => {
        for (let i = 0; i < ROUNDS; i++) {
          const started = performance.now();
          const res = await call(server.url, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
          samples.push(performance.now() - started);
          if (res.status !== 200) throw new Error(`login answered ${res.status}`);
        }
      }),
    );
    samples.sort((a, b) => a - b);
    const at = (q: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]! * 10) / 10;
    const { algorithm: _algorithm, ...hashParams } = ARGON2_PARAMS;
    return { p50Ms: at(0.5), p99Ms: at(0.99), concurrency: CONCURRENCY, hashParams: { ...hashParams } };
  } finally {
    await server.stop();
  }
}
