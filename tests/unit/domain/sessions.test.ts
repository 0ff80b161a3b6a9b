import { describe, it } from 'vitest';
import { sessionDecider, sessionFamilyDecider, type RefreshSession, type SessionEvent } from '../../../domain/users/sessions.ts';
import type { SessionsRevoked } from '../../../domain/users/credentials.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(sessionDecider);
const t0 = '2026-11-22T10:00:00.000Z';
const t1 = '2026-11-22T10:05:00.000Z';
const started: SessionEvent = {
  type: 'SessionStarted',
  data: { userId: 'u1', sessionId: 's1', familyId: 'f1', refreshTokenHash: 'h-s1', expiresAt: '2026-12-22T10:00:00.000Z', startedAt: t0 },
};
const refresh = (presentedHash: string, data: Partial<RefreshSession['data']> = {}): RefreshSession => ({
  type: 'RefreshSession',
  data: { presentedHash, familyRevoked: false, newSessionId: 's2', newTokenHash: 'h-s2', expiresAt: '2026-12-22T10:05:00.000Z', now: t1, ...data },
});
const refreshed: SessionEvent = {
  type: 'SessionRefreshed',
  data: { userId: 'u1', sessionId: 's1', newSessionId: 's2', familyId: 'f1', refreshTokenHash: 'h-s2', expiresAt: '2026-12-22T10:05:00.000Z', refreshedAt: t1 },
};

describe('a session stream', () => {
  it('starts once', () => {
    const start = { type: 'StartSession' as const, data: { userId: 'u1', sessionId: 's1', familyId: 'f1', refreshTokenHash: 'h-s1', expiresAt: '2026-12-22T10:00:00.000Z', now: t0 } };
    given([]).when(start).then([started]);
    given([started]).when(start).thenNothingHappens();
  });

  it('rotates a live session to its successor', () => {
    given([started]).when(refresh('h-s1')).then([refreshed]);
  });

  it('treats a rotated token presented again as reuse, naming the family and both sessions', () => {
    given([started, refreshed]).when(refresh('h-s1', { newSessionId: 's3' })).thenThrows('REFRESH_TOKEN_REUSED', { familyId: 'f1', sessionIds: ['s1', 's2'] });
  });

  it('refuses a wrong hash, an unknown session, a revoked family and an expired session', () => {
    given([started]).when(refresh('h-wrong')).thenThrows('UNAUTHORIZED');
    given([]).when(refresh('h-s1')).thenThrows('UNAUTHORIZED');
    given([started]).when(refresh('h-s1', { familyRevoked: true })).thenThrows('UNAUTHORIZED');
    given([started]).when(refresh('h-s1', { now: '2027-01-01T00:00:00.000Z' })).thenThrows('UNAUTHORIZED');
  });

  it('checks the hash before telling reuse apart, so a guessed session id learns nothing', () => {
    given([started, refreshed]).when(refresh('h-wrong')).thenThrows('UNAUTHORIZED');
  });
});

describe('a session family stream', () => {
  const family = deciderSpec(sessionFamilyDecider);
  const revoke = { type: 'RevokeSessionFamily' as const, data: { userId: 'u1', familyId: 'f1', sessionIds: ['s1'], reason: 'logout' as const, now: t1 } };
  const revoked: SessionsRevoked = { type: 'SessionsRevoked', data: { userId: 'u1', familyIds: ['f1'], sessionIds: ['s1'], reason: 'logout', revokedAt: t1 } };

  it('is revoked once; a second logout records nothing', () => {
    family([]).when(revoke).then([revoked]);
    family([revoked]).when(revoke).thenNothingHappens();
  });
});
