import { endSession, getSession, rememberReturnPath, updateTokens } from './session.ts';
import { raiseSessionExpired } from './session-events.ts';
import { navigateTo } from './navigation.ts';
import { features } from './features.ts';

let refreshing: Promise<boolean> | null = null;

/**
 * One silent refresh at a time (spec section 4): every 401 that arrives while a refresh runs waits for
 * the same one. Two parallel refreshes with one token would look like reuse and end the whole sign-in.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function runRefresh(): Promise<boolean> {
  const { refreshToken } = getSession();
  // 'No refresh token available' (spec section 8) is the reason; the caller only needs the outcome.
  if (!refreshToken) return false;
  try {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
      credentials: 'same-origin',
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { tokens?: { accessToken?: unknown; refreshToken?: unknown } };
    const { accessToken, refreshToken: next } = body.tokens ?? {};
    if (typeof accessToken !== 'string' || typeof next !== 'string') return false;
    updateTokens({ accessToken, refreshToken: next });
    return true;
  } catch {
    return false;
  }
}

/** The refresh failed: remember where the user was, sign out, show the banner, go to /login. */
export function sessionLost(): void {
  if (!features.autoLogoutOn401) return;
  const { pathname, search, hash } = window.location;
  rememberReturnPath(pathname + search + hash);
  endSession();
  raiseSessionExpired();
  navigateTo('/login');
}
