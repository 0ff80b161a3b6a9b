import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import { MAIL_TEMPLATES } from './credentials.ts';
import type {
  EmailVerificationCodeIssued,
  EmailVerificationFailed,
  EmailVerified,
  MailRequested,
  PasswordChanged,
  PasswordResetRequested,
  ProviderLinked,
  ProviderUnlinked,
  SessionsRevoked,
  SignInHandoffIssued,
  SignInHandoffRedeemed,
  UserReauthenticated,
  UserRegisteredViaProvider,
  UserRoleChanged,
  UserDisabled,
  UserEnabled,
} from './credentials.ts';
import type { EmailReserved } from './emailReservation.ts';
import type { MfaCodeAccepted, MfaEnrolled, MfaRecoveryCodeUsed } from './mfa.ts';
import type { SessionRefreshed, SessionStarted } from './sessions.ts';
import type { PersonalDataErased, SessionFamilyOpened, UserProfileUpdated, UserRegistered } from './user.ts';

/**
 * The stored shape of every event of the user, session and email-reservation streams. Personal
 * fields (email, names, provider subject and picture, the mail address) are sealed strings in the
 * log, so they are plain strings here, never z.email(): the domain opens them after parsing.
 */
const role = z.enum(['user', 'expert', 'admin', 'analyst', 'editor']);
const provider = z.enum(['google', 'linkedin']);
const method = z.enum(['password', 'google', 'linkedin']);

const registration = {
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  role,
  registeredAt: z.string(),
};

export const userRegistered = declareEvent<UserRegistered>()('UserRegistered', z.object({ ...registration, passwordHash: z.string() }));

export const userProfileUpdated = declareEvent<UserProfileUpdated>()(
  'UserProfileUpdated',
  z.object({
    userId: z.string(),
    changes: z.object({ firstName: z.string().optional(), lastName: z.string().optional(), displayName: z.string().optional() }),
    updatedAt: z.string(),
  }),
);

export const sessionFamilyOpened = declareEvent<SessionFamilyOpened>()(
  'SessionFamilyOpened',
  z.object({ userId: z.string(), familyId: z.string(), openedAt: z.string() }),
);

export const personalDataErased = declareEvent<PersonalDataErased>()(
  'PersonalDataErased',
  z.object({ userId: z.string(), by: z.enum(['self', 'admin']), erasedAt: z.string() }),
);

export const sessionStarted = declareEvent<SessionStarted>()(
  'SessionStarted',
  z.object({
    userId: z.string(),
    sessionId: z.string(),
    familyId: z.string(),
    refreshTokenHash: z.string(),
    expiresAt: z.string(),
    startedAt: z.string(),
  }),
);

export const sessionRefreshed = declareEvent<SessionRefreshed>()(
  'SessionRefreshed',
  z.object({
    userId: z.string(),
    sessionId: z.string(),
    newSessionId: z.string(),
    familyId: z.string(),
    refreshTokenHash: z.string(),
    expiresAt: z.string(),
    refreshedAt: z.string(),
  }),
);

export const sessionsRevoked = declareEvent<SessionsRevoked>()(
  'SessionsRevoked',
  z.object({
    userId: z.string(),
    familyIds: z.array(z.string()),
    sessionIds: z.array(z.string()),
    reason: z.enum(['logout', 'refresh_token_reuse', 'password_reset', 'password_changed', 'account_erased', 'account_disabled', 'role_changed']),
    revokedAt: z.string(),
  }),
);

export const emailVerificationCodeIssued = declareEvent<EmailVerificationCodeIssued>()(
  'EmailVerificationCodeIssued',
  z.object({ userId: z.string(), codeHash: z.string(), expiresAt: z.string(), attempts: z.number(), issuedAt: z.string() }),
);

export const emailVerificationFailed = declareEvent<EmailVerificationFailed>()(
  'EmailVerificationFailed',
  z.object({ userId: z.string(), attemptsLeft: z.number(), failedAt: z.string() }),
);

