import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { apiRequest } from './api-client.ts';
import { getSession, readReturnPath, setSession } from './session.ts';
import { onSessionExpired } from './session-events.ts';
import { registerNavigator } from './navigation.ts';
import { api, requests, route } from '@/testing/msw.ts';

const any = z.looseObject({});
const user = { id: 'u1', email: 'a@b.co' };
const refreshed = route('POST', '/api/auth/refresh', { tokens: { accessToken: 'new-access', refreshToken: 'new-refresh' } });
const calls = (path: string) => requests().filter((r) => r.path === path);

describe('401 handling on protected endpoints (spec section 4)', () => {
  let navigated: string[];
  let banners: number;
  let stopBanner: () => void;
  let stopNavigator: () => void;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/settings?tab=password');
    setSession({ user, token: 'old-access', refreshToken: 'old-refresh' });
    navigated = [];
    banners = 0;
    stopNavigator = registerNavigator((to) => navigated.push(to));
    stopBanner = onSessionExpired(() => (banners += 1));
  });
  afterEach(() => {
    stopBanner();
    stopNavigator();
  });

  it('refreshes once for parallel 401s, then retries the GETs with the new token', async () => {
    const newTokenOnly = (request: Request) =>
      request.headers.get('Authorization') === 'Bearer new-access' ? HttpResponse.json({ ok: true }) : HttpResponse.json({ error: 'expired' }, { status: 401 });
    api.use(refreshed, route('GET', '/api/users/me', newTokenOnly), route('GET', '/api/subscriptions/me', newTokenOnly));
    await Promise.all([
      apiRequest('/users/me', { schema: any, auth: true }),
      apiRequest('/subscriptions/me', { schema: any, auth: true }),
    ]);
    expect(calls('/api/auth/refresh')).toHaveLength(1);
    expect(getSession()).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh', isAuthenticated: true });
  });

  it('does not repeat a POST after a successful refresh', async () => {
    api.use(refreshed, route('POST', '/api/settings/reauth', { error: 'expired' }, 401));
    await expect(apiRequest('/settings/reauth', { method: 'POST', body: {}, schema: any, auth: true })).rejects.toMatchObject({ status: 401 });
    expect(calls('/api/settings/reauth')).toHaveLength(1);
  });

  it('on a failed refresh remembers the path, signs out, raises the banner and goes to /login', async () => {
    const revoked = { error: 'revoked', code: 'UNAUTHORIZED' };
    api.use(route('GET', '/api/users/profile', revoked, 401), route('POST', '/api/auth/refresh', revoked, 401));
    await expect(apiRequest('/users/profile', { schema: any, auth: true })).rejects.toMatchObject({ status: 401 });
    expect(getSession().isAuthenticated).toBe(false);
    expect(readReturnPath()).toBe('/settings?tab=password');
    expect(banners).toBe(1);
    expect(navigated).toEqual(['/login']);
  });

  it('leaves 401s of unprotected endpoints and of the auth pages alone', async () => {
    // No refresh handler: neither 401 may start one.
    api.use(route('GET', '/api/users/dashboard', { error: 'nope' }, 401), route('GET', '/api/users/me', { error: 'nope' }, 401));
    await expect(apiRequest('/users/dashboard', { schema: any, auth: true })).rejects.toMatchObject({ status: 401 });
    window.history.replaceState(null, '', '/verify-email');
    await expect(apiRequest('/users/me', { schema: any, auth: true })).rejects.toMatchObject({ status: 401 });
    expect(getSession().isAuthenticated).toBe(true);
    expect(navigated).toEqual([]);
  });

  it('never signs out while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // No refresh handler: offline, the 401 starts none.
    api.use(route('GET', '/api/users/me', { error: 'nope' }, 401));
    await expect(apiRequest('/users/me', { schema: any, auth: true })).rejects.toMatchObject({ status: 401 });
    expect(getSession().isAuthenticated).toBe(true);
    vi.restoreAllMocks();
  });
});
