import { accountDisabled } from '../../domain/users/businessLogic.ts';
import type { Role } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { codeHash } from '../../infra/security/secrets.ts';
import { newRecoveryCodes, normalizeRecoveryCode, totpStep } from '../../infra/security/totp.ts';
import { changeNotice, noticeTo, type CredentialDeps } from './credentials.ts';
import { onUser, registered } from './run.ts';

/** The roles whose sign-in needs the TOTP second factor: the back office (issue 11) and editors, who publish to the public site. */
export const SECOND_FACTOR_ROLES: readonly Role[] = ['admin', 'analyst', 'editor'];
/** Whether the password (or provider) step must be followed by the TOTP step; a disabled account gets neither. */
export function needsSecondFactor(user: { role: Role; disabled?: boolean }): boolean {
  if (!SECOND_FACTOR_ROLES.includes(user.role)) return false;
  if (user.disabled) throw accountDisabled();
  return true;
}

const SIX_DIGITS = /^\d{6}$/;

/**
 * Completes an enrolment: the code proves the app holds the secret. Answers the ten recovery codes,
 * which exist in plaintext only in this answer.
 */
export async function enrolMfa(store: EventStore, userId: string, secret: string, code: string, deps: CredentialDeps) {
  const recoveryCodes = newRecoveryCodes();
  const now = deps.now();
  const result = await onUser(store, userId, deps, (state) => ({
    type: 'EnrolMfa',
    data: {
      secret,
      step: SIX_DIGITS.test(code.trim()) ? totpStep(secret, code.trim(), now) : null,
      recoveryCodeHashes: recoveryCodes.map((c) => codeHash(deps.keys.code, userId, c)),
      notice: changeNotice(deps, registered(state), 'two-step-enabled'),
      now: now.toISOString(),
    },
  }));
  return { user: registered(result.newState), recoveryCodes };
}

/** A six-digit code is a TOTP code; anything else is tried as a recovery code. */
export async function verifyMfa(store: EventStore, userId: string, code: string, deps: CredentialDeps) {
  const now = deps.now();
  const given = code.trim();
  const result = await onUser(store, userId, deps, (state) => {
    const secret = state.status === 'registered' ? state.mfa?.secret : undefined;
    const data = SIX_DIGITS.test(given)
      ? { step: secret ? totpStep(secret, given, now) : null }
      : { recoveryCodeHash: codeHash(deps.keys.code, userId, normalizeRecoveryCode(given)) };
    return { type: 'VerifyMfa', data: { ...data, now: now.toISOString() } };
  });
  return registered(result.newState);
}

/**
 * A used code was tried again: the code was refused, and whoever tried it got past the password
 * step, so the holder is told (ASVS 2.8.5), at most once an hour (the decider keeps the count).
 */
export function notifyMfaCodeReuse(store: EventStore, userId: string, deps: CredentialDeps) {
  return onUser(store, userId, deps, (state) => ({
    type: 'NotifyMfaCodeReuse',
    data: { mail: noticeTo(deps, registered(state), 'mfa-code-reused'), now: deps.now().toISOString() },
  }));
}
