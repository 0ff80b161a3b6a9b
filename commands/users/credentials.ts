import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/shared/errors.ts';
import type { UserCommand } from '../../domain/users/businessLogic.ts';
import type { AdminUpdateUser } from '../../domain/users/adminLogic.ts';
import type { MfaCommand } from '../../domain/users/mfa.ts';
import { wrongVerificationCode, type CredentialCommand } from '../../domain/users/credentialLogic.ts';
import { userDecider } from '../../domain/users/decider.ts';
import { credentialsOf, type CredentialChange, type MailOrder, type MailTemplate, type RevokeReason } from '../../domain/users/credentials.ts';
import type { RegisteredUser, UserState } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { codeHash, seal, sixDigitCode, userIdOfToken, userToken } from '../../infra/security/secrets.ts';
import { sha256 } from '../../infra/security/tokens.ts';
import { loadUser, onUser, registered, type UserDeps } from './run.ts';
import { revokeFamilies } from './sessions.ts';
import { VERIFICATION_ATTEMPTS, type CredentialTtl } from './ttl.ts';

/** `language`: the request's, for a notice to a person none of whose mails had a language they chose. */
export type CredentialDeps = UserDeps & { keys: { mail: Buffer; code: Buffer }; ttl: CredentialTtl; language: string };

const at = (deps: Pick<UserDeps, 'now'>, plusMs = 0) => new Date(deps.now().getTime() + plusMs).toISOString();

/**
 * The plaintext of a code or link exists only here and, sealed with the mail key, inside the
 * MailRequested event. The person's name is not put there: the outbox reads it from their stream
 * when sending, sealed with their own key, so erasing them erases it (issue 22).
 */
function mail<T extends MailTemplate>(deps: CredentialDeps, to: string, template: T, language: string, params: Record<string, string>): MailOrder<T> {
  return { mailId: randomUUID(), to, template, language, sealed: seal(deps.keys.mail, params) };
}

/**
 * A notice nobody asked for (a change of how the person signs in, a reused code) goes to the
 * address on file in the language of the person's own mails: whoever caused it may not be them,
 * so the request's language is only the fallback. It names the change, never a secret; the links
 * and the time are added when it is sent (infra/mail/deliveries.ts).
 */
export function noticeTo<T extends 'credentials-changed' | 'mfa-code-reused'>(deps: CredentialDeps, user: RegisteredUser, template: T, params: Record<string, string> = {}) {
  return mail(deps, user.email, template, credentialsOf(user).mailLanguage ?? deps.language, params);
}

export const changeNotice = (deps: CredentialDeps, user: RegisteredUser, change: CredentialChange, params: Record<string, string> = {}) =>
  noticeTo(deps, user, 'credentials-changed', { ...params, change });


export function issueVerificationCode(store: EventStore, userId: string, language: string, deps: CredentialDeps) {
  const code = sixDigitCode();
  return onUser(store, userId, deps, (state) => ({
    type: 'IssueVerificationCode',
    data: {
      codeHash: codeHash(deps.keys.code, userId, code),
      expiresAt: at(deps, deps.ttl.verificationCodeMs),
      attempts: VERIFICATION_ATTEMPTS,
      mail: mail(deps, registered(state).email, 'verification-code', language, { code }),
      now: at(deps),
    },
  }));
}

export { wrongVerificationCode };

/** Refusals the decider tells apart, which the caller must not: they would say the account exists and is unverified. */
const VERIFICATION_REFUSALS = new Set(['INVALID_VERIFICATION_CODE', 'VERIFICATION_CODE_MISSING', 'VERIFICATION_CODE_EXPIRED', 'VERIFICATION_ATTEMPTS_EXHAUSTED']);

export async function verifyEmailCode(store: EventStore, userId: string, code: string, deps: CredentialDeps) {
  const result = await onUser(store, userId, deps, { type: 'VerifyEmailCode', data: { attemptHash: codeHash(deps.keys.code, userId, code), now: at(deps) } }).catch(
    (error: unknown) => {
      throw error instanceof DomainError && VERIFICATION_REFUSALS.has(error.code) ? wrongVerificationCode() : error;
    },
  );
  // The wrong attempt is recorded (it counts down the attempts), but answered like any other refusal.
  if (result.newEvents.some((e) => e.type === 'EmailVerificationFailed')) throw wrongVerificationCode();
  return { user: registered(result.newState), position: result.position };
}

