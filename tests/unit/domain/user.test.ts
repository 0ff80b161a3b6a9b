import { describe, it } from 'vitest';
import { userDecider } from '../../../domain/users/decider.ts';
import type { UserRegistered } from '../../../domain/users/user.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(userDecider);
const now = '2026-11-22T10:00:00.000Z';
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    displayName: 'Ann Lee',
    passwordHash: '$argon2id$hash',
    role: 'user',
    registeredAt: now,
  },
};

describe('user decider', () => {
  it('registers a new user with a display name made of both names', () => {
    given([])
      .when({
        type: 'RegisterUser',
        data: { userId: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', passwordHash: '$argon2id$hash', now },
      })
      .then([registered]);
  });

  it('refuses a second registration of the same user', () => {
    given([registered])
      .when({ type: 'RegisterUser', data: { userId: 'u1', email: 'ann@example.com', firstName: 'A', lastName: 'L', passwordHash: 'h', now } })
      .thenThrows('ACCOUNT_EXISTS', { existingMethods: ['password'] });
  });

  it('records only the profile fields that change', () => {
    given([registered])
      .when({ type: 'UpdateProfile', data: { userId: 'u1', firstName: 'Ann', displayName: 'Annie', now } })
      .then([{ type: 'UserProfileUpdated', data: { userId: 'u1', changes: { displayName: 'Annie' }, updatedAt: now } }]);
  });

  it('records nothing when a profile update repeats the current values', () => {
    given([registered]).when({ type: 'UpdateProfile', data: { userId: 'u1', firstName: 'Ann', lastName: 'Lee', now } }).thenNothingHappens();
  });

  it('refuses to update a user that does not exist', () => {
    given([]).when({ type: 'UpdateProfile', data: { userId: 'u1', firstName: 'X', now } }).thenThrows('NOT_FOUND');
  });

  it('starts a session once per session id', () => {
    const start = {
      type: 'StartSession' as const,
      data: { userId: 'u1', sessionId: 's1', familyId: 's1', refreshTokenHash: 'abc', expiresAt: '2026-12-22T10:00:00.000Z', now },
    };
    given([registered])
      .when(start)
      .then([
        {
          type: 'SessionStarted',
          data: { userId: 'u1', sessionId: 's1', familyId: 's1', refreshTokenHash: 'abc', expiresAt: '2026-12-22T10:00:00.000Z', startedAt: now },
        },
      ]);
    given([registered, { type: 'SessionStarted', data: { ...start.data, startedAt: now } }]).when(start).thenNothingHappens();
  });
});
