import type * as Jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { createHash, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Role, Tier } from '../../domain/users/user.ts';
import { atFirstUse } from '../firstUse.ts';

// jsonwebtoken (with semver and jws, about 70 modules) loads with the first token signed or checked.
export const jwt = atFirstUse<typeof Jwt>('jsonwebtoken');

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** `sid` is the session, `fid` its family: revoking either refuses the token at once. */
export type AccessClaims = { sub: string; role: Role; tier: Tier; sid?: string; fid?: string };

/**
 * Given a string, jsonwebtoken builds a key object on every call (a measurable share of each
 * authenticated request); one KeyObject per secret avoids that.
 */
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

export function signAccessToken(secret: string, claims: AccessClaims): string {
  const { sub, ...rest } = claims;
  return jwt().sign(rest, keyFor(secret), { algorithm: 'HS256', subject: sub, expiresIn: ACCESS_TOKEN_TTL_S });
}

/**
 * The same session's token with fresh claims (a new tier, say) and the old expiry, so that
 * reissuing after a plan change never stretches a session past what its refresh allows.
 */
export function reissueAccessToken(secret: string, claims: AccessClaims, exp: number): string {
  const { sub, ...rest } = claims;
  return jwt().sign({ ...rest, exp }, keyFor(secret), { algorithm: 'HS256', subject: sub });
}

type VerifiedClaims = AccessClaims & { exp: number };

/**
 * A client sends the same token with every request for 15 minutes. Tokens that verified once are
 * remembered (keyed by secret and token, so only our own signatures get in), which spares the
 * signature check on the hot path; expiry is still checked on every use.
 */
const verified = new LRUCache<string, VerifiedClaims>({ max: 10_000 });

/** Returns the claims, or undefined for any token that is malformed, expired or not ours. */
export function verifyAccessToken(secret: string, token: string): VerifiedClaims | undefined {
  const cacheKey = `${secret.length}:${secret}\u0000${token}`;
  const cached = verified.get(cacheKey);
  if (cached) {
    if (cached.exp * 1000 > Date.now()) return cached;
    verified.delete(cacheKey);
    return undefined;
  }
  try {
    const payload = jwt().verify(token, keyFor(secret), { algorithms: ['HS256'] });
    if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
    const claims = Object.freeze(payload) as VerifiedClaims;
    verified.set(cacheKey, claims);
    return claims;
  } catch {
    return undefined;
  }
}

/**
 * Refresh tokens are opaque: `<userId>.<sessionId>.<secret>`. The ids let the server find the
 * user's stream; only a SHA-256 of the whole token is ever stored.
 */
export function newRefreshToken(userId: string, sessionId: string): { token: string; hash: string } {
  const token = `${userId}.${sessionId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: sha256(token) };
}

export function parseRefreshToken(token: string): { userId: string; sessionId: string } | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return undefined;
  return { userId: parts[0]!, sessionId: parts[1]! };
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
