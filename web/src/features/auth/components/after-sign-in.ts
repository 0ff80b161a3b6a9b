import { signIn, takeReturnPath, type SessionUser } from '@/lib/session.ts';
import { routes } from '@contracts/paths.ts';
import { HOME_OF_ROLE } from '@/lib/role-change.ts';

/**
 * Stores the session and picks where the user goes next: verification first, then the page they were
 * sent away from (spec section 2's banner and the auth guard remember it), else the dashboard chain.
 */
export function completeSignIn(user: SessionUser, tokens: { accessToken: string; refreshToken: string }): string {
  signIn(user, tokens);
  if (user.emailVerified === false) return `${routes.verifyEmail}?email=${encodeURIComponent(user.email)}`;
  return takeReturnPath() ?? landingOf(user);
}

/** Where a sign-in without a way back lands: a business user's dashboard (after the profile), anyone else's console. */
export function landingOf(user: SessionUser): string {
  const role = user.role ?? 'user';
  if (role !== 'user') return HOME_OF_ROLE[role];
  return user.businessInfoCompleted ? routes.dashboard : routes.completeProfile;
}
