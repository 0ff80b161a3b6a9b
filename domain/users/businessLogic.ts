import { DomainError } from '../shared/errors.ts';
import { revokeAllFamilies } from './credentials.ts';
import type { PersonalDataErased, RegisteredUser, Role, SessionFamilyOpened, UserEvent, UserProfileUpdated, UserRegistered, UserState } from './user.ts';

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

/** A login: the family's first session is started in its own stream by the caller. */
export type OpenSessionFamily = { type: 'OpenSessionFamily'; data: { familyId: string; now: string } };

/**
 * Erasure (PDPL, GDPR). `recentAuthSince` is the earliest login or re-authentication time that
 * still counts as recent; when set, the user must have proved who they are since then.
 */
export type ErasePersonalData = {
  type: 'ErasePersonalData';
  data: { by: PersonalDataErased['data']['by']; now: string; recentAuthSince?: { familyId?: string; since: string } };
};

export type UserCommand = RegisterUser | UpdateProfile | OpenSessionFamily | ErasePersonalData;

export function registerUser(command: RegisterUser, state: UserState): UserRegistered[] {
  if (state.status === 'erased') throw new DomainError('NOT_FOUND', 'User not found');
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

export function openSessionFamily(command: OpenSessionFamily, state: UserState): SessionFamilyOpened[] {
  const user = requireRegistered(state);
  const { familyId, now } = command.data;
  // Every way in (password, provider, handoff) opens a family, so this one refusal covers them all.
  if (user.disabled) throw accountDisabled();
  if (user.families.some((f) => f.familyId === familyId)) return [];
  return [{ type: 'SessionFamilyOpened', data: { userId: user.id, familyId, openedAt: now } }];
}

/**
 * Ends every session and marks the data erased; the caller deletes the person's key. Erasing an
 * erased user records nothing, so a retry after a crash only finishes the key deletion.
 */
export function erasePersonalData(command: ErasePersonalData, state: UserState): UserEvent[] {
  if (state.status === 'erased') return [];
  const user = requireRegistered(state);
  const { by, now, recentAuthSince } = command.data;
  if (recentAuthSince && !recentlyAuthenticated(user, now, recentAuthSince.since, recentAuthSince.familyId)) {
    throw new DomainError('reauth_required', 'Please sign in again to confirm it is you, then delete your account within 5 minutes.');
  }
  return [...revokeAllFamilies(user, 'account_erased', now), { type: 'PersonalDataErased', data: { userId: user.id, by, erasedAt: now } }];
}

/** A password re-authentication still valid, or a login (of this session's family) since `since`. */
function recentlyAuthenticated(user: RegisteredUser, now: string, since: string, familyId?: string): boolean {
  const reauthUntil = user.credentials?.reauthUntil;
  if (reauthUntil && reauthUntil > now) return true;
  return user.families.some((f) => f.familyId === familyId && f.openedAt >= since);
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'OpenSessionFamily':
      return openSessionFamily(command, state);
    case 'ErasePersonalData':
      return erasePersonalData(command, state);
  }
}

export const accountDisabled = () => new DomainError('ACCOUNT_DISABLED', 'This account has been disabled. Please contact support.');

export function requireRegistered(state: UserState): RegisteredUser {
  if (state.status !== 'registered') throw new DomainError('NOT_FOUND', 'User not found');
  return state;
}
