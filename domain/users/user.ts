import type { DomainEvent } from '../shared/decider.ts';
import { CREDENTIAL_EVENT_TYPES, evolveCredentials, type CredentialEvent, type CredentialState } from './credentials.ts';
import { MFA_EVENT_TYPES, evolveMfa, type MfaEvent, type MfaState } from './mfa.ts';
import type { LegacySessionEvent } from './sessions.ts';

/**
 * `analyst` reads statistics only: never a change, never personal data (issue 11). `editor` writes
 * and publishes articles (issue 12) and sees nothing else of the back office.
 */
export type Role = 'user' | 'expert' | 'admin' | 'analyst' | 'editor';
export const ROLES: readonly Role[] = ['user', 'expert', 'admin', 'analyst', 'editor'];
export type Tier = 'free' | 'starter' | 'professional' | 'enterprise';
export type SignInMethod = 'password' | 'google' | 'linkedin';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    displayName: string;
    /** argon2id PHC string; the plaintext never reaches the domain. */
    passwordHash: string;
    role: Role;
    registeredAt: string;
  }
>;

export type UserProfileUpdated = DomainEvent<
  'UserProfileUpdated',
  { userId: string; changes: { firstName?: string; lastName?: string; displayName?: string }; updatedAt: string }
>;

/**
 * A login opened a session family (its sessions live in their own streams, see sessions.ts). The
 * user stream keeps only this index entry, so revoking every session knows which families exist
 * while a refresh never touches the user stream.
 */
export type SessionFamilyOpened = DomainEvent<'SessionFamilyOpened', { userId: string; familyId: string; openedAt: string }>;

/** The person's key is deleted with this event: every sealed personal field now reads as erased. */
export type PersonalDataErased = DomainEvent<'PersonalDataErased', { userId: string; by: 'self' | 'admin'; erasedAt: string }>;

export type UserEvent = UserRegistered | UserProfileUpdated | SessionFamilyOpened | PersonalDataErased | CredentialEvent | MfaEvent | LegacySessionEvent;

export type SessionFamily = { familyId: string; openedAt: string };

export type RegisteredUser = {
  status: 'registered';
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  role: Role;
  passwordHash: string;
  emailVerified: boolean;
  businessInfoCompleted: boolean;
  subscriptionTier: Tier;
  methods: SignInMethod[];
  /** Session families opened by logins and not yet revoked as a whole. */
  families: SessionFamily[];
  /** Verification, reset, re-auth and provider state; see credentials.ts. */
  credentials?: CredentialState;
  /** Set by an admin: no login, no refresh, every session ended (issue 11). */
  disabled?: boolean;
  /** The TOTP second factor, once enrolled (admins and analysts; see mfa.ts). */
  mfa?: MfaState;
  createdAt: string;
  updatedAt: string;
};

export type ErasedUser = { status: 'erased'; id: string; erasedAt: string };

export type UserState = { status: 'unregistered' } | RegisteredUser | ErasedUser;

export const initialState = (): UserState => ({ status: 'unregistered' });

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return {
        status: 'registered',
        id: d.userId,
        email: d.email,
        firstName: d.firstName,
        lastName: d.lastName,
        displayName: d.displayName,
        role: d.role,
        passwordHash: d.passwordHash,
        emailVerified: false,
        businessInfoCompleted: false,
        subscriptionTier: 'free',
        methods: ['password'],
        families: [],
        createdAt: d.registeredAt,
        updatedAt: d.registeredAt,
      };
    }
    case 'UserProfileUpdated':
      if (state.status !== 'registered') return state;
      return { ...state, ...event.data.changes, updatedAt: event.data.updatedAt };
    case 'SessionFamilyOpened':
      if (state.status !== 'registered') return state;
      return { ...state, families: [...state.families, { familyId: event.data.familyId, openedAt: event.data.openedAt }] };
    case 'PersonalDataErased':
      return { status: 'erased', id: event.data.userId, erasedAt: event.data.erasedAt };
    // Sessions of logs written before session streams existed: they stay in the log, and the
    // user's state skips them without looking inside (see docs/DECISIONS.md, short user streams).
    case 'SessionStarted':
    case 'SessionRefreshed':
      return state;
    default:
      if (MFA_EVENT_TYPES.has(event.type)) return evolveMfa(state, event as MfaEvent);
      if (CREDENTIAL_EVENT_TYPES.has(event.type)) return evolveCredentials(state, event as CredentialEvent, (e) => evolve(initialState(), e));
      return state;
  }
}

export const userStream = (userId: string): string => `user-${userId}`;
