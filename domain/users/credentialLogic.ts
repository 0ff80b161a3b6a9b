import { DomainError } from '../shared/errors.ts';
import { constantTimeEqual } from '../shared/constantTime.ts';
import { requireRegistered } from './businessLogic.ts';
import { credentialsOf, mailRequested, noticeDue, revokeAllFamilies, type CredentialEvent, type MailOrder, type Provider } from './credentials.ts';
import type { RegisteredUser, Role, UserState } from './user.ts';

/**
 * Decisions about credentials. Everything secret arrives already hashed (or sealed, for mail), and
 * every slow or random thing (argon2, token generation, the clock) is done by the caller.
 */
type Mail = MailOrder;
/**
 * The mail every change of how the person signs in sends to the address on file, in the same
 * decision as the change, so no change goes unannounced (ASVS 2.2.3, 2.5.5). It says what changed
 * and when, never a secret; the command seals which change it is.
 */
type Notice = MailOrder<'credentials-changed'>;
type C<T extends string, D> = { type: T; data: D & { now: string } };

export type IssueVerificationCode = C<'IssueVerificationCode', { codeHash: string; expiresAt: string; attempts: number; mail: Mail }>;
export type VerifyEmailCode = C<'VerifyEmailCode', { attemptHash: string }>;
export type NotifyRegistrationAttempt = C<'NotifyRegistrationAttempt', { mail: Mail }>;
/** A used second-factor code was tried again (ASVS 2.8.5): the holder hears of it, at most once an hour. */
export type NotifyMfaCodeReuse = C<'NotifyMfaCodeReuse', { mail: MailOrder<'mfa-code-reused'> }>;
export type RequestPasswordReset = C<'RequestPasswordReset', { tokenHash: string; expiresAt: string; mail: Mail }>;
export type ResetPassword = C<'ResetPassword', { tokenHash: string; passwordHash: string; notice: Notice }>;
export type Reauthenticate = C<'Reauthenticate', { until: string }>;
export type ChangePassword = C<'ChangePassword', { passwordHash: string; notice: Notice }>;
export type SetAdmin = C<'SetAdmin', { passwordHash?: string }>;
export type LinkProvider = C<'LinkProvider', { provider: Provider; subject: string; picture: string | null; notice: Notice }>;
export type UnlinkProvider = C<'UnlinkProvider', { provider: Provider; notice: Notice }>;
export type IssueHandoff = C<'IssueHandoff', { handoffHash: string; expiresAt: string }>;
export type RedeemHandoff = C<'RedeemHandoff', { handoffHash: string }>;
export type RegisterViaProvider = C<
  'RegisterViaProvider',
  { userId: string; email: string; firstName: string; lastName: string; provider: Provider; subject: string; picture: string | null }
>;

export type CredentialCommand =
  | IssueVerificationCode
  | VerifyEmailCode
  | RequestPasswordReset
  | NotifyRegistrationAttempt
  | NotifyMfaCodeReuse
  | ResetPassword
  | Reauthenticate
  | ChangePassword
  | SetAdmin
  | LinkProvider
  | UnlinkProvider
  | IssueHandoff
  | RedeemHandoff
  | RegisterViaProvider;

const CREDENTIAL_COMMANDS = new Set<string>([
  'IssueVerificationCode', 'VerifyEmailCode', 'RequestPasswordReset', 'NotifyRegistrationAttempt', 'NotifyMfaCodeReuse', 'ResetPassword',
  'Reauthenticate', 'ChangePassword', 'SetAdmin', 'LinkProvider', 'UnlinkProvider', 'IssueHandoff', 'RedeemHandoff', 'RegisterViaProvider',
]);
export const isCredentialCommand = (c: { type: string }): c is CredentialCommand => CREDENTIAL_COMMANDS.has(c.type);

/**
 * The one answer a caller of verify-email-code sees for every refusal: an unknown email, a wrong,
 * expired or used-up code and an already verified account must look alike, or the endpoint tells
 * who has an account (issue 22).
 */
