import { tierRank, type TierId } from '@contracts/tiers.ts';
import { routes } from '@contracts/paths.ts';

// Guards are pure: (session snapshot, where the user is going) → allow or redirect. Routes declare them by
// name; the accounts issue refines the rules here without touching any route.

export type Tier = TierId;

export interface GuardSession {
  isAuthenticated: boolean;
  emailVerified: boolean;
  businessInfoCompleted: boolean;
  tier: Tier;
  isAdmin: boolean;
  /** Reads statistics only (issue 11); absent means no. */
  isAnalyst?: boolean;
}

export interface GuardTarget {
  pathname: string;
  search?: string;
  /** For tier-routing: the lowest tier the route is for. */
  requiredTier?: Tier;
}

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; rememberReturn: boolean };

export type GuardName =
  | 'auth'
  | 'email-verification'
  | 'onboarding'
  | 'profile-redirect'
  | 'tier-routing'
  | 'admin'
  | 'analytics';

export type Guard = (session: GuardSession, target: GuardTarget) => GuardResult;

const allow: GuardResult = { kind: 'allow' };
const redirectTo = (to: string, rememberReturn = false): GuardResult => ({ kind: 'redirect', to, rememberReturn });

/** Spec section 2: the public routes a signed-in user may visit before finishing the business profile. */
export const profileCompletionExempt: readonly string[] = [
  routes.home,
  routes.login,
  routes.signup,
  routes.forgotPassword,
  routes.resetPassword,
  routes.completeProfile,
  routes.privacy,
  routes.terms,
  routes.contact,
  routes.about,
  routes.pricing,
  routes.articles,
];

export const guards: Readonly<Record<GuardName, Guard>> = {
  auth: (session) => (session.isAuthenticated ? allow : redirectTo(routes.login, true)),

  'email-verification': (session) =>
    session.isAuthenticated && !session.emailVerified ? redirectTo(routes.verifyEmail) : allow,

  // Guests pass: routes that need a login declare `auth` first.
  onboarding: (session, target) => {
    if (!session.isAuthenticated || session.businessInfoCompleted) return allow;
    if (profileCompletionExempt.includes(target.pathname)) return allow;
    // Remembered, so finishing the profile brings the user back to what they were doing (a booking choice, say).
    return redirectTo(routes.completeProfile, true);
  },

  'profile-redirect': (session) => {
    if (!session.isAuthenticated) return redirectTo(routes.login, true);
    return redirectTo(session.businessInfoCompleted ? routes.dashboard : routes.completeProfile);
  },

  // The spec leaves tier rules open; see docs/DECISIONS.md. Below the route's tier, offer the upgrade.
  'tier-routing': (session, target) => {
    if (!target.requiredTier) return allow;
    return tierRank(session.tier) >= tierRank(target.requiredTier) ? allow : redirectTo(routes.pricing);
  },

  admin: (session) => (session.isAuthenticated && session.isAdmin ? allow : redirectTo(routes.adminLogin, true)),

  // Statistics hold no personal data, so analysts read them as admins do.
  analytics: (session) =>
    session.isAuthenticated && (session.isAdmin || session.isAnalyst) ? allow : redirectTo(routes.adminLogin, true),
};

/** Runs the named guards in order; the first redirect wins. */
export function runGuards(names: readonly GuardName[], session: GuardSession, target: GuardTarget): GuardResult {
  for (const name of names) {
    const result = guards[name](session, target);
    if (result.kind === 'redirect') {
      // A guard never redirects to the page being guarded: that would loop.
      if (result.to === target.pathname) continue;
      return result;
    }
  }
  return allow;
}
