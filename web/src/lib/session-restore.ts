import { features } from './features.ts';
import { clearSession, getSession } from './session.ts';
import { raiseSessionExpired } from './session-events.ts';
import { isTokenExpired } from './token-expiry.ts';

// Kept free of the API client and zod: it runs on every first load, before anything renders.
// The server re-read that follows lives in session-sync.ts and loads only for signed-in visitors.

/**
 * Startup (spec section 4): the expiry check runs first; an expired session is cleared and raises the
 * banner. Returns whether a session survived.
 */
export function restoreSession(now = Date.now()): boolean {
  const session = getSession();
  if (!session.isAuthenticated) return false;
  if (features.preemptiveExpiryCheck && isTokenExpired(session.token, now)) {
    clearSession();
    raiseSessionExpired();
    return false;
  }
  return true;
}
