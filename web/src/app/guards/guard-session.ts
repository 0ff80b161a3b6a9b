import { getSession, isBusinessInfoCompleted, type Session } from '@/lib/session.ts';
import type { GuardSession } from './guards.ts';

export function toGuardSession(session: Session): GuardSession {
  const user = session.user;
  return {
    isAuthenticated: session.isAuthenticated,
    // Absent means the server did not ask for verification.
    emailVerified: user?.emailVerified !== false,
    businessInfoCompleted: isBusinessInfoCompleted(session),
    tier: user?.subscriptionTier ?? 'free',
    isAdmin: user?.role === 'admin',
  };
}

export function currentGuardSession(): GuardSession {
  return toGuardSession(getSession());
}