export const WRONG_VERIFICATION_CODE = 'The verification code is not correct or has expired. Request a new code if needed.';
export const wrongVerificationCode = () => new DomainError('INVALID_VERIFICATION_CODE', WRONG_VERIFICATION_CODE);

function verifyCode(c: VerifyEmailCode, user: RegisteredUser): CredentialEvent[] {
  // Refused like a wrong code: answering "done" here handed anyone the profile of a verified account.
  if (user.emailVerified) throw wrongVerificationCode();
  const pending = credentialsOf(user).verification;
  const now = c.data.now;
  if (!pending) throw new DomainError('VERIFICATION_CODE_MISSING', 'No verification code is pending. Request a new code.');
  if (pending.expiresAt <= now) throw new DomainError('VERIFICATION_CODE_EXPIRED', 'This verification code has expired. Request a new code.');
  if (pending.attemptsLeft <= 0) {
    throw new DomainError('VERIFICATION_ATTEMPTS_EXHAUSTED', 'Too many wrong codes. Request a new code.', { attemptsLeft: 0 });
  }
  if (!constantTimeEqual(pending.codeHash, c.data.attemptHash)) {
    return [{ type: 'EmailVerificationFailed', data: { userId: user.id, attemptsLeft: pending.attemptsLeft - 1, failedAt: now } }];
  }
  return [{ type: 'EmailVerified', data: { userId: user.id, via: 'code', verifiedAt: now } }];
}

/** Notices nobody asked for go out at most once an hour each, so repeated attempts cannot flood the mailbox. */
function notifyAtMostHourly(c: NotifyRegistrationAttempt | NotifyMfaCodeReuse, user: RegisteredUser): CredentialEvent[] {
  const { mail, now } = c.data;
  const credentials = credentialsOf(user);
  const last = c.type === 'NotifyRegistrationAttempt' ? credentials.registrationAttemptMailedAt : credentials.mfaReuseMailedAt;
  return noticeDue(last, now) ? [mailRequested(user.id, mail, now)] : [];
}

function resetPassword(c: ResetPassword, user: RegisteredUser): CredentialEvent[] {
  const pending = credentialsOf(user).reset;
  const { tokenHash, passwordHash, notice, now } = c.data;
  if (!pending || !constantTimeEqual(pending.tokenHash, tokenHash)) {
    throw new DomainError('RESET_TOKEN_INVALID', 'This password reset link is not valid or has already been used. Request a new one.');
  }
  if (pending.expiresAt <= now) throw new DomainError('RESET_TOKEN_EXPIRED', 'This password reset link has expired. Request a new one.');
  return [
    { type: 'PasswordChanged', data: { userId: user.id, passwordHash, via: 'reset', changedAt: now } },
    ...revokeAllFamilies(user, 'password_reset', now),
    mailRequested(user.id, notice, now),
  ];
}

function changePassword(c: ChangePassword, user: RegisteredUser): CredentialEvent[] {
  const until = credentialsOf(user).reauthUntil;
  if (!until || until <= c.data.now) {
    throw new DomainError('reauth_required', 'Please confirm your current password again to continue.');
  }
  return [
    { type: 'PasswordChanged', data: { userId: user.id, passwordHash: c.data.passwordHash, via: 'settings', changedAt: c.data.now } },
    ...revokeAllFamilies(user, 'password_changed', c.data.now),
    mailRequested(user.id, c.data.notice, c.data.now),
  ];
}

function setAdmin(c: SetAdmin, user: RegisteredUser): CredentialEvent[] {
  const { now, passwordHash } = c.data;
  const events: CredentialEvent[] = [];
  const role: Role = 'admin';
  if (user.role !== role) events.push({ type: 'UserRoleChanged', data: { userId: user.id, role, changedAt: now } });
  if (passwordHash) events.push({ type: 'PasswordChanged', data: { userId: user.id, passwordHash, via: 'admin_seed', changedAt: now } });
  if (!user.emailVerified) events.push({ type: 'EmailVerified', data: { userId: user.id, via: 'admin_seed', verifiedAt: now } });
  return events;
}

