import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client.ts';
import { setBusinessInfoCompleted, setSession } from '@/lib/session.ts';
import { api, requests, route } from '@/testing/msw.ts';
import { loadGuardSession, toGuardSession } from './guard-session.ts';
import { runGuards } from './guards.ts';
import { getSession } from '@/lib/session.ts';

const jwt = (claims: object) => `h.${btoa(JSON.stringify({ sub: 'u1', exp: 4_000_000_000, ...claims }))}.s`;

describe('the guards after a reload (storage holds no user)', () => {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
  });

  it('reads the user through the me query once, then from the cache', async () => {
    setSession({ token: jwt({ role: 'user', tier: 'free' }), refreshToken: 'r' });
    api.use(route('GET', '/api/users/me', { success: true, user: { id: 'u1', email: 'a@b.co', emailVerified: false, businessInfoCompleted: true, subscriptionTier: 'starter', role: 'user' } }));
    await expect(loadGuardSession()).resolves.toEqual({
      isAuthenticated: true,
      emailVerified: false,
      businessInfoCompleted: true,
      tier: 'starter',
      isAdmin: false,
      isAnalyst: false,
    });
    await loadGuardSession();
    expect(requests()).toHaveLength(1);
  });

  it('falls back to the token’s claims and the local flag when /users/me cannot be read', async () => {
    setSession({ token: jwt({ role: 'admin', tier: 'professional' }), refreshToken: 'r' });
    setBusinessInfoCompleted(true);
    api.use(route('GET', '/api/users/me', { error: 'down' }, 503));
    await expect(loadGuardSession()).resolves.toEqual({
      isAuthenticated: true,
      emailVerified: true,
      businessInfoCompleted: true,
      tier: 'professional',
      isAdmin: true,
      isAnalyst: false,
    });
  });

  it('asks nothing for guests', async () => {
    await expect(loadGuardSession()).resolves.toMatchObject({ isAuthenticated: false, isAdmin: false });
    expect(requests()).toEqual([]);
  });
});

describe('the business profile is for business users only (issue 17 item 8)', () => {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
  });

  it('never sends an expert or staff to complete one, but still sends a business user', () => {
    const dashboard = { pathname: '/dashboard' };
    const guardsOf = (role: 'user' | 'expert' | 'analyst' | 'editor') => {
      setSession({ token: jwt({ role }), refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', role, businessInfoCompleted: false } });
      return runGuards(['auth', 'email-verification', 'onboarding'], toGuardSession(getSession()), dashboard);
    };
    expect(guardsOf('expert')).toEqual({ kind: 'allow' });
    expect(guardsOf('analyst')).toEqual({ kind: 'allow' });
    expect(guardsOf('editor')).toEqual({ kind: 'allow' });
    expect(guardsOf('user')).toEqual({ kind: 'redirect', to: '/complete-profile', rememberReturn: true });
  });
});
