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

  it('keeps a session whose token is valid for more than the margin', () => {
    setSession({ user, token: token(NOW / 1000 + 600), refreshToken: 'r' });
    expect(restoreSession(NOW)).toBe(true);
    expect(getSession().isAuthenticated).toBe(true);
  });

  it('clears an expiring session and raises the banner', () => {
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    setSession({ user, token: token(NOW / 1000 + 60), refreshToken: 'r' });
    expect(restoreSession(NOW)).toBe(false);
    expect(getSession().isAuthenticated).toBe(false);
    expect(heard).toHaveBeenCalledOnce();
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
