import type { DomainEvent } from '../shared/decider.ts';
import type { RegisteredUser, Role, SignInMethod, UserRegistered, UserState } from './user.ts';

/**
 * Events about how a user proves who they are: sessions, verification codes, password resets,
 * re-authentication, identity providers and roles. They live in the user's own stream, beside
 * the events of user.ts; no secret is ever in them, only hashes (and sealed mail bodies).
 */
export type Provider = 'google' | 'linkedin';
export const PROVIDERS: readonly Provider[] = ['google', 'linkedin'];

export type RevokeReason = 'logout' | 'refresh_token_reuse' | 'password_reset' | 'password_changed' | 'account_erased' | 'account_disabled' | 'role_changed';

/**
 * In a `sessionFamily-<id>` stream it ends that family; in the user stream it also takes the
 * families off the user's index. API processes refuse access tokens whose session or family id
 * is listed, and the live feed closes their sockets.
 */
export type SessionsRevoked = DomainEvent<
  'SessionsRevoked',
  { userId: string; familyIds: string[]; sessionIds: string[]; reason: RevokeReason; revokedAt: string }
>;
export type EmailVerificationCodeIssued = DomainEvent<
  'EmailVerificationCodeIssued',
  { userId: string; codeHash: string; expiresAt: string; attempts: number; issuedAt: string }
>;
export type EmailVerificationFailed = DomainEvent<'EmailVerificationFailed', { userId: string; attemptsLeft: number; failedAt: string }>;
export type EmailVerified = DomainEvent<'EmailVerified', { userId: string; via: 'code' | Provider | 'admin_seed'; verifiedAt: string }>;
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { userId: string; tokenHash: string; expiresAt: string; requestedAt: string }
>;
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: string; passwordHash: string; via: 'reset' | 'settings' | 'admin_seed'; changedAt: string }
>;
export type UserReauthenticated = DomainEvent<'UserReauthenticated', { userId: string; until: string; at: string }>;
export type UserRegisteredViaProvider = DomainEvent<
  'UserRegisteredViaProvider',
  Omit<UserRegistered['data'], 'passwordHash'> & { provider: Provider; subject: string; picture: string | null }
>;
export type ProviderLinked = DomainEvent<
  'ProviderLinked',
  { userId: string; provider: Provider; subject: string; picture: string | null; linkedAt: string }
>;
export type ProviderUnlinked = DomainEvent<'ProviderUnlinked', { userId: string; provider: Provider; unlinkedAt: string }>;
/** A one-time code the web exchanges for tokens after a provider redirect, so no token rides in a URL. */
export type SignInHandoffIssued = DomainEvent<'SignInHandoffIssued', { userId: string; handoffHash: string; expiresAt: string; issuedAt: string }>;
export type SignInHandoffRedeemed = DomainEvent<'SignInHandoffRedeemed', { userId: string; handoffHash: string; redeemedAt: string }>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; role: Role; changedAt: string }>;
/** An admin closed (or reopened) the account; who did it is in the event's metadata. */
export type UserDisabled = DomainEvent<'UserDisabled', { userId: string; disabledAt: string }>;
export type UserEnabled = DomainEvent<'UserEnabled', { userId: string; enabledAt: string }>;

export const MAIL_TEMPLATES = ['verification-code', 'password-reset', 'welcome', 'registration-attempt', 'credentials-changed', 'mfa-code-reused'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];
/**
 * What a `credentials-changed` notice says changed (its sealed `change` parameter, ASVS 2.2.3 and
 * 2.5.5). The product has no change of email address and no way to turn the second factor off or
 * to make new recovery codes, so those have no notice.
 */
export const CREDENTIAL_CHANGES = ['password-changed', 'password-reset', 'provider-linked', 'provider-unlinked', 'two-step-enabled'] as const;
export type CredentialChange = (typeof CREDENTIAL_CHANGES)[number];
/**
 * Asks the outbox to send one mail. `sealed` is the AES-256-GCM encrypted template parameters
 * (the code or the link), so the event log never holds them in plaintext.
 */
