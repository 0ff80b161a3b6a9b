import { DomainError } from '../shared/errors.ts';
import type { RegisteredUser, Role, SessionStarted, UserEvent, UserProfileUpdated, UserRegistered, UserState } from './user.ts';

export type RegisterUser = {
  type: 'RegisterUser';
  data: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    role?: Role;
    now: string;
  };
};

export type UpdateProfile = {
  type: 'UpdateProfile';
  data: { userId: string; firstName?: string; lastName?: string; displayName?: string; now: string };
};

export type StartSession = {
  type: 'StartSession';
  data: { userId: string; sessionId: string; familyId: string; refreshTokenHash: string; expiresAt: string; now: string };
};

export type UserCommand = RegisterUser | UpdateProfile | StartSession;

export function registerUser(command: RegisterUser, state: UserState): UserRegistered[] {
  if (state.status === 'registered') {
    throw new DomainError('ACCOUNT_EXISTS', 'An account with this email already exists', { existingMethods: state.methods });
  }
  const d = command.data;
  return [
    {
      type: 'UserRegistered',
      data: {
        userId: d.userId,
        email: d.email,
        firstName: d.firstName,
        lastName: d.lastName,
        displayName: `${d.firstName} ${d.lastName}`.trim(),
        passwordHash: d.passwordHash,
        role: d.role ?? 'user',
        registeredAt: d.now,
      },
    },
  ];
}

/** Only the fields that actually change are recorded; an update that changes nothing records nothing. */
export function updateProfile(command: UpdateProfile, state: UserState): UserProfileUpdated[] {
  const user = requireRegistered(state);
  const changes: UserProfileUpdated['data']['changes'] = {};
  for (const key of ['firstName', 'lastName', 'displayName'] as const) {
    const value = command.data[key];
    if (value !== undefined && value !== user[key]) changes[key] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: user.id, changes, updatedAt: command.data.now } }];
}

export function startSession(command: StartSession, state: UserState): SessionStarted[] {
  const user = requireRegistered(state);
  const { sessionId, familyId, refreshTokenHash, expiresAt, now } = command.data;
  if (user.sessions.some((s) => s.sessionId === sessionId)) return [];
  return [{ type: 'SessionStarted', data: { userId: user.id, sessionId, familyId, refreshTokenHash, expiresAt, startedAt: now } }];
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'StartSession':
      return startSession(command, state);
  }
}

export function requireRegistered(state: UserState): RegisteredUser {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND', 'User not found');
  return state;
}
