import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client.ts';
import { setBusinessInfoCompleted, setSession } from '@/lib/session.ts';
import { jsonResponse } from '@/testing/render.tsx';
import { loadGuardSession } from './guard-session.ts';

const jwt = (claims: object) => `h.${btoa(JSON.stringify({ sub: 'u1', exp: 4_000_000_000, ...claims }))}.s`;

describe('the guards after a reload (storage holds no user)', () => {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the user through the me query once, then from the cache', async () => {
    setSession({ token: jwt({ role: 'user', tier: 'free' }), refreshToken: 'r' });
    const fetch = vi.fn(async () =>
      jsonResponse({ success: true, user: { id: 'u1', email: 'a@b.co', emailVerified: false, businessInfoCompleted: true, subscriptionTier: 'starter', role: 'user' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(loadGuardSession()).resolves.toEqual({
      isAuthenticated: true,
      emailVerified: false,
      businessInfoCompleted: true,
      tier: 'starter',
      isAdmin: false,
      isAnalyst: false,
    });
    await loadGuardSession();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('falls back to the token’s claims and the local flag when /users/me cannot be read', async () => {
    setSession({ token: jwt({ role: 'admin', tier: 'professional' }), refreshToken: 'r' });
    setBusinessInfoCompleted(true);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: 'down' }, 503)));
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
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(loadGuardSession()).resolves.toMatchObject({ isAuthenticated: false, isAdmin: false });
    expect(fetch).not.toHaveBeenCalled();
  });
});
