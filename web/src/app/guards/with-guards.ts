import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { rememberReturnPath } from '@/lib/session.ts';
import { routes } from '@contracts/paths.ts';
import { loadGuardSession } from './guard-session.ts';
import { runGuards, type GuardName, type GuardResult, type GuardSession, type GuardTarget, type Tier } from './guards.ts';
import type { ServerChecks } from './server-checks.ts';

export interface GuardHandle {
  guards: readonly GuardName[];
  requiredTier?: Tier;
  /** For tier-routing: the feature of the server's tier table this page serves (asked when the local tier is too low). */
  feature?: string;
}

// The checks load on first use: the API client and zod stay out of the first load of every page.
const lazyChecks: ServerChecks = {
  businessInfoCompleted: () => import('./server-checks.ts').then((m) => m.serverChecks.businessInfoCompleted()),
  featureAllowed: (feature) => import('./server-checks.ts').then((m) => m.serverChecks.featureAllowed(feature)),
};

/**
 * Runs the guards on local state, then lets the server overrule a refusal that local state may have
 * got wrong: a profile completed elsewhere (spec section 4) or a tier changed since the token was issued.
 */
export async function decide(
  handle: GuardHandle,
  session: GuardSession,
  target: GuardTarget,
  checks: ServerChecks,
): Promise<GuardResult> {
  const result = runGuards(handle.guards, session, target);
  if (result.kind !== 'redirect' || !session.isAuthenticated) return result;
  if (result.to === routes.completeProfile && !session.businessInfoCompleted) {
    const completed = await checks.businessInfoCompleted();
    if (completed) return runGuards(handle.guards, { ...session, businessInfoCompleted: true }, target);
    return result;
  }
  if (result.to === routes.pricing && handle.feature && target.requiredTier) {
    const allowed = await checks.featureAllowed(handle.feature);
    if (allowed) return runGuards(handle.guards, { ...session, tier: target.requiredTier }, target);
  }
  return result;
}

/**
 * Wraps a route loader so its guards run first. The guard names also go on the route's `handle`,
 * so tooling and tests can read what protects each route.
 */
export function withGuards(
  handle: GuardHandle,
  loader?: LoaderFunction,
  readSession: () => GuardSession | Promise<GuardSession> = loadGuardSession,
  checks: ServerChecks = lazyChecks,
): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    const url = new URL(args.request.url);
    const result = await decide(
      handle,
      await readSession(),
      { pathname: url.pathname, search: url.search, requiredTier: handle.requiredTier },
      checks,
    );
    if (result.kind === 'redirect') {
      if (result.rememberReturn) rememberReturnPath(url.pathname + url.search);
      throw redirect(result.to);
    }
    return loader ? loader(args) : null;
  };
}
