import type { DomainEvent } from '../shared/decider.ts';
import { CREDENTIAL_EVENT_TYPES, evolveCredentials, type CredentialEvent, type CredentialState } from './credentials.ts';

export type Role = 'user' | 'expert' | 'admin';
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

export type SessionStarted = DomainEvent<
  'SessionStarted',
  {
    userId: string;
    sessionId: string;
    /** Sessions rotated from one login share a family, so reuse of an old token can revoke them all. */
    familyId: string;
    /** SHA-256 of the refresh token; the token itself is only ever in the client's hands. */
    refreshTokenHash: string;
    expiresAt: string;
    startedAt: string;
  }
>;

export type UserEvent = UserRegistered | UserProfileUpdated | SessionStarted | CredentialEvent;

export type Session = { sessionId: string; familyId: string; refreshTokenHash: string; expiresAt: string; rotated?: boolean };

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
  sessions: Session[];
  /** Verification, reset, re-auth and provider state; see credentials.ts. */
  credentials?: CredentialState;
  createdAt: string;
  updatedAt: string;
};

export type UserState = { status: 'unregistered' } | RegisteredUser;

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
        sessions: [],
        createdAt: d.registeredAt,
        updatedAt: d.registeredAt,
      };
    }
    case 'UserProfileUpdated':
      if (state.status !== 'registered') return state;
      return { ...state, ...event.data.changes, updatedAt: event.data.updatedAt };
    case 'SessionStarted': {
      if (state.status !== 'registered') return state;
      const { sessionId, familyId, refreshTokenHash, expiresAt } = event.data;
      return { ...state, sessions: [...state.sessions, { sessionId, familyId, refreshTokenHash, expiresAt }] };
    }
    default:
      if (CREDENTIAL_EVENT_TYPES.has(event.type)) return evolveCredentials(state, event, (e) => evolve(initialState(), e));
      return state;
  }
}

export const userStream = (userId: string): string => `user-${userId}`;