function link(c: LinkProvider, user: RegisteredUser): CredentialEvent[] {
  const { provider, subject, picture, notice, now } = c.data;
  const current = credentialsOf(user).providers[provider];
  if (current?.subject === subject && current.picture === picture) return [];
  if (current && current.subject !== subject) {
    throw new DomainError('PROVIDER_ALREADY_LINKED', `Another ${provider} account is already connected. Disconnect it first.`);
  }
  const linked: CredentialEvent = { type: 'ProviderLinked', data: { userId: user.id, provider, subject, picture, linkedAt: now } };
  // A new picture of a linked account changes no way of signing in: no notice.
  return current ? [linked] : [linked, mailRequested(user.id, notice, now)];
}

function unlink(c: UnlinkProvider, user: RegisteredUser): CredentialEvent[] {
  const { provider, notice, now } = c.data;
  if (!credentialsOf(user).providers[provider]) return [];
  if (user.methods.length <= 1) {
    throw new DomainError('LAST_SIGN_IN_METHOD', `${provider} is your only way to sign in. Set a password or connect another provider first.`);
  }
  return [{ type: 'ProviderUnlinked', data: { userId: user.id, provider, unlinkedAt: now } }, mailRequested(user.id, notice, now)];
}

function redeem(c: RedeemHandoff, user: RegisteredUser): CredentialEvent[] {
  const { handoffHash, now } = c.data;
  const handoff = credentialsOf(user).handoffs.find((h) => constantTimeEqual(h.hash, handoffHash));
  if (!handoff || handoff.expiresAt <= now) {
    throw new DomainError('INVALID_HANDOFF', 'This sign-in link is not valid or has already been used. Please sign in again.');
  }
  return [{ type: 'SignInHandoffRedeemed', data: { userId: user.id, handoffHash, redeemedAt: now } }];
}

function registerViaProvider(c: RegisterViaProvider, state: UserState): CredentialEvent[] {
  const d = c.data;
  if (state.status === 'registered') {
    if (credentialsOf(state).providers[d.provider]?.subject === d.subject) return [];
    throw new DomainError('ACCOUNT_EXISTS', 'An account with this email already exists', { existingMethods: state.methods });
  }
  const displayName = `${d.firstName} ${d.lastName}`.trim();
  const { now, ...rest } = d;
  return [{ type: 'UserRegisteredViaProvider', data: { ...rest, displayName, role: 'user', registeredAt: now } }];
}

export function decideCredentials(command: CredentialCommand, state: UserState): CredentialEvent[] {
  if (command.type === 'RegisterViaProvider') return registerViaProvider(command, state);
  const user = requireRegistered(state);
  const userId = user.id;
  switch (command.type) {
    case 'IssueVerificationCode': {
      if (user.emailVerified) return [];
      const { codeHash, expiresAt, attempts, mail, now } = command.data;
      return [
        { type: 'EmailVerificationCodeIssued', data: { userId, codeHash, expiresAt, attempts, issuedAt: now } },
        mailRequested(userId, mail, now),
      ];
    }
    case 'VerifyEmailCode':
      return verifyCode(command, user);
    case 'RequestPasswordReset': {
      const { tokenHash, expiresAt, mail, now } = command.data;
      return [
        { type: 'PasswordResetRequested', data: { userId, tokenHash, expiresAt, requestedAt: now } },
        mailRequested(userId, mail, now),
      ];
    }
    case 'NotifyRegistrationAttempt':
    case 'NotifyMfaCodeReuse':
      return notifyAtMostHourly(command, user);
    case 'ResetPassword':
      return resetPassword(command, user);
    case 'Reauthenticate':
      return [{ type: 'UserReauthenticated', data: { userId, until: command.data.until, at: command.data.now } }];
    case 'ChangePassword':
      return changePassword(command, user);
    case 'SetAdmin':
      return setAdmin(command, user);
    case 'LinkProvider':
      return link(command, user);
    case 'UnlinkProvider':
      return unlink(command, user);
    case 'IssueHandoff':
      return [{ type: 'SignInHandoffIssued', data: { userId, handoffHash: command.data.handoffHash, expiresAt: command.data.expiresAt, issuedAt: command.data.now } }];
    case 'RedeemHandoff':
      return redeem(command, user);
  }
}