export type MailRequested = DomainEvent<
  'MailRequested',
  { mailId: string; userId: string; to: string; template: MailTemplate; language: string; sealed: string; requestedAt: string }
>;
/** A mail as a command carries it: the decision adds whose it is and when. */
export type MailOrder<T extends MailTemplate = MailTemplate> = Omit<MailRequested['data'], 'userId' | 'requestedAt' | 'template'> & { template: T };
export const mailRequested = (userId: string, mail: MailOrder, now: string): MailRequested => ({ type: 'MailRequested', data: { ...mail, userId, requestedAt: now } });

/** At most one notice of a kind an hour, so whoever triggers it cannot flood the owner's mailbox. */
export const NOTICE_EVERY_MS = 60 * 60_000;
export const noticeDue = (last: string | undefined, now: string): boolean => !last || Date.parse(now) - Date.parse(last) >= NOTICE_EVERY_MS;
/**
 * Mails whose language the person chose: anyone who knows the address can ask for a reset link or
 * a registration notice, and whoever knows the password can trip a reused-code notice, in a
 * language of their choosing; the account's other mails follow the person's own.
 */
const OWN_LANGUAGE: ReadonlySet<MailTemplate> = new Set(['verification-code', 'credentials-changed']);

export type CredentialEvent =
  | SessionsRevoked
  | EmailVerificationCodeIssued
  | EmailVerificationFailed
  | EmailVerified
  | PasswordResetRequested
  | PasswordChanged
  | UserReauthenticated
  | UserRegisteredViaProvider
  | ProviderLinked
  | ProviderUnlinked
  | SignInHandoffIssued
  | SignInHandoffRedeemed
  | UserRoleChanged
  | UserDisabled
  | UserEnabled
  | MailRequested;

export const CREDENTIAL_EVENT_TYPES: ReadonlySet<string> = new Set<CredentialEvent['type']>([
  'SessionsRevoked',
  'EmailVerificationCodeIssued',
  'EmailVerificationFailed',
  'EmailVerified',
  'PasswordResetRequested',
  'PasswordChanged',
  'UserReauthenticated',
  'UserRegisteredViaProvider',
  'ProviderLinked',
  'ProviderUnlinked',
  'SignInHandoffIssued',
  'SignInHandoffRedeemed',
  'UserRoleChanged',
  'UserDisabled',
  'UserEnabled',
  'MailRequested',
]);

export type CredentialState = {
  verification?: { codeHash: string; expiresAt: string; attemptsLeft: number };
  reset?: { tokenHash: string; expiresAt: string };
  reauthUntil?: string;
  providers: Partial<Record<Provider, { subject: string; picture: string | null }>>;
  handoffs: { hash: string; expiresAt: string }[];
  /** When the owner was last told that someone tried to register with their email. */
  registrationAttemptMailedAt?: string;
  /** When the holder was last told that a used second-factor code was tried again. */
  mfaReuseMailedAt?: string;
  /** The language of the last mail the person chose the language of, for notices nobody asked for. */
  mailLanguage?: string;
};

/** Revokes every family on the user's index; the caller also ends them in their own streams. */
export function revokeAllFamilies(user: RegisteredUser, reason: RevokeReason, now: string): SessionsRevoked[] {
  const familyIds = user.families.map((f) => f.familyId);
  if (familyIds.length === 0) return [];
  return [{ type: 'SessionsRevoked', data: { userId: user.id, familyIds, sessionIds: [], reason, revokedAt: now } }];
}

export const credentialsOf = (user: RegisteredUser): CredentialState => user.credentials ?? { providers: {}, handoffs: [] };

/** Sign-in methods follow from the state, so they can never disagree with it. */
export function methodsOf(passwordHash: string, credentials: CredentialState): SignInMethod[] {
  return [...(passwordHash ? (['password'] as const) : []), ...PROVIDERS.filter((p) => credentials.providers[p])];
}

