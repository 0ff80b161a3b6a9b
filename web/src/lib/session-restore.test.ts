import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from './session-restore.ts';
import { syncSessionFromServer } from './session-sync.ts';
import { SESSION_KEY, getSession, isBusinessInfoCompleted, setBusinessInfoCompleted, setSession } from './session.ts';
import { queryClient } from './query-client.ts';
import { onSessionExpired } from './session-events.ts';
import { jsonResponse } from '@/testing/render.tsx';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const token = (exp: number) => `h.${btoa(JSON.stringify({ sub: 'u1', exp }))}.s`;
const user = { id: 'u1', email: 'a@b.co', subscriptionTier: 'free' as const };

describe('session restore on startup (spec section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a session whose token is valid for more than the margin, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    setSession({ user, token: token(NOW / 1000 + 600), refreshToken: 'r' });
    expect(await restoreSession(NOW)).toBe(true);
    expect(getSession().isAuthenticated).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  // Issue 17: a returning user's access token (15 minutes) has expired, the refresh token (30 days) has not.
  it('refreshes an expiring session instead of ending it, and raises no banner', async () => {
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    const fresh = token(NOW / 1000 + 900);
    const fetch = vi.fn(async () => jsonResponse({ tokens: { accessToken: fresh, refreshToken: 'r2' } }));
    vi.stubGlobal('fetch', fetch);
    setSession({ user, token: token(NOW / 1000 - 60), refreshToken: 'r' });
    expect(await restoreSession(NOW)).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST', body: JSON.stringify({ refreshToken: 'r' }) }));
    expect(getSession()).toMatchObject({ isAuthenticated: true, token: fresh, refreshToken: 'r2' });
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('clears an expiring session and raises the banner when the refresh is refused', async () => {
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: false, message: 'Invalid refresh token' }, 401)));
    setSession({ user, token: token(NOW / 1000 + 60), refreshToken: 'r' });
    expect(await restoreSession(NOW)).toBe(false);
    expect(getSession().isAuthenticated).toBe(false);
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });

  it('clears an expiring session without a refresh token and raises the banner', async () => {
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    setSession({ user, token: token(NOW / 1000 + 60), refreshToken: null });
    expect(await restoreSession(NOW)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps the session when the server cannot be reached: nobody knows yet that it ended', async () => {
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: false }, 503)));
    setSession({ user, token: token(NOW / 1000 - 60), refreshToken: 'r' });
    expect(await restoreSession(NOW)).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await restoreSession(NOW)).toBe(true);
    expect(getSession().isAuthenticated).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('stores tokens only: the user lives in the me query and is read again after a reload', async () => {
    setSession({ user, token: token(NOW / 1000 + 600), refreshToken: 'r' });
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored).toEqual({ token: token(NOW / 1000 + 600), refreshToken: 'r', isAuthenticated: true });
    expect(getSession().user).toMatchObject(user);
    // A reload: the cache is empty, storage still says signed in, and no user is known until /users/me answers.
    queryClient.clear();
    expect(getSession()).toMatchObject({ isAuthenticated: true, user: null });
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: true, user: { ...user, firstName: 'Ada' } })));
    await syncSessionFromServer();
    expect(getSession().user?.firstName).toBe('Ada');
  });

  it('drops the user an older client stored beside the tokens', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ user, token: 'old', refreshToken: 'r', isAuthenticated: true }));
    setBusinessInfoCompleted(false); // resets the in-memory view so storage is read again
    expect(getSession()).toMatchObject({ isAuthenticated: true, token: 'old' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).not.toHaveProperty('user');
  });

  it('re-reads the subscription and the business flag; the server wins', async () => {
    setSession({ user, token: token(NOW / 1000 + 600), refreshToken: 'r' });
    setBusinessInfoCompleted(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/users/me'
          ? jsonResponse({ success: true, user: { ...user, businessInfoCompleted: true, subscriptionTier: 'free' } })
          : jsonResponse({ success: true, subscription: { tier: 'professional', billingPeriod: 'monthly', startDate: null, promoCode: null } }),
      ),
    );
    await syncSessionFromServer();
    expect(isBusinessInfoCompleted()).toBe(true);
    expect(getSession().user?.subscriptionTier).toBe('professional');
  });
});
