import { describe, it } from 'vitest';
import { userDecider } from '../../../domain/users/decider.ts';
import type { UserEvent, UserRegistered } from '../../../domain/users/user.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(userDecider);
const t0 = '2026-11-22T10:00:00.000Z';
const t1 = '2026-11-22T10:05:00.000Z';
const later = '2026-11-22T11:00:00.000Z';
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', displayName: 'Ann Lee', passwordHash: '$argon2id$h', role: 'user', registeredAt: t0 },
};
const family = (familyId: string): UserEvent => ({ type: 'SessionFamilyOpened', data: { userId: 'u1', familyId, openedAt: t0 } });
const mail = { mailId: 'm1', to: 'ann@example.com', template: 'verification-code' as const, language: 'en', sealed: 'sealed' };
const codeIssued: UserEvent = { type: 'EmailVerificationCodeIssued', data: { userId: 'u1', codeHash: 'good', expiresAt: '2026-11-22T10:15:00.000Z', attempts: 5, issuedAt: t0 } };
const verify = (attemptHash: string, now = t1) => ({ type: 'VerifyEmailCode' as const, data: { attemptHash, now } });
/** The notice a change of sign-in details carries; what changed is in its sealed parameters. */
const notice = { mailId: 'n1', to: 'ann@example.com', template: 'credentials-changed' as const, language: 'de', sealed: 'sealed-change' };
const noticed = (now: string): UserEvent => ({ type: 'MailRequested', data: { ...notice, userId: 'u1', requestedAt: now } });

describe('email verification', () => {
  it('issues a hashed code together with its mail request', () => {
    given([registered])
      .when({ type: 'IssueVerificationCode', data: { codeHash: 'good', expiresAt: '2026-11-22T10:15:00.000Z', attempts: 5, mail, now: t0 } })
      .then([codeIssued, { type: 'MailRequested', data: { ...mail, userId: 'u1', requestedAt: t0 } }]);
  });
  it('verifies the right code and counts down wrong ones', () => {
    given([registered, codeIssued]).when(verify('good')).then([{ type: 'EmailVerified', data: { userId: 'u1', via: 'code', verifiedAt: t1 } }]);
    given([registered, codeIssued]).when(verify('bad')).then([{ type: 'EmailVerificationFailed', data: { userId: 'u1', attemptsLeft: 4, failedAt: t1 } }]);
  });
  it('refuses after 5 wrong attempts, after expiry, and without a code', () => {
    const failed = (left: number): UserEvent => ({ type: 'EmailVerificationFailed', data: { userId: 'u1', attemptsLeft: left, failedAt: t1 } });
    given([registered, codeIssued, failed(4), failed(3), failed(2), failed(1), failed(0)]).when(verify('good')).thenThrows('VERIFICATION_ATTEMPTS_EXHAUSTED');
    given([registered, codeIssued]).when(verify('good', later)).thenThrows('VERIFICATION_CODE_EXPIRED');
    given([registered]).when(verify('good')).thenThrows('VERIFICATION_CODE_MISSING');
  });
  it('refuses any code for a verified email like a wrong one (issue 22: it answered the profile)', () => {
    given([registered, codeIssued, { type: 'EmailVerified', data: { userId: 'u1', via: 'code', verifiedAt: t1 } }]).when(verify('bad')).thenThrows('INVALID_VERIFICATION_CODE');
  });
});

describe('a registration attempt with a taken email', () => {
  const notice = { ...mail, template: 'registration-attempt' as const };
  const notify = (now: string) => ({ type: 'NotifyRegistrationAttempt' as const, data: { mail: notice, now } });
  const mailed: UserEvent = { type: 'MailRequested', data: { ...notice, userId: 'u1', requestedAt: t0 } };
  it('mails the owner, at most once an hour', () => {
    given([registered]).when(notify(t0)).then([mailed]);
    given([registered, mailed]).when(notify(t1)).thenNothingHappens();
    given([registered, mailed]).when(notify(later)).then([{ type: 'MailRequested', data: { ...notice, userId: 'u1', requestedAt: later } }]);
  });
});

