import { describe, expect, it, vi } from 'vitest';
import { decide } from './with-guards.ts';
import type { GuardSession } from './guards.ts';
import type { ServerChecks } from './server-checks.ts';

const newUser: GuardSession = { isAuthenticated: true, emailVerified: true, businessInfoCompleted: false, tier: 'free', isAdmin: false };
const guest: GuardSession = { ...newUser, isAuthenticated: false };
const checks = (completed: boolean | null, allowed: boolean | null = null): ServerChecks => ({
  businessInfoCompleted: vi.fn(async () => completed),
  featureAllowed: vi.fn(async () => allowed),
});
const dashboard = { guards: ['auth', 'email-verification', 'onboarding'] as const };

describe('profile-completion rule with its server fallback (spec section 4)', () => {
  it('asks the server when local state says incomplete, and lets the user through when it says complete', async () => {
    const server = checks(true);
    await expect(decide(dashboard, newUser, { pathname: '/dashboard' }, server)).resolves.toEqual({ kind: 'allow' });
    expect(server.businessInfoCompleted).toHaveBeenCalledOnce();
  });

  it('redirects to /complete-profile when the server agrees it is incomplete', async () => {
    await expect(decide(dashboard, newUser, { pathname: '/dashboard' }, checks(false))).resolves.toMatchObject({ to: '/complete-profile' });
  });

  it('trusts local state when the check fails', async () => {
    await expect(decide(dashboard, newUser, { pathname: '/dashboard' }, checks(null))).resolves.toMatchObject({ to: '/complete-profile' });
  });

  it('never asks for guests or completed profiles', async () => {
    const server = checks(true);
    await expect(decide(dashboard, guest, { pathname: '/dashboard' }, server)).resolves.toMatchObject({ to: '/login' });
    await decide(dashboard, { ...newUser, businessInfoCompleted: true }, { pathname: '/dashboard' }, server);
    expect(server.businessInfoCompleted).not.toHaveBeenCalled();
  });

  it('also settles /profile with the server’s answer', async () => {
    await expect(decide({ guards: ['profile-redirect'] }, newUser, { pathname: '/profile' }, checks(true))).resolves.toMatchObject({
      to: '/dashboard',
    });
  });

  it('sends unverified users to /verify-email before asking anything', async () => {
    const server = checks(true);
    await expect(decide(dashboard, { ...newUser, emailVerified: false }, { pathname: '/dashboard' }, server)).resolves.toMatchObject({
      to: '/verify-email',
    });
    expect(server.businessInfoCompleted).not.toHaveBeenCalled();
  });
});

describe('tier-routing with the server’s tier table', () => {
  const market = { guards: ['tier-routing'] as const, requiredTier: 'starter' as const, feature: 'partnerMatches' };
  const member = { ...newUser, businessInfoCompleted: true };
  it('lets the server overrule a stale local tier', async () => {
    await expect(decide(market, member, { pathname: '/market', requiredTier: 'starter' }, checks(null, true))).resolves.toEqual({ kind: 'allow' });
  });
  it('keeps the redirect to /pricing when the server refuses or cannot answer', async () => {
    await expect(decide(market, member, { pathname: '/market', requiredTier: 'starter' }, checks(null, false))).resolves.toMatchObject({ to: '/pricing' });
    await expect(decide(market, member, { pathname: '/market', requiredTier: 'starter' }, checks(null, null))).resolves.toMatchObject({ to: '/pricing' });
  });
});
