import { TIER_IDS, type TierId } from '@contracts/tiers.ts';
import { getSession, isBusinessInfoCompleted, type Session } from '@/lib/session.ts';
import { tokenClaims } from '@/lib/token-expiry.ts';
import type { GuardSession } from './guards.ts';

/**
 * The guards' view of a session. The user comes from the me query; until it is known (it could not be
 * read), the access token's own role and tier claims and the local business flag stand in.
 */
export function toGuardSession(session: Session): GuardSession {
  const user = session.user;
  const claims = user ? null : tokenClaims(session.token);
  const claimedTier = TIER_IDS.find((tier) => tier === claims?.tier);
  const tier: TierId = user?.subscriptionTier ?? claimedTier ?? 'free';
  const role = user?.role ?? claims?.role;
  return {
    isAuthenticated: session.isAuthenticated,
    // Absent means the server did not ask for verification.
    emailVerified: user?.emailVerified !== false,
    // Only business users need a business profile: experts and back-office staff are never sent to make one.
    businessInfoCompleted: isBusinessInfoCompleted(session) || (role !== undefined && role !== 'user'),
    tier,
    isAdmin: role === 'admin',
    isAnalyst: role === 'analyst',
  };
}

export function currentGuardSession(): GuardSession {
  return toGuardSession(getSession());
}

/** As currentGuardSession, after reading the user once when a reload left only the tokens. */
export async function loadGuardSession(): Promise<GuardSession> {
  const session = getSession();
  if (session.isAuthenticated && !session.user) await import('./server-checks.ts').then((m) => m.loadCurrentUser());
  return currentGuardSession();
}