export function requestPasswordReset(store: EventStore, user: RegisteredUser, appUrl: string, language: string, deps: CredentialDeps) {
  const token = userToken(user.id);
  const link = `${appUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  return onUser(store, user.id, deps, {
    type: 'RequestPasswordReset',
    data: { tokenHash: sha256(token), expiresAt: at(deps, deps.ttl.resetTokenMs), mail: mail(deps, user.email, 'password-reset', language, { link }), now: at(deps) },
  });
}

/**
 * Tells the owner of an email that someone tried to register with it (the 409 ACCOUNT_EXISTS the
 * spec keeps): they learn of an enumeration attempt, or are reminded they already have an account.
 */
export function notifyRegistrationAttempt(store: EventStore, user: RegisteredUser, appUrl: string, language: string, deps: CredentialDeps) {
  const link = `${appUrl.replace(/\/$/, '')}/login`;
  return onUser(store, user.id, deps, {
    type: 'NotifyRegistrationAttempt',
    data: { mail: mail(deps, user.email, 'registration-attempt', language, { link, name: user.firstName }), now: at(deps) },
  });
}

const badReset = () =>
  new DomainError('RESET_TOKEN_INVALID', 'This password reset link is not valid or has already been used. Request a new one.');

/**
 * Runs a decision that revokes every session (reset, change, erasure). The families known now are
 * ended first, so a crash after the user's own append cannot leave them open; the ones the
 * decision listed are ended after it, which covers a login that raced with it.
 */
type Command = UserCommand | CredentialCommand | AdminUpdateUser | MfaCommand;

export async function withAllSessionsEnded(
  store: EventStore,
  userId: string,
  reason: RevokeReason,
  deps: UserDeps,
  command: Command | ((state: UserState) => Command),
  missing?: () => DomainError,
) {
  const before = await loadUser(store, deps.vault, userId);
  if (before.status === 'registered') {
    // Decided once beforehand, so a refused command (a forged reset link) or one that changes
    // nothing (a role given again) ends no session.
    const decided = userDecider.decide(typeof command === 'function' ? command(before) : command, before);
    if (decided.some((e) => e.type === 'SessionsRevoked')) await revokeFamilies(store, userId, before.families.map((f) => f.familyId), reason, deps);
  }
  const result = await onUser(store, userId, deps, command, { missing });
  const listed = result.newEvents.flatMap((e) => (e.type === 'SessionsRevoked' ? e.data.familyIds : []));
  const known = new Set(before.status === 'registered' ? before.families.map((f) => f.familyId) : []);
  await revokeFamilies(store, userId, listed.filter((id) => !known.has(id)), reason, deps);
  return result;
}

export async function resetPassword(store: EventStore, token: string, passwordHash: () => Promise<string>, deps: CredentialDeps) {
  const userId = userIdOfToken(token);
  if (!userId) throw badReset();
  const hash = await passwordHash();
  const reset = (state: UserState): CredentialCommand => ({
    type: 'ResetPassword',
    data: { tokenHash: sha256(token), passwordHash: hash, notice: changeNotice(deps, registered(state), 'password-reset'), now: at(deps) },
  });
  const result = await withAllSessionsEnded(store, userId, 'password_reset', deps, reset, badReset);
  return { user: registered(result.newState), position: result.position };
}

export function reauthenticate(store: EventStore, userId: string, deps: CredentialDeps) {
  return onUser(store, userId, deps, { type: 'Reauthenticate', data: { until: at(deps, deps.ttl.reauthMs), now: at(deps) } });
}

export async function changePassword(store: EventStore, userId: string, passwordHash: string, deps: CredentialDeps) {
  const change = (state: UserState): CredentialCommand => ({
    type: 'ChangePassword',
    data: { passwordHash, notice: changeNotice(deps, registered(state), 'password-changed'), now: at(deps) },
  });
  const result = await withAllSessionsEnded(store, userId, 'password_changed', deps, change);
  return { user: registered(result.newState), position: result.position };
}
