import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/shared/errors.ts';
import { accountDisabled } from '../../domain/users/businessLogic.ts';
import type { RevokeReason } from '../../domain/users/credentials.ts';
import {
  invalidRefresh,
  presentedSession,
  sessionDecider,
  sessionFamilyDecider,
  sessionFamilyStream,
  sessionStream,
  type SessionState,
} from '../../domain/users/sessions.ts';
import type { RegisteredUser } from '../../domain/users/user.ts';
import type { EventStore, Position } from '../../infra/eventstore/port.ts';
import { REFRESH_TOKEN_TTL_MS, newRefreshToken, parseRefreshToken, sha256 } from '../../infra/security/tokens.ts';
import { handleCommand, loadState } from '../handleCommand.ts';
import { cipherFor, sealedContext } from './personal.ts';
import { loadRegistered, onUser, withContext, type UserDeps } from './run.ts';

/**
 * Sessions in their own streams (domain/users/sessions.ts): a refresh reads the presented
 * session (two events at most) and its family's revocation stream (one at most), whatever the
 * age of the account or of the family.
 */
export type IssuedSession = { refreshToken: string; sessionId: string; familyId: string; position: Position | undefined };

const isUuid = (id: string) => /^[0-9a-f-]{36}$/.test(id);

/** Appends to a session or family stream, with the owner's IP and user agent sealed. */
async function onSessionStream<S, C, E extends { type: string; data: unknown }>(
  store: EventStore,
  stream: string,
  decider: { initialState: () => S; evolve: (s: S, e: E) => S; decide: (c: C, s: S) => E[] },
  command: C,
  userId: string,
  deps: UserDeps,
) {
  const cipher = await cipherFor(deps.vault, store, userId, deps.now());
  return handleCommand(store, stream, decider, command, withContext(sealedContext(deps.context, cipher)));
}

async function startSessionOf(store: EventStore, userId: string, familyId: string, sessionId: string, deps: UserDeps): Promise<IssuedSession> {
  const { token, hash } = newRefreshToken(userId, sessionId);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString();
  const result = await onSessionStream(
    store,
    sessionStream(sessionId),
    sessionDecider,
    { type: 'StartSession', data: { userId, sessionId, familyId, refreshTokenHash: hash, expiresAt, now: now.toISOString() } },
    userId,
    deps,
  );
  return { refreshToken: token, sessionId, familyId, position: result.position };
}

/**
 * A login. The family goes on the user's index first, so a "revoke every session" that runs at
 * any later moment knows it before its first token exists.
 */
export async function startSession(store: EventStore, userId: string, deps: UserDeps): Promise<IssuedSession> {
  const familyId = randomUUID();
  await onUser(store, userId, deps, { type: 'OpenSessionFamily', data: { familyId, now: deps.now().toISOString() } });
  return startSessionOf(store, userId, familyId, familyId, deps);
}

const familyRevoked = async (store: EventStore, familyId: string) =>
  (await loadState(store, sessionFamilyStream(familyId), sessionFamilyDecider)).revoked;

export function revokeFamily(store: EventStore, target: { userId: string; familyId: string; sessionIds: string[] }, reason: RevokeReason, deps: UserDeps) {
  const data = { ...target, reason, now: deps.now().toISOString() };
  return onSessionStream(store, sessionFamilyStream(target.familyId), sessionFamilyDecider, { type: 'RevokeSessionFamily' as const, data }, target.userId, deps);
}

/**
 * Rotates a refresh token: the successor starts its own stream first, then the presented session
 * is marked refreshed with the revision read, so of two concurrent uses of one token only one
 * wins and the other is seen as reuse. A rotated token presented again revokes its family.
 */
export async function refreshSession(store: EventStore, refreshToken: string, deps: UserDeps): Promise<IssuedSession & { user: RegisteredUser }> {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed || !isUuid(parsed.userId) || !isUuid(parsed.sessionId)) throw invalidRefresh();
  const presentedHash = sha256(refreshToken);
  const now = deps.now();
  const session = presentedSession(await loadState(store, sessionStream(parsed.sessionId), sessionDecider), presentedHash);
  const newSessionId = randomUUID();
  const next = newRefreshToken(session.userId, newSessionId);
  const command = {
    type: 'RefreshSession' as const,
    data: {
      presentedHash,
      familyRevoked: await familyRevoked(store, session.familyId),
      newSessionId,
      newTokenHash: next.hash,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
      now: now.toISOString(),
    },
  };
  try {
    sessionDecider.decide(command, session); // refused tokens start no successor
    const user = await loadRegistered(store, deps.vault, session.userId);
    if (!user) throw invalidRefresh();
    if (user.disabled) throw accountDisabled();
    const successor = await onSessionStream(
      store,
      sessionStream(newSessionId),
      sessionDecider,
      { type: 'StartSession', data: { userId: user.id, sessionId: newSessionId, familyId: session.familyId, refreshTokenHash: next.hash, expiresAt: command.data.expiresAt, now: command.data.now } },
      user.id,
      deps,
    );
    const rotated = await onSessionStream(store, sessionStream(session.sessionId), sessionDecider, command, user.id, deps);
    return { user, refreshToken: next.token, sessionId: newSessionId, familyId: session.familyId, position: rotated.position ?? successor.position };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'REFRESH_TOKEN_REUSED') {
      const { userId, familyId, sessionIds } = error.details as { userId: string; familyId: string; sessionIds: string[] };
      await revokeFamily(store, { userId, familyId, sessionIds }, 'refresh_token_reuse', deps);
      throw new DomainError(error.code, error.message); // the ids stay on the server
    }
    throw error;
  }
}

/**
 * Ends a session's family, named by the signed access token (its user must match) or by a
 * refresh token (then its hash must match). Unknown sessions, and sessions of logs from before
 * session streams, are as ended as they can be: nothing is recorded.
 */
export async function revokeSession(store: EventStore, target: { userId: string; sessionId: string; refreshToken?: string }, deps: UserDeps) {
  if (!isUuid(target.sessionId)) return { position: undefined };
  const state: SessionState = await loadState(store, sessionStream(target.sessionId), sessionDecider);
  if (state.status === 'none' || state.userId !== target.userId) return { position: undefined };
  if (target.refreshToken !== undefined) presentedSession(state, sha256(target.refreshToken));
  return revokeFamily(store, { userId: state.userId, familyId: state.familyId, sessionIds: [state.sessionId] }, 'logout', deps);
}

/**
 * Ends the families a user-stream SessionsRevoked listed. Runs before the user's decision (for
 * the families known then) and after it (for one opened in between), so a crash between the two
 * appends can leave a family open only if it was opened during the command.
 */
export async function revokeFamilies(store: EventStore, userId: string, familyIds: readonly string[], reason: RevokeReason, deps: UserDeps) {
  for (const familyId of familyIds) await revokeFamily(store, { userId, familyId, sessionIds: [] }, reason, deps);
}
