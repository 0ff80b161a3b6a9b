import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { restoreSession } from './session-restore.ts';
import { syncSessionFromServer } from './session-sync.ts';
import { SESSION_KEY, getSession, isBusinessInfoCompleted, setBusinessInfoCompleted, setSession } from './session.ts';
import { queryClient } from './query-client.ts';
import { onSessionExpired } from './session-events.ts';
import { api, requests, route } from '@/testing/msw.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const token = (exp: number) => `h.${btoa(JSON.stringify({ sub: 'u1', exp }))}.s`;
const user = { id: 'u1', email: 'a@b.co', subscriptionTier: 'free' as const };

describe('session restore on startup (spec section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a session whose token is valid for more than the margin, without asking the server', async () => {
    setSession({ user, token: token(NOW / 1000 + 600), refreshToken: 'r' });
    expect(await restoreSession(NOW)).toBe(true);
    expect(getSession().isAuthenticated).toBe(true);
    expect(requests()).toEqual([]);
  });

  // Issue 17: a returning user's access token (15 minutes) has expired, the refresh token (30 days) has not.
  it('refreshes an expiring session instead of ending it, and raises no banner', async () => {
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    const fresh = token(NOW / 1000 + 900);
    api.use(route('POST', '/api/auth/refresh', { tokens: { accessToken: fresh, refreshToken: 'r2' } }));
    setSession({ user, token: token(NOW / 1000 - 60), refreshToken: 'r' });
    expect(await restoreSession(NOW)).toBe(true);
    expect(requests()).toMatchObject([{ method: 'POST', path: '/api/auth/refresh', body: { refreshToken: 'r' } }]);
    expect(getSession()).toMatchObject({ isAuthenticated: true, token: fresh, refreshToken: 'r2' });
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('clears an expiring session and raises the banner when the refresh is refused', async () => {
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    api.use(route('POST', '/api/auth/refresh', { success: false, message: 'Invalid refresh token' }, 401));
    setSession({ user, token: token(NOW / 1000 + 60), refreshToken: 'r' });
    expect(await restoreSession(NOW)).toBe(false);
    expect(getSession().isAuthenticated).toBe(false);
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });

  it('clears an expiring session without a refresh token and raises the banner', async () => {
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    setSession({ user, token: token(NOW / 1000 + 60), refreshToken: null });
    expect(await restoreSession(NOW)).toBe(false);
    expect(requests()).toEqual([]);
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps the session when the server cannot be reached: nobody knows yet that it ended', async () => {
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    api.use(route('POST', '/api/auth/refresh', { success: false }, 503));
    setSession({ user, token: token(NOW / 1000 - 60), refreshToken: 'r' });
    expect(await restoreSession(NOW)).toBe(true);
    api.use(route('POST', '/api/auth/refresh', () => HttpResponse.error()));
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
    api.use(route('GET', '/api/users/me', { success: true, user: { ...user, firstName: 'Ada' } }), route('GET', '/api/subscriptions/me', { success: true, subscription: { tier: 'free', billingPeriod: 'monthly', startDate: null, promoCode: null } }));
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
    api.use(
      route('GET', '/api/users/me', { success: true, user: { ...user, businessInfoCompleted: true, subscriptionTier: 'free' } }),
      route('GET', '/api/subscriptions/me', { success: true, subscription: { tier: 'professional', billingPeriod: 'monthly', startDate: null, promoCode: null } }),
    );
    await syncSessionFromServer();
    expect(isBusinessInfoCompleted()).toBe(true);
    expect(getSession().user?.subscriptionTier).toBe('professional');
  });
});
