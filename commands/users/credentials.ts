import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/shared/errors.ts';
import { userDecider } from '../../domain/users/decider.ts';
import type { CredentialCommand } from '../../domain/users/credentialLogic.ts';
import type { MailTemplate } from '../../domain/users/credentials.ts';
import { userStream, type RegisteredUser, type UserState } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { codeHash, seal, sixDigitCode, userIdOfToken, userToken } from '../../infra/security/secrets.ts';
import { REFRESH_TOKEN_TTL_MS, newRefreshToken, parseRefreshToken, sha256 } from '../../infra/security/tokens.ts';
import { handleCommand } from '../handleCommand.ts';
import { VERIFICATION_ATTEMPTS, type CredentialTtl } from './ttl.ts';

export type CredentialDeps = {
  now: () => Date;
  keys: { mail: Buffer; code: Buffer };
  ttl: CredentialTtl;
  metadata?: Record<string, unknown>;
};

const at = (deps: CredentialDeps, plusMs = 0) => new Date(deps.now().getTime() + plusMs).toISOString();

/** Runs one credential command on the user's stream; a missing user reads as `missing`. */
async function run(
  store: EventStore,
  userId: string,
  deps: Pick<CredentialDeps, 'metadata'>,
  command: CredentialCommand | ((state: UserState) => CredentialCommand),
  missing?: () => DomainError,
) {
  try {
    return await handleCommand(store, userStream(userId), userDecider, command, { metadata: deps.metadata });
  } catch (error) {
    if (missing && error instanceof DomainError && error.code === 'NOT_FOUND') throw missing();
    throw error;
  }
}

const registered = (state: UserState): RegisteredUser => {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND', 'User not found');
  return state;
};

const badRefresh = () => new DomainError('UNAUTHORIZED', 'The refresh token is not valid. Please sign in again.');

/** Rotates a refresh token: the old one is spent, a new one of the same family is handed back. */
export async function refreshSession(store: EventStore, refreshToken: string, deps: Pick<CredentialDeps, 'now' | 'metadata'>) {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed || !/^[0-9a-f-]{36}$/.test(parsed.userId)) throw badRefresh();
  const newSessionId = randomUUID();
  const fresh = newRefreshToken(parsed.userId, newSessionId);
  const now = deps.now();
  const result = await run(
    store,
    parsed.userId,
    deps,
    {
      type: 'RefreshSession',
      data: {
        sessionId: parsed.sessionId,
        presentedHash: sha256(refreshToken),
        newSessionId,
        newTokenHash: fresh.hash,
        expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
        now: now.toISOString(),
      },
    },
    badRefresh,
  );
  if (result.newEvents.some((e) => e.type === 'SessionsRevoked')) {
    throw new DomainError('REFRESH_TOKEN_REUSED', 'This refresh token was already used, so every session of this sign-in has been ended. Please sign in again.');
  }
  return { user: registered(result.newState), refreshToken: fresh.token, sessionId: newSessionId, position: result.position };
}

/** Ends a session named by the signed access token, or by a refresh token (then `token` is checked). */
export function revokeSession(
  store: EventStore,
  target: { userId: string; sessionId: string; refreshToken?: string },
  deps: Pick<CredentialDeps, 'now' | 'metadata'>,
) {
  const presentedHash = target.refreshToken === undefined ? undefined : sha256(target.refreshToken);
  return run(store, target.userId, deps, { type: 'RevokeSession', data: { sessionId: target.sessionId, presentedHash, now: deps.now().toISOString() } }, badRefresh);
}

/** The plaintext of a code or link exists only here and, sealed, inside the MailRequested event. */
function mail(deps: CredentialDeps, to: string, template: MailTemplate, language: string, params: Record<string, string>) {
  return { mailId: randomUUID(), to, template, language, sealed: seal(deps.keys.mail, params) };
}

export function issueVerificationCode(store: EventStore, userId: string, language: string, deps: CredentialDeps) {
  const code = sixDigitCode();
  return run(store, userId, deps, (state) => ({
    type: 'IssueVerificationCode',
    data: {
      codeHash: codeHash(deps.keys.code, userId, code),
      expiresAt: at(deps, deps.ttl.verificationCodeMs),
      attempts: VERIFICATION_ATTEMPTS,
      mail: mail(deps, registered(state).email, 'verification-code', language, { code, name: registered(state).firstName }),
      now: at(deps),
    },
  }));
}

export async function verifyEmailCode(store: EventStore, userId: string, code: string, deps: CredentialDeps) {
  const result = await run(store, userId, deps, {
    type: 'VerifyEmailCode',
    data: { attemptHash: codeHash(deps.keys.code, userId, code), now: at(deps) },
  });
  const failed = result.newEvents.find((e) => e.type === 'EmailVerificationFailed');
  if (failed) {
    const attemptsLeft = failed.data.attemptsLeft;
    throw new DomainError('INVALID_VERIFICATION_CODE', `The verification code is not correct. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`, {
      attemptsLeft,
    });
  }
  return { user: registered(result.newState), position: result.position };
}

export function requestPasswordReset(store: EventStore, user: RegisteredUser, appUrl: string, language: string, deps: CredentialDeps) {
  const token = userToken(user.id);
  const link = `${appUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  return run(store, user.id, deps, {
    type: 'RequestPasswordReset',
    data: {
      tokenHash: sha256(token),
      expiresAt: at(deps, deps.ttl.resetTokenMs),
      mail: mail(deps, user.email, 'password-reset', language, { link, name: user.firstName }),
      now: at(deps),
    },
  });
}

const badReset = () =>
  new DomainError('RESET_TOKEN_INVALID', 'This password reset link is not valid or has already been used. Request a new one.');

export async function resetPassword(store: EventStore, token: string, passwordHash: () => Promise<string>, deps: CredentialDeps) {
  const userId = userIdOfToken(token);
  if (!userId) throw badReset();
  const hash = await passwordHash();
  const result = await run(store, userId, deps, { type: 'ResetPassword', data: { tokenHash: sha256(token), passwordHash: hash, now: at(deps) } }, badReset);
  return { user: registered(result.newState), position: result.position };
}

export function reauthenticate(store: EventStore, userId: string, deps: CredentialDeps) {
  return run(store, userId, deps, { type: 'Reauthenticate', data: { until: at(deps, deps.ttl.reauthMs), now: at(deps) } });
}

export async function changePassword(store: EventStore, userId: string, passwordHash: string, deps: CredentialDeps) {
  const result = await run(store, userId, deps, { type: 'ChangePassword', data: { passwordHash, now: at(deps) } });
  return { user: registered(result.newState), position: result.position };
}