function withCredentials(user: RegisteredUser, change: Partial<CredentialState>, at: string, extra: Partial<RegisteredUser> = {}): RegisteredUser {
  const credentials = { ...credentialsOf(user), ...change };
  const passwordHash = extra.passwordHash ?? user.passwordHash;
  return { ...user, ...extra, credentials, methods: methodsOf(passwordHash, credentials), updatedAt: at };
}

export function evolveCredentials(state: UserState, event: CredentialEvent, registered: (e: UserRegistered) => UserState): UserState {
  if (event.type === 'UserRegisteredViaProvider') {
    const { provider, subject, picture, ...rest } = event.data;
    const base = registered({ type: 'UserRegistered', data: { ...rest, passwordHash: '' } });
    if (base.status !== 'registered') return base;
    return withCredentials(base, { providers: { [provider]: { subject, picture } } }, rest.registeredAt, { emailVerified: true });
  }
  if (state.status !== 'registered') return state;
  const c = credentialsOf(state);
  switch (event.type) {
    case 'SessionsRevoked':
      return { ...state, families: state.families.filter((f) => !event.data.familyIds.includes(f.familyId)) };
    case 'EmailVerificationCodeIssued': {
      const { codeHash, expiresAt, attempts } = event.data;
      return withCredentials(state, { verification: { codeHash, expiresAt, attemptsLeft: attempts } }, event.data.issuedAt);
    }
    case 'EmailVerificationFailed':
      if (!c.verification) return state;
      return withCredentials(state, { verification: { ...c.verification, attemptsLeft: event.data.attemptsLeft } }, event.data.failedAt);
    case 'EmailVerified':
      return withCredentials(state, { verification: undefined }, event.data.verifiedAt, { emailVerified: true });
    case 'PasswordResetRequested':
      return withCredentials(state, { reset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } }, event.data.requestedAt);
    case 'PasswordChanged':
      // Owning the mailbox is what a reset proves, so it also verifies the email.
      return withCredentials(state, { reset: undefined, reauthUntil: undefined }, event.data.changedAt, {
        passwordHash: event.data.passwordHash,
        emailVerified: state.emailVerified || event.data.via === 'reset',
      });
    case 'UserReauthenticated':
      return withCredentials(state, { reauthUntil: event.data.until }, event.data.at);
    case 'ProviderLinked': {
      const { provider, subject, picture } = event.data;
      return withCredentials(state, { providers: { ...c.providers, [provider]: { subject, picture } } }, event.data.linkedAt);
    }
    case 'ProviderUnlinked': {
      const providers = { ...c.providers };
      delete providers[event.data.provider];
      return withCredentials(state, { providers }, event.data.unlinkedAt);
    }
    case 'SignInHandoffIssued':
      return withCredentials(
        state,
        { handoffs: [...c.handoffs.filter((h) => h.expiresAt > event.data.issuedAt), { hash: event.data.handoffHash, expiresAt: event.data.expiresAt }] },
        event.data.issuedAt,
      );
    case 'SignInHandoffRedeemed':
      return withCredentials(state, { handoffs: c.handoffs.filter((h) => h.hash !== event.data.handoffHash) }, event.data.redeemedAt);
    case 'UserRoleChanged':
      return { ...state, role: event.data.role, updatedAt: event.data.changedAt };
    case 'UserDisabled':
      return { ...state, disabled: true, updatedAt: event.data.disabledAt };
    case 'UserEnabled':
      return { ...state, disabled: false, updatedAt: event.data.enabledAt };
    case 'MailRequested': {
      // Not a change of the account (updatedAt stays): what the next notice waits for, and the person's language.
      const { template, requestedAt, language } = event.data;
      const next: CredentialState = { ...c };
      if (template === 'registration-attempt') next.registrationAttemptMailedAt = requestedAt;
      if (template === 'mfa-code-reused') next.mfaReuseMailedAt = requestedAt;
      if (OWN_LANGUAGE.has(template)) next.mailLanguage = language;
      return { ...state, credentials: next };
    }
  }
}
