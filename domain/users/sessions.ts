import type { Decider, DomainEvent } from '../shared/decider.ts';
import { constantTimeEqual } from '../shared/constantTime.ts';
import { DomainError } from '../shared/errors.ts';
import type { RevokeReason, SessionsRevoked } from './credentials.ts';

/**
 * Sessions live outside the user stream, so that neither a refresh nor any user command folds
 * more events as an account ages:
 * - `session-<sessionId>`: SessionStarted, then at most one SessionRefreshed (the token was
 *   rotated to a successor, which starts its own stream). A refresh reads two events at most.
 * - `sessionFamily-<familyId>`: at most one SessionsRevoked. Every session of a login shares the
 *   family, so a refresh checks it and a revocation reaches sessions not yet created.
 * The user stream only indexes families (SessionFamilyOpened at login), for "revoke them all".
 */
export type SessionStarted = DomainEvent<
  'SessionStarted',
  {
    userId: string;
    sessionId: string;
    /** Sessions rotated from one login share a family, so reuse of an old token can revoke them all. */
    familyId: string;
    /** SHA-256 of the refresh token; the token itself is only ever in the client's hands. */
    refreshTokenHash: string;
    expiresAt: string;
    startedAt: string;
  }
>;

/** Appended to the rotated session's stream; the successor's hash is in its own SessionStarted. */
export type SessionRefreshed = DomainEvent<
  'SessionRefreshed',
  { userId: string; sessionId: string; newSessionId: string; familyId: string; refreshTokenHash: string; expiresAt: string; refreshedAt: string }
>;

export type SessionEvent = SessionStarted | SessionRefreshed;
/** Before session streams, these were appended to `user-<id>`; the user's state skips them. */
export type LegacySessionEvent = SessionStarted | SessionRefreshed;

export type SessionState =
  | { status: 'none' }
  | {
      status: 'live' | 'rotated';
      userId: string;
      sessionId: string;
      familyId: string;
      refreshTokenHash: string;
      expiresAt: string;
      successor?: string;
    };

export type StartSession = {
  type: 'StartSession';
  data: { userId: string; sessionId: string; familyId: string; refreshTokenHash: string; expiresAt: string; now: string };
};
/** `familyRevoked` is read by the caller from the family stream. */
export type RefreshSession = {
  type: 'RefreshSession';
  data: { presentedHash: string; familyRevoked: boolean; newSessionId: string; newTokenHash: string; expiresAt: string; now: string };
};
export type SessionCommand = StartSession | RefreshSession;

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;
export const sessionFamilyStream = (familyId: string): string => `sessionFamily-${familyId}`;

export const invalidRefresh = () => new DomainError('UNAUTHORIZED', 'The refresh token is not valid. Please sign in again.');

function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted': {
      const { userId, sessionId, familyId, refreshTokenHash, expiresAt } = event.data;
      return { status: 'live', userId, sessionId, familyId, refreshTokenHash, expiresAt };
    }
    case 'SessionRefreshed':
      if (state.status === 'none') return state;
      return { ...state, status: 'rotated', successor: event.data.newSessionId };
  }
}

/** A session's hash must match before anything about it is told, so a guessed id learns nothing. */
export function presentedSession(state: SessionState, presentedHash: string) {
  if (state.status === 'none' || !constantTimeEqual(state.refreshTokenHash, presentedHash)) throw invalidRefresh();
  return state;
}

/**
 * A rotated token presented again means it leaked (or a client misbehaves). The session stream
 * records nothing; the error names the family, which the caller revokes before answering 401.
 */
function refresh(c: RefreshSession, state: SessionState): SessionEvent[] {
  const d = c.data;
  const session = presentedSession(state, d.presentedHash);
  if (d.familyRevoked) throw invalidRefresh();
  if (session.expiresAt <= d.now) throw new DomainError('UNAUTHORIZED', 'The session has expired. Please sign in again.');
  if (session.status === 'rotated') {
    throw new DomainError('REFRESH_TOKEN_REUSED', 'This refresh token was already used, so every session of this sign-in has been ended. Please sign in again.', {
      userId: session.userId,
      familyId: session.familyId,
      sessionIds: [session.sessionId, ...(session.successor ? [session.successor] : [])],
    });
  }
  return [
    {
      type: 'SessionRefreshed',
      data: {
        userId: session.userId,
        sessionId: session.sessionId,
        newSessionId: d.newSessionId,
        familyId: session.familyId,
        refreshTokenHash: d.newTokenHash,
        expiresAt: d.expiresAt,
        refreshedAt: d.now,
      },
    },
  ];
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveSession,
  decide: (command, state) => {
    if (command.type === 'RefreshSession') return refresh(command, state);
    if (state.status !== 'none') return [];
    const { now, ...rest } = command.data;
    return [{ type: 'SessionStarted', data: { ...rest, startedAt: now } }];
  },
};

export type FamilyState = { revoked: boolean };
export type RevokeSessionFamily = {
  type: 'RevokeSessionFamily';
  data: { userId: string; familyId: string; sessionIds: string[]; reason: RevokeReason; now: string };
};

/** Revoked once; revoking again (a second logout, a retried password change) records nothing. */
export const sessionFamilyDecider: Decider<FamilyState, RevokeSessionFamily, SessionsRevoked> = {
  initialState: () => ({ revoked: false }),
  evolve: () => ({ revoked: true }),
  decide: (command, state) => {
    if (state.revoked) return [];
    const { userId, familyId, sessionIds, reason, now } = command.data;
    return [{ type: 'SessionsRevoked', data: { userId, familyIds: [familyId], sessionIds, reason, revokedAt: now } }];
  },
};
