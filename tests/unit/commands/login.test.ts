import { describe, it, expect, vi, beforeEach, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import * as passwords from '../../../infra/security/passwords.ts';
import { checkPassword } from '../../../commands/users/login.ts';
import { registerUser } from '../../../commands/users/register.ts';
import { userDeps } from '../../support/userDeps.ts';

// Counting verifications says what a stopwatch cannot say reliably on a loaded CI machine: every
// failed login path pays for exactly one argon2id verification with the production parameters.
vi.mock('../../../infra/security/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const dir = mkdtempSync(join(tmpdir(), 'bawaba-login-'));
const store = new SqliteEventStore(join(dir, 'events.db'));
const deps = userDeps(undefined, () => new Date('2026-11-23T10:00:00Z'));
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});
const verify = vi.mocked(passwords.verifyPassword);
const params = `m=${passwords.ARGON2_PARAMS.memoryCost},t=${passwords.ARGON2_PARAMS.timeCost},p=${passwords.ARGON2_PARAMS.parallelism}`;

async function registered(email: string) {
  await registerUser(store, { email, password: 'the right passphrase', firstName: 'A', lastName: 'B' }, { ...deps, hashPassword: passwords.hashPassword });
}

describe('checkPassword', () => {
  beforeEach(() => verify.mockClear());

  it('verifies one full-cost argon2id hash for an unknown email, then refuses like a wrong password', async () => {
    await expect(checkPassword(store, deps.vault, 'nobody@example.com', 'whatever it is')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(verify).toHaveBeenCalledTimes(1);
    const [hash] = verify.mock.calls[0]!;
    expect(hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$${params}\\$`));
  });

  it('verifies the account’s own hash once for a wrong password, with the same error', async () => {
    await registered('amina@example.com');
    const wrong = await checkPassword(store, deps.vault, 'Amina@example.com', 'not the passphrase').catch((e: unknown) => e);
    const unknown = await checkPassword(store, deps.vault, 'nobody@example.com', 'not the passphrase').catch((e: unknown) => e);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[0]![0]).not.toBe(verify.mock.calls[1]![0]);
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'The email or password is not correct' });
  });

  it('accepts the right password, whatever the letter case of the email', async () => {
    await registered('omar@example.com');
    await expect(checkPassword(store, deps.vault, ' OMAR@example.com ', 'the right passphrase')).resolves.toMatchObject({ email: 'omar@example.com' });
  });
});
