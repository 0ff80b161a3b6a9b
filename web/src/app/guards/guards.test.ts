import { describe, expect, it } from 'vitest';
import { runGuards, guards, type GuardSession } from './guards.ts';

const guest: GuardSession = {
  isAuthenticated: false,
  emailVerified: true,
  businessInfoCompleted: false,
  tier: 'free',
  isAdmin: false,
};
const unverified: GuardSession = { ...guest, isAuthenticated: true, emailVerified: false };
const newUser: GuardSession = { ...guest, isAuthenticated: true };
const member: GuardSession = { ...newUser, businessInfoCompleted: true };
const professional: GuardSession = { ...member, tier: 'professional' };
const admin: GuardSession = { ...member, isAdmin: true };

const at = (pathname: string) => ({ pathname });

describe('auth guard', () => {
  it('sends guests to /login and asks to remember where they were going', () => {
    expect(guards.auth(guest, at('/settings'))).toEqual({ kind: 'redirect', to: '/login', rememberReturn: true });
  });
  it('lets signed-in users through', () => {
    expect(guards.auth(newUser, at('/settings'))).toEqual({ kind: 'allow' });
  });
});

describe('email-verification guard', () => {
  it('sends signed-in users with an unverified email to /verify-email', () => {
    expect(guards['email-verification'](unverified, at('/dashboard'))).toMatchObject({ to: '/verify-email' });
  });
  it('ignores guests and verified users', () => {
    expect(guards['email-verification'](guest, at('/dashboard')).kind).toBe('allow');
    expect(guards['email-verification'](member, at('/dashboard')).kind).toBe('allow');
  });
});

describe('onboarding guard (profile-completion rule)', () => {
  it('redirects a signed-in user without a business profile to /complete-profile', () => {
    expect(guards.onboarding(newUser, at('/expert'))).toMatchObject({ to: '/complete-profile', rememberReturn: true });
  });
  it.each(['/', '/privacy', '/terms', '/contact', '/about', '/pricing', '/articles', '/complete-profile'])(
    'leaves the exempt public route %s open',
    (path) => {
      expect(guards.onboarding(newUser, at(path)).kind).toBe('allow');
    },
  );
  it('lets guests and completed profiles through', () => {
    expect(guards.onboarding(guest, at('/expert')).kind).toBe('allow');
    expect(guards.onboarding(member, at('/market')).kind).toBe('allow');
  });
});

describe('profile-redirect guard', () => {
  it('always decides where /profile goes', () => {
    expect(guards['profile-redirect'](guest, at('/profile'))).toMatchObject({ to: '/login' });
    expect(guards['profile-redirect'](newUser, at('/profile'))).toMatchObject({ to: '/complete-profile' });
    expect(guards['profile-redirect'](member, at('/profile'))).toMatchObject({ to: '/dashboard' });
  });
});

describe('tier-routing guard', () => {
  it('sends users below the route’s tier to /pricing', () => {
    expect(guards['tier-routing'](member, { pathname: '/market', requiredTier: 'starter' })).toMatchObject({
      to: '/pricing',
    });
  });
  it('allows equal or higher tiers and routes without a tier', () => {
    expect(guards['tier-routing'](professional, { pathname: '/market', requiredTier: 'starter' }).kind).toBe(
      'allow',
    );
    expect(guards['tier-routing'](member, at('/market')).kind).toBe('allow');
  });
});

describe('admin guard', () => {
  it('admits administrators only', () => {
    expect(guards.admin(admin, at('/admin/users')).kind).toBe('allow');
    expect(guards.admin(member, at('/admin/users'))).toMatchObject({ to: '/admin/login' });
    expect(guards.admin(guest, at('/admin/users'))).toMatchObject({ to: '/admin/login' });
  });
});

describe('analytics guard', () => {
  it('admits administrators and analysts', () => {
    expect(guards.analytics(admin, at('/admin/statistics')).kind).toBe('allow');
    expect(guards.analytics({ ...member, isAnalyst: true }, at('/admin/statistics')).kind).toBe('allow');
    expect(guards.analytics(member, at('/admin/statistics'))).toMatchObject({ to: '/admin/login' });
    expect(guards.analytics(guest, at('/admin/statistics'))).toMatchObject({ to: '/admin/login' });
  });
});

describe('runGuards', () => {
  it('applies guards in order: auth, then onboarding (the /dashboard chain)', () => {
    expect(runGuards(['auth', 'onboarding'], guest, at('/dashboard'))).toMatchObject({ to: '/login' });
    expect(runGuards(['auth', 'onboarding'], newUser, at('/dashboard'))).toMatchObject({
      to: '/complete-profile',
    });
    expect(runGuards(['auth', 'onboarding'], member, at('/dashboard')).kind).toBe('allow');
  });
  it('never redirects a page to itself', () => {
    expect(runGuards(['admin'], guest, at('/admin/login')).kind).toBe('allow');
  });
});
