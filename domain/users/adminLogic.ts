import { DomainError } from '../shared/errors.ts';
import { requireRegistered } from './businessLogic.ts';
import { revokeAllFamilies, type CredentialEvent } from './credentials.ts';
import type { Role, UserProfileUpdated, UserState } from './user.ts';

/**
 * An admin changes someone's account (PUT /admin/users/{id}). The last-admin rule needs to know
 * the other admins, which no single stream holds: the caller counts the other active admins and
 * passes the number in, so the decision stays pure (docs/DECISIONS.md, issue 11 users).
 */
export type AdminUpdateUser = {
  type: 'AdminUpdateUser';
  data: { role?: Role; disabled?: boolean; displayName?: string; otherActiveAdmins: number; now: string };
};

export const isAdminCommand = (c: { type: string }): c is AdminUpdateUser => c.type === 'AdminUpdateUser';

export const LAST_ADMIN = 'LAST_ADMIN';

export function decideAdmin(command: AdminUpdateUser, state: UserState): (CredentialEvent | UserProfileUpdated)[] {
  const user = requireRegistered(state);
  const { role, disabled, displayName, otherActiveAdmins, now } = command.data;
  const userId = user.id;
  const activeAdmin = user.role === 'admin' && !user.disabled;
  const staysActiveAdmin = (role ?? user.role) === 'admin' && !(disabled ?? user.disabled);
  if (activeAdmin && !staysActiveAdmin && otherActiveAdmins < 1) {
    throw new DomainError(LAST_ADMIN, 'This is the last active admin: make another admin first.');
  }
  const events: (CredentialEvent | UserProfileUpdated)[] = [];
  const roleChanges = role !== undefined && role !== user.role;
  if (roleChanges) events.push({ type: 'UserRoleChanged', data: { userId, role, changedAt: now } });
  if (displayName !== undefined && displayName !== user.displayName) {
    events.push({ type: 'UserProfileUpdated', data: { userId, changes: { displayName }, updatedAt: now } });
  }
  const disables = disabled === true && !user.disabled;
  if (disables) events.push({ type: 'UserDisabled', data: { userId, disabledAt: now } }, ...revokeAllFamilies(user, 'account_disabled', now));
  // Tokens carry the role: sessions outliving a change would keep the old role's access until they expire (issue 22).
  else if (roleChanges) events.push(...revokeAllFamilies(user, 'role_changed', now));
  if (disabled === false && user.disabled) events.push({ type: 'UserEnabled', data: { userId, enabledAt: now } });
  return events;
}
