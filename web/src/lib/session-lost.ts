import { endSession, getSession, rememberReturnPath, updateTokens } from './session.ts';
import { raiseSessionExpired, type SessionEndReason } from './session-events.ts';
import { navigateTo } from './navigation.ts';
import { features } from './features.ts';

/** refused: the server said no (the session is gone); unreachable: no answer, or a 5xx, so nobody knows yet. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * One silent refresh at a time (spec section 4): every 401 that arrives while a refresh runs waits for
 * the same one. Two parallel refreshes with one token would look like reuse and end the whole sign-in.
 */
export function refreshSessionOutcome(): Promise<RefreshOutcome> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function refreshSession(): Promise<boolean> {
  return (await refreshSessionOutcome()) === 'refreshed';
}

async function runRefresh(): Promise<RefreshOutcome> {
  const { refreshToken } = getSession();
  // 'No refresh token available' (spec section 8) is the reason; the caller only needs the outcome.
  if (!refreshToken) return 'refused';
  try {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
      credentials: 'same-origin',
    });
    if (response.status >= 500) return 'unreachable';
    if (!response.ok) return 'refused';
    const body = (await response.json()) as { tokens?: { accessToken?: unknown; refreshToken?: unknown } };
    const { accessToken, refreshToken: next } = body.tokens ?? {};
    if (typeof accessToken !== 'string' || typeof next !== 'string') return 'refused';
    updateTokens({ accessToken, refreshToken: next });
    return 'refreshed';
  } catch {
    return 'unreachable';
  }
}

/** The refresh failed: remember where the user was, sign out, show the banner, go to /login. */
export function sessionLost(reason: SessionEndReason = 'expired'): void {
  if (!features.autoLogoutOn401) return;
  const { pathname, search, hash } = window.location;
  rememberReturnPath(pathname + search + hash);
  endSession();
  raiseSessionExpired(reason);
  navigateTo('/login');
}
