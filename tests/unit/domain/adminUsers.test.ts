import { describe, it } from 'vitest';
import { userDecider } from '../../../domain/users/decider.ts';
import type { AdminUpdateUser } from '../../../domain/users/adminLogic.ts';
import type { Role, UserEvent, UserRegistered } from '../../../domain/users/user.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(userDecider);
const t0 = '2026-01-01T00:00:00.000Z';
const t1 = '2026-01-01T01:00:00.000Z';
const registered = (role: Role = 'user'): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'a@example.com', firstName: 'A', lastName: 'B', displayName: 'A B', passwordHash: 'h', role, registeredAt: t0 },
});
const family: UserEvent = { type: 'SessionFamilyOpened', data: { userId: 'u1', familyId: 'f1', openedAt: t0 } };
const disabled: UserEvent = { type: 'UserDisabled', data: { userId: 'u1', disabledAt: t0 } };
const update = (data: Omit<AdminUpdateUser['data'], 'now' | 'otherActiveAdmins'>, otherActiveAdmins = 1): AdminUpdateUser => ({
  type: 'AdminUpdateUser',
  data: { ...data, otherActiveAdmins, now: t1 },
});

describe('admin changes to a user', () => {
  it('changes the role and the display name, and nothing when they are already so', () => {
    given([registered()])
      .when(update({ role: 'analyst', displayName: 'Ann' }))
      .then([
        { type: 'UserRoleChanged', data: { userId: 'u1', role: 'analyst', changedAt: t1 } },
        { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { displayName: 'Ann' }, updatedAt: t1 } },
      ]);
    given([registered('expert')]).when(update({ role: 'expert', displayName: 'A B' })).thenNothingHappens();
  });

  it('disabling ends every session family; enabling reopens sign-in; repeats change nothing', () => {
    given([registered(), family])
      .when(update({ disabled: true }))
      .then([
        { type: 'UserDisabled', data: { userId: 'u1', disabledAt: t1 } },
        { type: 'SessionsRevoked', data: { userId: 'u1', familyIds: ['f1'], sessionIds: [], reason: 'account_disabled', revokedAt: t1 } },
      ]);
    given([registered(), disabled]).when(update({ disabled: true })).thenNothingHappens();
    given([registered(), disabled]).when(update({ disabled: false })).then([{ type: 'UserEnabled', data: { userId: 'u1', enabledAt: t1 } }]);
  });

  it('a role change ends every session family, as disabling does (issue 22); one revocation when both come at once', () => {
    given([registered('analyst'), family])
      .when(update({ role: 'user' }))
      .then([
        { type: 'UserRoleChanged', data: { userId: 'u1', role: 'user', changedAt: t1 } },
        { type: 'SessionsRevoked', data: { userId: 'u1', familyIds: ['f1'], sessionIds: [], reason: 'role_changed', revokedAt: t1 } },
      ]);
    given([registered('analyst'), family]).when(update({ role: 'analyst' })).thenNothingHappens();
    given([registered('analyst'), family])
      .when(update({ role: 'user', disabled: true }))
      .then([
        { type: 'UserRoleChanged', data: { userId: 'u1', role: 'user', changedAt: t1 } },
        { type: 'UserDisabled', data: { userId: 'u1', disabledAt: t1 } },
        { type: 'SessionsRevoked', data: { userId: 'u1', familyIds: ['f1'], sessionIds: [], reason: 'account_disabled', revokedAt: t1 } },
      ]);
  });

  it('a disabled account opens no session', () => {
    given([registered(), disabled]).when({ type: 'OpenSessionFamily', data: { familyId: 'f2', now: t1 } }).thenThrows('ACCOUNT_DISABLED');
  });

  it('refuses to demote or disable the last active admin, and allows it when another admin remains', () => {
    given([registered('admin')]).when(update({ role: 'user' }, 0)).thenThrows('LAST_ADMIN');
    given([registered('admin')]).when(update({ disabled: true }, 0)).thenThrows('LAST_ADMIN');
    given([registered('admin')]).when(update({ displayName: 'Boss' }, 0)).then([
      { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { displayName: 'Boss' }, updatedAt: t1 } },
    ]);
    given([registered('admin')]).when(update({ role: 'user' }, 1)).then([{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'user', changedAt: t1 } }]);
  });

  it('a missing user is not found', () => {
    given([]).when(update({ role: 'expert' })).thenThrows('NOT_FOUND');
  });
});
