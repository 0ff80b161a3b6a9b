import type { Role, User } from '@contracts/user.ts';
import { routes } from '@contracts/paths.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { endSession, getSession, updateUser } from './session.ts';
import { raiseSessionExpired } from './session-events.ts';
import { refreshSession } from './session-lost.ts';
import { tokenClaims } from './token-expiry.ts';

/** Where each role works: a sign-in without a way back, and a role change, land there. */
export const HOME_OF_ROLE: Readonly<Record<Role, string>> = {
  user: routes.dashboard,
  expert: routes.manageConsultations,
  admin: routes.adminDashboard,
  analyst: routes.adminStatistics,
  editor: routes.newsManagement,
};
/** Roles that sign in through the back office's page (with the second factor). */
const BACK_OFFICE: ReadonlySet<Role> = new Set(['admin', 'analyst', 'editor']);

/** The role the access token was issued for; undefined when it names none (the server then reads the user). */
export function tokenRole(token: string | null): string | undefined {
  const role = tokenClaims(token)?.role;
  return typeof role === 'string' ? role : undefined;
}

/** True when the server says the user has another role than the one their access token carries. */
export function roleOutOfDate(user: Pick<User, 'role'> | null | undefined, token = getSession().token): user is User & { role: Role } {
  const claimed = tokenRole(token);
  return Boolean(user?.role && claimed && claimed !== user.role);
}

let following: Promise<void> | null = null;

/**
 * The user's role changed (an admin made them an expert, say): every request with the old token would
 * be refused. One refresh brings a token with the new role; then the user is shown in it and sent to
 * their console. If the server refuses (it may end the sessions on a role change), the session ends
 * here and the user is asked to sign in again, saying why, rather than left on refused requests.
 */
export function followRoleChange(user: User & { role: Role }): Promise<void> {
  following ??= (async () => {
    const refreshed = await refreshSession();
    if (refreshed && tokenRole(getSession().token) === user.role) {
      updateUser(user);
      // Answers refused with the old token (and anything role-shaped) are read again.
      void queryClient.invalidateQueries();
      navigateTo(HOME_OF_ROLE[user.role]);
      return;
    }
    endSession();
    raiseSessionExpired('roleChanged');
    navigateTo(BACK_OFFICE.has(user.role) ? routes.adminLogin : routes.login);
  })().finally(() => {
    following = null;
  });
  return following;
}
