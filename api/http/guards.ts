import type { Request, RequestHandler } from 'express';
import { verifyAccessToken, type AccessClaims } from '../../infra/security/tokens.ts';
import { revokedSessions } from '../../infra/security/revocations.ts';
import type { Role } from '../../domain/users/user.ts';
import { HttpError } from './errors.ts';
import { markGuard } from '../openapi/expressRoutes.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { canUse, lowestTierFor, type FeatureId, type TierId } from '../../domain/subscriptions/tiers.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { demandAccess, type Door } from '../../domain/subscriptions/policy.ts';

export type Principal = AccessClaims & { exp: number };

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
  }
}

/**
 * The one named guard every protected route declares. Roles and tiers come only from the signed
 * token, never from the request body.
 */
export function authorize(secret: string, ...roles: Role[]): RequestHandler {
  return markGuard((req, _res, next) => {
    const principal = principalFrom(req, secret);
    if (!principal) return next(new HttpError('UNAUTHORIZED', 'Authentication required'));
    if (hasEnded(principal)) return next(new HttpError('UNAUTHORIZED', 'This session has ended. Please sign in again.'));
    if (roles.length > 0 && !roles.includes(principal.role)) {
      return next(new HttpError('FORBIDDEN', 'You do not have access to this resource'));
    }
    req.principal = principal;
    next();
  }, roles.length > 0 ? `bearer:${roles.join(',')}` : 'bearer');
}

const hasEnded = (p: Principal): boolean => Boolean((p.sid && revokedSessions.has(p.sid)) || (p.fid && revokedSessions.has(p.fid)));

/**
 * The caller of a public route who happens to be signed in (a live session), else undefined. For
 * answers that may say more to the account's owner than to anyone else; never a reason to refuse.
 */
export function signedInCaller(req: Request, secret: string): Principal | undefined {
  const principal = principalFrom(req, secret);
  return principal && !hasEnded(principal) ? principal : undefined;
}

function principalFrom(req: Request, secret: string): Principal | undefined {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer ([^\s]+)$/i);
  return match ? verifyAccessToken(secret, match[1]!) : undefined;
}

/** The principal a guarded handler runs for; the guard guarantees it is there. */
export function principal(req: Request): Principal {
  if (!req.principal) throw new HttpError('UNAUTHORIZED', 'Authentication required');
  return req.principal;
}

/**
 * The tier guard of a route that serves a paid feature, declared after `authorize`, e.g.
 * `requireAccess(ctx.readStore, 'legal')`: it asks the one policy (domain/subscriptions/policy.ts)
 * with the tier of the subscription read model, so neither the request nor a token issued before a
 * downgrade can open a door. Counted doors are counted by their own streams at append.
 */
export function requireAccess(store: ReadStore, door: Door): RequestHandler {
  return markGuard((req, _res, next) => {
    tierWithAccess(store, principal(req).sub, door).then(() => next(), next);
  }, `tier:${door}`);
}

/** The caller's tier once the policy lets it through `door`; else the policy's refusal (403). */
export async function tierWithAccess(store: ReadStore, userId: string, door: Door): Promise<TierId> {
  const { tier } = await getSubscription(store, userId);
  demandAccess(tier, door);
  return tier;
}

/** For GET /subscriptions/access/:feature: the same table asked by feature rather than by door. */
export async function assertFeature(store: ReadStore, userId: string, feature: FeatureId): Promise<TierId> {
  const { tier } = await getSubscription(store, userId);
  if (canUse(tier, feature)) return tier;
  const required = lowestTierFor(feature) ?? 'enterprise';
  throw new HttpError(
    'TIER_REQUIRED',
    `Your ${tier} plan does not include this feature. Upgrade to the ${required} plan or higher to use it.`,
    { feature, currentTier: tier, requiredTier: required },
  );
}