export const emailVerified = declareEvent<EmailVerified>()(
  'EmailVerified',
  z.object({ userId: z.string(), via: z.enum(['code', 'google', 'linkedin', 'admin_seed']), verifiedAt: z.string() }),
);

export const passwordResetRequested = declareEvent<PasswordResetRequested>()(
  'PasswordResetRequested',
  z.object({ userId: z.string(), tokenHash: z.string(), expiresAt: z.string(), requestedAt: z.string() }),
);

export const passwordChanged = declareEvent<PasswordChanged>()(
  'PasswordChanged',
  z.object({ userId: z.string(), passwordHash: z.string(), via: z.enum(['reset', 'settings', 'admin_seed']), changedAt: z.string() }),
);

export const userReauthenticated = declareEvent<UserReauthenticated>()(
  'UserReauthenticated',
  z.object({ userId: z.string(), until: z.string(), at: z.string() }),
);

export const userRegisteredViaProvider = declareEvent<UserRegisteredViaProvider>()(
  'UserRegisteredViaProvider',
  z.object({ ...registration, provider, subject: z.string(), picture: z.string().nullable() }),
);

export const providerLinked = declareEvent<ProviderLinked>()(
  'ProviderLinked',
  z.object({ userId: z.string(), provider, subject: z.string(), picture: z.string().nullable(), linkedAt: z.string() }),
);

export const providerUnlinked = declareEvent<ProviderUnlinked>()(
  'ProviderUnlinked',
  z.object({ userId: z.string(), provider, unlinkedAt: z.string() }),
);

export const signInHandoffIssued = declareEvent<SignInHandoffIssued>()(
  'SignInHandoffIssued',
  z.object({ userId: z.string(), handoffHash: z.string(), expiresAt: z.string(), issuedAt: z.string() }),
);

export const signInHandoffRedeemed = declareEvent<SignInHandoffRedeemed>()(
  'SignInHandoffRedeemed',
  z.object({ userId: z.string(), handoffHash: z.string(), redeemedAt: z.string() }),
);

export const userRoleChanged = declareEvent<UserRoleChanged>()('UserRoleChanged', z.object({ userId: z.string(), role, changedAt: z.string() }));
export const userDisabled = declareEvent<UserDisabled>()('UserDisabled', z.object({ userId: z.string(), disabledAt: z.string() }));
export const mfaEnrolled = declareEvent<MfaEnrolled>()(
  'MfaEnrolled',
  z.object({ userId: z.string(), secret: z.string(), recoveryCodeHashes: z.array(z.string()), step: z.number(), enrolledAt: z.string() }),
);
export const mfaCodeAccepted = declareEvent<MfaCodeAccepted>()('MfaCodeAccepted', z.object({ userId: z.string(), step: z.number(), acceptedAt: z.string() }));
export const mfaRecoveryCodeUsed = declareEvent<MfaRecoveryCodeUsed>()(
  'MfaRecoveryCodeUsed',
  z.object({ userId: z.string(), codeHash: z.string(), usedAt: z.string() }),
);
export const userEnabled = declareEvent<UserEnabled>()('UserEnabled', z.object({ userId: z.string(), enabledAt: z.string() }));

export const mailRequested = declareEvent<MailRequested>()(
  'MailRequested',
  z.object({
    mailId: z.string(),
    userId: z.string(),
    to: z.string(),
    template: z.enum(MAIL_TEMPLATES),
    language: z.string(),
    sealed: z.string(),
    requestedAt: z.string(),
  }),
);

/** v1 (reservations named by sha256 of the email) also held the email in plaintext; v2 does not. */
export const emailReserved = declareEvent<EmailReserved>()('EmailReserved', z.object({ userId: z.string(), method, reservedAt: z.string() }), {
  version: 2,
  upcasters: { 1: withoutEmail },
});

function withoutEmail(v1: unknown): unknown {
  if (typeof v1 !== 'object' || v1 === null) return v1;
  return Object.fromEntries(Object.entries(v1).filter(([key]) => key !== 'email'));
}