describe('password reset and change', () => {
  const requested: UserEvent = { type: 'PasswordResetRequested', data: { userId: 'u1', tokenHash: 'tok', expiresAt: '2026-11-22T11:00:00.000Z', requestedAt: t0 } };
  const reset = (tokenHash: string, now = t1) => ({ type: 'ResetPassword' as const, data: { tokenHash, passwordHash: 'new', notice, now } });
  it('sets the new password and revokes every session family on the index', () => {
    given([registered, family('f1'), family('f9')]).when(reset('tok')).thenThrows('RESET_TOKEN_INVALID');
    given([registered, family('f1'), family('f9'), requested])
      .when(reset('tok'))
      .then([
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'reset', changedAt: t1 } },
        { type: 'SessionsRevoked', data: { userId: 'u1', familyIds: ['f1', 'f9'], sessionIds: [], reason: 'password_reset', revokedAt: t1 } },
        noticed(t1),
      ]);
  });
  it('takes revoked families off the index, so the next revocation does not list them', () => {
    const revoked: UserEvent = { type: 'SessionsRevoked', data: { userId: 'u1', familyIds: ['f1'], sessionIds: [], reason: 'password_reset', revokedAt: t1 } };
    given([registered, family('f1'), revoked, family('f2'), requested])
      .when(reset('tok'))
      .then([
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'reset', changedAt: t1 } },
        { type: 'SessionsRevoked', data: { userId: 'u1', familyIds: ['f2'], sessionIds: [], reason: 'password_reset', revokedAt: t1 } },
        noticed(t1),
      ]);
  });
  it('is single-use and expires', () => {
    const used: UserEvent = { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'reset', changedAt: t1 } };
    given([registered, requested, used]).when(reset('tok')).thenThrows('RESET_TOKEN_INVALID');
    given([registered, requested]).when(reset('wrong')).thenThrows('RESET_TOKEN_INVALID');
    given([registered, requested]).when(reset('tok', '2026-11-22T11:00:01.000Z')).thenThrows('RESET_TOKEN_EXPIRED');
  });
  it('changes the password only within 5 minutes of re-authentication', () => {
    const change = (now: string) => ({ type: 'ChangePassword' as const, data: { passwordHash: 'new', notice, now } });
    const reauthed: UserEvent = { type: 'UserReauthenticated', data: { userId: 'u1', until: '2026-11-22T10:10:00.000Z', at: t1 } };
    given([registered]).when(change(t1)).thenThrows('reauth_required');
    given([registered, reauthed]).when(change('2026-11-22T10:10:00.000Z')).thenThrows('reauth_required');
    given([registered, reauthed]).when(change(t1)).then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'settings', changedAt: t1 } }, noticed(t1)]);
  });
});

describe('a notice to the address on file after each change of how the person signs in (ASVS 2.2.3, 2.5.5)', () => {
  const reauthed: UserEvent = { type: 'UserReauthenticated', data: { userId: 'u1', until: '2026-11-22T10:10:00.000Z', at: t0 } };
  const resetAsked: UserEvent = { type: 'PasswordResetRequested', data: { userId: 'u1', tokenHash: 'tok', expiresAt: later, requestedAt: t0 } };
  const link = (picture: string | null) => ({ type: 'LinkProvider' as const, data: { provider: 'google' as const, subject: 'g1', picture, notice, now: t1 } });
  const linked = (picture: string | null): UserEvent => ({ type: 'ProviderLinked', data: { userId: 'u1', provider: 'google', subject: 'g1', picture, linkedAt: t1 } });

  it('is requested by the same decision as a password change and a reset, never on its own', () => {
    const change = { type: 'ChangePassword' as const, data: { passwordHash: 'new', notice, now: t1 } };
    given([registered, reauthed]).when(change).then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'settings', changedAt: t1 } }, noticed(t1)]);
    given([registered]).when(change).thenThrows('reauth_required');
    const reset = { type: 'ResetPassword' as const, data: { tokenHash: 'tok', passwordHash: 'new', notice, now: t1 } };
    given([registered, resetAsked]).when(reset).then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new', via: 'reset', changedAt: t1 } }, noticed(t1)]);
  });
  it('follows a newly connected provider, not a new picture of one already connected', () => {
    given([registered]).when(link(null)).then([linked(null), noticed(t1)]);
    given([registered, linked(null)]).when(link('https://pic.example/new.png')).then([linked('https://pic.example/new.png')]);
    given([registered, linked(null)]).when(link(null)).thenNothingHappens();
  });
  it('follows a disconnected provider, and nothing when there was none to disconnect', () => {
    const unlink = { type: 'UnlinkProvider' as const, data: { provider: 'google' as const, notice, now: t1 } };
    given([registered, linked(null)]).when(unlink).then([{ type: 'ProviderUnlinked', data: { userId: 'u1', provider: 'google', unlinkedAt: t1 } }, noticed(t1)]);
    given([registered]).when(unlink).thenNothingHappens();
  });
});

