import { describe, expect, it } from 'vitest';
import type { ErasePersonalData } from '../../../domain/users/businessLogic.ts';
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

  it('indexes the session family of a login once', () => {
    const open = { type: 'OpenSessionFamily' as const, data: { familyId: 'f1', now } };
    const opened = { type: 'SessionFamilyOpened' as const, data: { userId: 'u1', familyId: 'f1', openedAt: now } };
    given([registered]).when(open).then([opened]);
    given([registered, opened]).when(open).thenNothingHappens();
    given([]).when(open).thenThrows('NOT_FOUND');
  });

  it('skips session events of logs from before session streams', () => {
    const legacy = [
      { type: 'SessionStarted' as const, data: { userId: 'u1', sessionId: 's1', familyId: 's1', refreshTokenHash: 'abc', expiresAt: '2026-12-22T10:00:00.000Z', startedAt: now } },
      {
        type: 'SessionRefreshed' as const,
        data: { userId: 'u1', sessionId: 's1', newSessionId: 's2', familyId: 's1', refreshTokenHash: 'def', expiresAt: '2026-12-22T10:00:00.000Z', refreshedAt: now },
      },
    ];
    const state = [registered, ...legacy].reduce(userDecider.evolve, userDecider.initialState());
    expect(state).toEqual([registered].reduce(userDecider.evolve, userDecider.initialState()));
  });
});

describe('erasure', () => {
  const at = '2026-11-22T11:00:00.000Z';
  const opened = { type: 'SessionFamilyOpened' as const, data: { userId: 'u1', familyId: 'f1', openedAt: now } };
  const erased = { type: 'PersonalDataErased' as const, data: { userId: 'u1', by: 'self' as const, erasedAt: at } };
  const erase = (data: Partial<ErasePersonalData['data']> = {}): ErasePersonalData => ({ type: 'ErasePersonalData', data: { by: 'self', now: at, ...data } });

  it('ends every session family and records the erasure', () => {
    given([registered, opened])
      .when(erase())
      .then([
        { type: 'SessionsRevoked', data: { userId: 'u1', familyIds: ['f1'], sessionIds: [], reason: 'account_erased', revokedAt: at } },
        erased,
      ]);
    given([registered]).when(erase({ by: 'admin' })).then([{ ...erased, data: { ...erased.data, by: 'admin' } }]);
  });

  it('is done once: erasing again records nothing, and an erased user is gone for every other command', () => {
    given([registered, erased]).when(erase()).thenNothingHappens();
    given([registered, erased]).when({ type: 'UpdateProfile', data: { userId: 'u1', firstName: 'X', now: at } }).thenThrows('NOT_FOUND');
    given([registered, erased]).when({ type: 'OpenSessionFamily', data: { familyId: 'f2', now: at } }).thenThrows('NOT_FOUND');
    given([]).when(erase()).thenThrows('NOT_FOUND');
  });

  it('asks a password-less account for a login of this session within the recent window', () => {
    const since = '2026-11-22T10:55:00.000Z';
    given([registered, opened]).when(erase({ recentAuthSince: { familyId: 'f1', since } })).thenThrows('reauth_required');
    const fresh = { ...opened, data: { ...opened.data, familyId: 'f2', openedAt: '2026-11-22T10:58:00.000Z' } };
    given([registered, opened, fresh]).when(erase({ recentAuthSince: { familyId: 'f1', since } })).thenThrows('reauth_required');
    given([registered, opened, fresh]).when(erase({ recentAuthSince: { familyId: 'f2', since } })).then([
      { type: 'SessionsRevoked', data: { userId: 'u1', familyIds: ['f1', 'f2'], sessionIds: [], reason: 'account_erased', revokedAt: at } },
      erased,
    ]);
  });
});
