import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { hashPassword } from '../../infra/security/passwords.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { call } from '../support/api.ts';

/**
 * A log as the code before session streams wrote it: sessions and refreshes inside `user-<id>`,
 * the email reservation under sha256(email) with the email in it, nothing sealed. The new code
 * must serve it: the account signs in, old refresh tokens are refused cleanly (401), and the
 * user's stream is not where new sessions go.
 */
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const userId = randomUUID();
const email = 'legacy.ann@example.com';
const password = 'the old passphrase here';
const t = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000).toISOString();
const token = (sessionId: string) => `${userId}.${sessionId}.${randomBytes(32).toString('base64url')}`;
const [s1, s2, s3] = [randomUUID(), randomUUID(), randomUUID()];
const [token1, token2, token3] = [token(s1), token(s2), token(s3)];
const expires = new Date(Date.now() + 20 * 86_400_000).toISOString();

async function writeOldLog(dataDir: string) {
  const store = new SqliteEventStore(join(dataDir, 'events.db'));
  const metadata = { requestId: 'old-request', ip: '192.0.2.1' };
  await store.append(`emailReservation-${sha256(email)}`, [{ type: 'EmailReserved', data: { email, userId, method: 'password', reservedAt: t(0) }, metadata }], {
    expectedRevision: 'no_stream',
  });
  const user = (type: string, data: Record<string, unknown>) => ({ type, data: { userId, ...data }, metadata: { ...metadata, actor: userId } });
  await store.append(
    `user-${userId}`,
    [
      user('UserRegistered', { email, firstName: 'Ann', lastName: 'Legacy', displayName: 'Ann Legacy', passwordHash: await hashPassword(password), role: 'user', registeredAt: t(0) }),
      user('SessionStarted', { sessionId: s1, familyId: s1, refreshTokenHash: sha256(token1), expiresAt: expires, startedAt: t(1) }),
      user('SessionRefreshed', { sessionId: s1, newSessionId: s2, familyId: s1, refreshTokenHash: sha256(token2), expiresAt: expires, refreshedAt: t(2) }),
      user('SessionStarted', { sessionId: s3, familyId: s3, refreshTokenHash: sha256(token3), expiresAt: expires, startedAt: t(3) }),
      user('SessionsRevoked', { familyIds: [s3], sessionIds: [s3], reason: 'logout', revokedAt: t(4) }),
      user('EmailVerified', { via: 'code', verifiedAt: t(5) }),
    ],
    { expectedRevision: 'no_stream' },
  );
  await store.close();
}

function streamTypes(dataDir: string, stream: string): string[] {
  const db = new DatabaseSync(join(dataDir, 'events.db'), { readOnly: true });
  try {
    return (db.prepare('SELECT type FROM events WHERE stream = ? ORDER BY revision').all(stream) as { type: string }[]).map((r) => r.type);
  } finally {
    db.close();
  }
}

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bawaba-legacy-'));
  await writeOldLog(dataDir);
  server = await startServer({ RATE_LIMITS: 'off', DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.stop();
});

describe('a log written before session streams', () => {
  it('refuses old refresh tokens with a clean 401, live, rotated or revoked alike', async () => {
    for (const refreshToken of [token2, token1, token3]) {
      const res = await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken } });
      expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
    }
    expect((await call(server.url, 'POST', '/api/auth/logout', { body: { refreshToken: token2 } })).status).toBe(200);
  });

  it('signs the account in, shows it as before, and keeps new sessions out of the user stream', async () => {
    const login = await call(server.url, 'POST', '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: userId, email, firstName: 'Ann', lastName: 'Legacy', emailVerified: true });
    const refreshed = await call(server.url, 'POST', '/api/auth/refresh', { body: { refreshToken: login.body.tokens.refreshToken } });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.tokens.accessToken;
    expect((await call(server.url, 'PUT', '/api/users/profile', { token, body: { displayName: 'Ann L.' } })).body.user.displayName).toBe('Ann L.');

    const added = streamTypes(dataDir, `user-${userId}`).slice(6);
    expect(added).toEqual(['SessionFamilyOpened', 'UserProfileUpdated']);
    const sessionId = refreshed.body.tokens.refreshToken.split('.')[1];
    expect(streamTypes(dataDir, `session-${sessionId}`)).toEqual(['SessionStarted']);
  });

  it('keeps the email taken by the old reservation, and frees it once the account is deleted', async () => {
    const signup = { email, password: 'another long passphrase', firstName: 'New', lastName: 'Comer' };
    expect((await call(server.url, 'POST', '/api/auth/register', { body: signup })).body.code).toBe('ACCOUNT_EXISTS');
    const login = await call(server.url, 'POST', '/api/auth/login', { body: { email, password } });
    const deleted = await call(server.url, 'POST', '/api/settings/delete-account', { token: login.body.tokens.accessToken, body: { password } });
    expect(deleted.status).toBe(200);
    const again = await call(server.url, 'POST', '/api/auth/register', { body: signup });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(userId);
  });
});