describe('a reused second-factor code (ASVS 2.8.5)', () => {
  const reuse = { mailId: 'r1', to: 'ann@example.com', template: 'mfa-code-reused' as const, language: 'en', sealed: 'sealed' };
  const notify = (now: string) => ({ type: 'NotifyMfaCodeReuse' as const, data: { mail: reuse, now } });
  const mailed = (now: string): UserEvent => ({ type: 'MailRequested', data: { ...reuse, userId: 'u1', requestedAt: now } });
  const registrationNotice: UserEvent = { type: 'MailRequested', data: { ...mail, template: 'registration-attempt', userId: 'u1', requestedAt: t0 } };
  it('mails the holder at most once an hour, so an attacker cannot flood the inbox', () => {
    given([registered]).when(notify(t0)).then([mailed(t0)]);
    given([registered, mailed(t0)]).when(notify(t1)).thenNothingHappens();
    given([registered, mailed(t0)]).when(notify(later)).then([mailed(later)]);
  });
  it('counts its hour apart from the registration notice', () => {
    given([registered, registrationNotice]).when(notify(t1)).then([mailed(t1)]);
  });
});

describe('providers and roles', () => {
  const viaGoogle: UserEvent = {
    type: 'UserRegisteredViaProvider',
    data: { userId: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', displayName: 'Ann Lee', role: 'user', provider: 'google', subject: 'g1', picture: null, registeredAt: t0 },
  };
  const unlink = (provider: 'google' | 'linkedin') => ({ type: 'UnlinkProvider' as const, data: { provider, notice, now: t1 } });
  it('registers through a provider once; another identity on the same account is ACCOUNT_EXISTS', () => {
    const cmd = { type: 'RegisterViaProvider' as const, data: { userId: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', provider: 'google' as const, subject: 'g1', picture: null, now: t0 } };
    given([]).when(cmd).then([viaGoogle]);
    given([viaGoogle]).when(cmd).thenNothingHappens();
    given([registered]).when(cmd).thenThrows('ACCOUNT_EXISTS', { existingMethods: ['password'] });
  });
  it('refuses to unlink the last sign-in method, allows it when another remains', () => {
    given([viaGoogle]).when(unlink('google')).thenThrows('LAST_SIGN_IN_METHOD');
    const linked: UserEvent = { type: 'ProviderLinked', data: { userId: 'u1', provider: 'google', subject: 'g1', picture: null, linkedAt: t0 } };
    given([registered, linked]).when(unlink('google')).then([{ type: 'ProviderUnlinked', data: { userId: 'u1', provider: 'google', unlinkedAt: t1 } }, noticed(t1)]);
    given([registered]).when(unlink('linkedin')).thenNothingHappens();
  });
  it('makes an admin idempotently', () => {
    const cmd = { type: 'SetAdmin' as const, data: { now: t1 } };
    const events: UserEvent[] = [
      { type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', changedAt: t1 } },
      { type: 'EmailVerified', data: { userId: 'u1', via: 'admin_seed', verifiedAt: t1 } },
    ];
    given([registered]).when(cmd).then(events);
    given([registered, ...events]).when(cmd).thenNothingHappens();
  });
});
