import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from './session-restore.ts';
import { syncSessionFromServer } from './session-sync.ts';
import { getSession, isBusinessInfoCompleted, setBusinessInfoCompleted, setSession } from './session.ts';
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
