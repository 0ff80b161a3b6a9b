import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, hashPassword, verifyPassword } from '../../infra/security/passwords.ts';

/** OWASP ASVS 4.0.3 V2.4.1, V2.4.2 (docs/ASVS.md). */
describe('password hashes', () => {
  it('are argon2id with the OWASP minimum cost and a fresh random salt of at least 32 bits each', async () => {
    const password = 'correct horse battery staple';
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
    for (const hash of [first, second]) {
      const [, m, t, p, salt] = phc.exec(hash) ?? [];
      expect([Number(m), Number(t), Number(p)]).toEqual([ARGON2_PARAMS.memoryCost, ARGON2_PARAMS.timeCost, ARGON2_PARAMS.parallelism]);
      expect(Buffer.from(salt ?? '', 'base64').length).toBeGreaterThanOrEqual(4);
    }
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(await verifyPassword(first, password)).toBe(true);
    expect(await verifyPassword(second, `${password} `)).toBe(false);
  });
});
