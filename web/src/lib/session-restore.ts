import { features } from './features.ts';
import { clearSession, getSession } from './session.ts';
import { raiseSessionExpired } from './session-events.ts';
import { refreshSessionOutcome } from './session-lost.ts';
import { isTokenExpired } from './token-expiry.ts';

// Kept free of the API client and zod: it runs on every first load, before anything renders.
// The server re-read that follows lives in session-sync.ts and loads only for signed-in visitors.

/**
 * Startup (spec section 4): the expiry check runs first. An access token lives 15 minutes and the
 * refresh token 30 days, so an expired access token is no reason to sign a returning user out: the
 * refresh token is tried first (the one shared refresh, so a 401 arriving meanwhile waits for it).
 * Only a refused refresh clears the session and raises the banner. Offline or with the server down,
 * nobody knows yet: the session stays (nothing is lost) and the 401 handling decides once it answers.
 * Returns whether a session survived.
 */
export async function restoreSession(now = Date.now()): Promise<boolean> {
  const session = getSession();
  if (!session.isAuthenticated) return false;
  if (!features.preemptiveExpiryCheck || !isTokenExpired(session.token, now)) return true;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  if (features.silentRefresh && (await refreshSessionOutcome()) !== 'refused') return true;
  clearSession();
  raiseSessionExpired();
  return false;
}
