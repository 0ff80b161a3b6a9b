import type { DomainEvent } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import { constantTimeEqual } from '../shared/constantTime.ts';
import { mailRequested, type MailOrder, type MailRequested } from './credentials.ts';
import type { RegisteredUser, UserState } from './user.ts';

/**
 * The TOTP second factor of admin and analyst accounts (issue 11). The secret is personal data:
 * the command layer seals it with the person's key before it reaches the log (commands/users/personal.ts),
 * so the domain folds it in plaintext. Which 30-second step a code matches is computed by the
 * caller (the HMAC is the caller's, like argon2), so this stays pure: it only refuses replays and
 * spent recovery codes.
 */
export type MfaEnrolled = DomainEvent<
  'MfaEnrolled',
  { userId: string; secret: string; recoveryCodeHashes: string[]; step: number; enrolledAt: string }
>;
/** The last accepted step: a code of this step or an earlier one is never accepted again. */
export type MfaCodeAccepted = DomainEvent<'MfaCodeAccepted', { userId: string; step: number; acceptedAt: string }>;
export type MfaRecoveryCodeUsed = DomainEvent<'MfaRecoveryCodeUsed', { userId: string; codeHash: string; usedAt: string }>;

export type MfaEvent = MfaEnrolled | MfaCodeAccepted | MfaRecoveryCodeUsed;
export const MFA_EVENT_TYPES: ReadonlySet<string> = new Set<MfaEvent['type']>(['MfaEnrolled', 'MfaCodeAccepted', 'MfaRecoveryCodeUsed']);

export type MfaState = { secret: string; lastStep: number; recoveryCodeHashes: string[] };

/**
 * `step` is the step the code matched within the accepted window, or null when it matched none;
 * `notice` tells the holder that two-step sign-in was turned on (ASVS 2.5.5).
 */
export type EnrolMfa = {
  type: 'EnrolMfa';
  data: { secret: string; step: number | null; recoveryCodeHashes: string[]; notice: MailOrder<'credentials-changed'>; now: string };
};
export type VerifyMfa = { type: 'VerifyMfa'; data: ({ step: number | null } | { recoveryCodeHash: string }) & { now: string } };
export type MfaCommand = EnrolMfa | VerifyMfa;

export const isMfaCommand = (c: { type: string }): c is MfaCommand => c.type === 'EnrolMfa' || c.type === 'VerifyMfa';

const invalidCode = () => new DomainError('MFA_CODE_INVALID', 'The code is not correct. Check the time on your device and try again.');

export function evolveMfa(state: UserState, event: MfaEvent): UserState {
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'MfaEnrolled': {
      const { secret, recoveryCodeHashes, step } = event.data;
      return { ...state, mfa: { secret, recoveryCodeHashes, lastStep: step } };
    }
    case 'MfaCodeAccepted':
      return state.mfa ? { ...state, mfa: { ...state.mfa, lastStep: Math.max(state.mfa.lastStep, event.data.step) } } : state;
    case 'MfaRecoveryCodeUsed':
      return state.mfa ? { ...state, mfa: { ...state.mfa, recoveryCodeHashes: state.mfa.recoveryCodeHashes.filter((h) => h !== event.data.codeHash) } } : state;
  }
}

function enrol(c: EnrolMfa, user: RegisteredUser): (MfaEvent | MailRequested)[] {
  if (user.mfa) throw new DomainError('MFA_ALREADY_ENROLLED', 'A second factor is already set up for this account. Sign in again.');
  const { secret, step, recoveryCodeHashes, notice, now } = c.data;
  if (step === null) throw invalidCode();
  return [{ type: 'MfaEnrolled', data: { userId: user.id, secret, recoveryCodeHashes, step, enrolledAt: now } }, mailRequested(user.id, notice, now)];
}

function verify(c: VerifyMfa, user: RegisteredUser): MfaEvent[] {
  const mfa = user.mfa;
  if (!mfa) throw new DomainError('MFA_NOT_ENROLLED', 'No second factor is set up for this account. Sign in again to set one up.');
  const { now } = c.data;
  if ('recoveryCodeHash' in c.data) {
    const given = c.data.recoveryCodeHash;
    const codeHash = mfa.recoveryCodeHashes.find((h) => constantTimeEqual(h, given));
    if (!codeHash) throw invalidCode();
    return [{ type: 'MfaRecoveryCodeUsed', data: { userId: user.id, codeHash, usedAt: now } }];
  }
  const { step } = c.data;
  if (step === null) throw invalidCode();
  if (step <= mfa.lastStep) throw new DomainError('MFA_CODE_REUSED', 'This code has already been used. Wait for the next code.');
  return [{ type: 'MfaCodeAccepted', data: { userId: user.id, step, acceptedAt: now } }];
}

export function decideMfa(command: MfaCommand, state: UserState): (MfaEvent | MailRequested)[] {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND', 'User not found');
  return command.type === 'EnrolMfa' ? enrol(command, state) : verify(command, state);
}
