import { signIn, takeReturnPath, type SessionUser } from '@/lib/session.ts';
import { routes } from '@/app/paths.ts';

/**
 * Stores the session and picks where the user goes next: verification first, then the page they were
 * sent away from (spec section 2's banner and the auth guard remember it), else the dashboard chain.
 */
export function completeSignIn(user: SessionUser, tokens: { accessToken: string; refreshToken: string }): string {
  signIn(user, tokens);
  if (user.emailVerified === false) return `${routes.verifyEmail}?email=${encodeURIComponent(user.email)}`;
  return takeReturnPath() ?? (user.businessInfoCompleted ? routes.dashboard : routes.completeProfile);
}
