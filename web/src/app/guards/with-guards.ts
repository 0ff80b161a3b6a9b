import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { rememberReturnPath } from '@/lib/session.ts';
import { currentGuardSession } from './guard-session.ts';
import { runGuards, type GuardName, type GuardSession, type Tier } from './guards.ts';

export interface GuardHandle {
  guards: readonly GuardName[];
  requiredTier?: Tier;
}

/**
 * Wraps a route loader so its guards run first. The guard names also go on the route's `handle`,
 * so tooling and tests can read what protects each route.
 */
export function withGuards(
  handle: GuardHandle,
  loader?: LoaderFunction,
  readSession: () => GuardSession = currentGuardSession,
): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    const url = new URL(args.request.url);
    const result = runGuards(handle.guards, readSession(), {
      pathname: url.pathname,
      search: url.search,
      requiredTier: handle.requiredTier,
    });
    if (result.kind === 'redirect') {
      if (result.rememberReturn) rememberReturnPath(url.pathname + url.search);
      throw redirect(result.to);
    }
    return loader ? loader(args) : null;
  };
}
