import { randomInt } from 'node:crypto';
import type { JwtPayload } from 'jsonwebtoken';
import { Secret, TOTP } from 'otpauth';
import { jwt } from './tokens.ts';

/** RFC 6238 defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
const ISSUER = 'Bawaba';
export const MFA_TOKEN_TTL_S = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;

const totp = (secret: string, label = 'account') => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret, base32 as authenticator apps type it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secret: string, label: string): string => totp(secret, label).toString();

/** The code of a step (tests and the enrolment check use it). */
export const totpCode = (secret: string, at: Date): string => totp(secret).generate({ timestamp: at.getTime() });

/**
 * The 30-second step a code belongs to, accepting the previous and the next step for clock drift;
 * null when it matches none. The step, not the code, is what replay refusal remembers.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / PERIOD_S) + delta;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read off paper without doubt

/** Ten one-time codes like `k7m2q-x9p4t` (about 49 bits each); stored only as keyed hashes. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

export const normalizeRecoveryCode = (code: string): string => code.trim().toLowerCase().replace(/\s+/g, '');

/**
 * The token between the password and the second factor: signed with its own purpose key (so it is
 * never an access token), five minutes long. For an enrolment it carries the new secret, sealed.
 */
export type MfaClaims = { sub: string; enrol?: string };

export function signMfaToken(key: Buffer, claims: MfaClaims): string {
  const { sub, ...rest } = claims;
  return jwt().sign({ ...rest, purpose: 'mfa' }, key, { algorithm: 'HS256', subject: sub, expiresIn: MFA_TOKEN_TTL_S });
}

export function verifyMfaToken(key: Buffer, token: string): MfaClaims | undefined {
  try {
    const claims = jwt().verify(token, key, { algorithms: ['HS256'] }) as JwtPayload & { purpose?: string; enrol?: string };
    if (claims.purpose !== 'mfa' || typeof claims.sub !== 'string') return undefined;
    return { sub: claims.sub, ...(typeof claims.enrol === 'string' ? { enrol: claims.enrol } : {}) };
  } catch {
    return undefined;
  }
}

