import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { handleFrame } from './liveFrames.ts';
import { api, requests, route } from '@/testing/msw.ts';
import { registerNavigator } from '@/lib/navigation.ts';
import { followRoleChange, roleOutOfDate } from '@/lib/role-change.ts';
import { SESSION_EXPIRED_EVENT } from '@/lib/session-events.ts';
import { clearSession, getSession, setSession } from '@/lib/session.ts';

/** An unsigned token whose claims the client reads (the server alone checks signatures). */
const token = (role: string) => `h.${btoa(JSON.stringify({ sub: 'u1', role }))}.s`;
const promoted = { id: 'u1', email: 'a@b.co', role: 'expert' as const };

describe('a role changed on the server (issue 17 item 8)', () => {
  let went: string[];
  let reasons: string[];
  const onExpired = (event: Event) => reasons.push(String((event as CustomEvent).detail));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearSession();
    setSession({ token: token('user'), refreshToken: 'r1', user: { id: 'u1', email: 'a@b.co', role: 'user', businessInfoCompleted: true } });
    went = [];
    reasons = [];
    registerNavigator((to) => went.push(to));
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
  });
  afterEach(() => {
    window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  });

  it('is noticed only when the token names another role than the user', () => {
    expect(roleOutOfDate(promoted)).toBe(true);
    expect(roleOutOfDate({ role: 'user' })).toBe(false);
    expect(roleOutOfDate(promoted, 'not-a-jwt')).toBe(false);
    expect(roleOutOfDate({ role: undefined })).toBe(false);
  });

  it('refreshes the token first, then shows the new role and opens the console', async () => {
    api.use(route('POST', '/api/auth/refresh', { tokens: { accessToken: token('expert'), refreshToken: 'r2' } }));
    // The frame alone does not change the role the pages see: their requests would still carry the old token.
    handleFrame(new QueryClient(), { pos: undefined, connectedBefore: false }, JSON.stringify({ type: 'user.updated', id: 'u1', data: promoted, pos: '1:1' }));
    expect(getSession().user?.role).toBe('user');
    await vi.waitFor(() => expect(went).toEqual(['/manage_consultations']));
    expect(requests()).toMatchObject([{ method: 'POST', path: '/api/auth/refresh', body: { refreshToken: 'r1' } }]);
    expect(getSession()).toMatchObject({ token: token('expert'), refreshToken: 'r2', user: { role: 'expert' } });
    expect(reasons).toEqual([]);
  });

  it('ends the session and asks for a new sign-in, saying why, when the refresh is refused', async () => {
    api.use(route('POST', '/api/auth/refresh', { error: 'This session has ended. Please sign in again.', code: 'UNAUTHORIZED' }, 401));
    await followRoleChange(promoted);
    expect(getSession().isAuthenticated).toBe(false);
    expect(reasons).toEqual(['roleChanged']);
    expect(went).toEqual(['/login']);
  });

  it('sends back-office roles to the back office’s sign-in', async () => {
    api.use(route('POST', '/api/auth/refresh', {}, 401));
    await followRoleChange({ ...promoted, role: 'analyst' });
    expect(went).toEqual(['/admin/login']);
  });
});
