/**
 * The cost of a user command on an account with 10,000 refreshes, against a new account's.
 * Sessions live in their own streams, so neither updateProfile (user stream) nor a refresh
 * (session and family streams) should fold more for the old account. The log is relaxed
 * (synchronous=NORMAL) so fsync time, equal for both, does not hide a difference in work.
 * For contrast, the same command on an account whose 10,000 refreshes sit in `user-<id>`, as a
 * log from before session streams has them: that stream stays long, though the fold skips them.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemContext } from '../../commands/context.ts';
import type { UserDeps } from '../../commands/users/run.ts';
import { registerUser } from '../../commands/users/register.ts';
import { refreshSession, startSession } from '../../commands/users/sessions.ts';
import { updateProfile } from '../../commands/users/updateProfile.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../../infra/readstore/embedded.ts';
import { withPersonKeyStore } from '../../infra/security/personKeyStore.ts';
import { peakRssMb, percentile } from './support.ts';

const REFRESHES = Number(process.env.BENCH_REFRESHES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const dir = mkdtempSync(join(tmpdir(), 'bawaba-bench-refresh-'));
const events = new SqliteEventStore(join(dir, 'events.db'), { durability: 'relaxed' });
const keys = withPersonKeyStore(new EmbeddedReadStore(), { kek: randomBytes(32), file: join(dir, 'person-keys.db') });
const deps: UserDeps = { vault: { keys, emailIndexKey: randomBytes(32) }, now: () => new Date(), context: { ...systemContext('bench'), ip: '203.0.113.1' } };
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

async function newAccount(): Promise<{ id: string; refreshToken: string }> {
  const { user } = await registerUser(events, { email: `${randomUUID()}@bench.example`, password: 'x', firstName: 'Bench', lastName: 'User' }, { ...deps, hashPassword: async () => 'hash' });
  return { id: user.id, refreshToken: (await startSession(events, user.id, deps)).refreshToken };
}

/** A login refreshed REFRESHES times, written straight into session streams as refreshSession would. */
async function agedAccount() {
  const account = await newAccount();
  const [, first] = account.refreshToken.split('.') as [string, string];
  const { familyId } = (await events.readStream(`session-${first}`))[0]!.data as { familyId: string };
  let sessionId = first;
  let token = account.refreshToken;
  const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  for (let i = 0; i < REFRESHES; i++) {
    const next = randomUUID();
    const nextToken = `${account.id}.${next}.${randomBytes(32).toString('base64url')}`;
    const at = new Date().toISOString();
    const common = { userId: account.id, familyId, refreshTokenHash: sha256(nextToken), expiresAt };
    await events.append(`session-${next}`, [{ type: 'SessionStarted', data: { ...common, sessionId: next, startedAt: at } }], { expectedRevision: 'no_stream' });
    await events.append(`session-${sessionId}`, [{ type: 'SessionRefreshed', data: { ...common, sessionId, newSessionId: next, refreshedAt: at } }], { expectedRevision: 0 });
    [sessionId, token] = [next, nextToken];
  }
  return { id: account.id, refreshToken: token };
}

/** The same account shape from before session streams: every refresh in the user stream. */
async function legacyAccount() {
  const account = await newAccount();
  const batch = Array.from({ length: REFRESHES }, () => ({
    type: 'SessionRefreshed',
    data: { userId: account.id, sessionId: randomUUID(), newSessionId: randomUUID(), familyId: randomUUID(), refreshTokenHash: sha256(randomUUID()), expiresAt: new Date().toISOString(), refreshedAt: new Date().toISOString() },
  }));
  for (let i = 0; i < batch.length; i += 1_000) await events.append(`user-${account.id}`, batch.slice(i, i + 1_000), { expectedRevision: 'any' });
  return account;
}

const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
async function time(work: () => Promise<unknown>) {
  const t = performance.now();
  await work();
  return performance.now() - t;
}

type Account = { id: string; refreshToken: string };

/**
 * Interleaved rounds, so drift on a shared machine lands on both sides alike. Both accounts get
 * the same number of commands, so each user stream grows alike; the warm-up uses a third one.
 */
async function compare(work: (account: Account, round: number) => Promise<unknown>, aged: Account, fresh: Account) {
  const samples = { aged: [] as number[], fresh: [] as number[] };
  const warm = await newAccount();
  for (let i = 0; i < 20; i++) await work(warm, i);
  for (let i = 0; i < ROUNDS; i++) {
    samples.aged.push(await time(() => work(aged, i)));
    samples.fresh.push(await time(() => work(fresh, i)));
  }
  const [agedMs, freshMs] = [median(samples.aged), median(samples.fresh)];
  return { agedMs: Number(agedMs.toFixed(3)), newMs: Number(freshMs.toFixed(3)), ratio: Number((agedMs / freshMs).toFixed(3)) };
}

const rename = (account: Account, round: number) => updateProfile(events, account.id, { displayName: `Bench ${round}` }, deps);
const rotate = async (account: Account) => {
  account.refreshToken = (await refreshSession(events, account.refreshToken, deps)).refreshToken;
};
const profile = await compare(rename, await agedAccount(), await newAccount());
const refresh = await compare(rotate, await agedAccount(), await newAccount());
const legacyProfile = await compare(rename, await legacyAccount(), await newAccount());
await events.close();
await keys.close();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ refreshes: REFRESHES, rounds: ROUNDS, updateProfile: profile, refresh, legacyUpdateProfile: legacyProfile, peakRssMb: peakRssMb() }));
