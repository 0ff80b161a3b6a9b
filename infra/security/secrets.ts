import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';

/**
 * Keys for everything the server seals or peppers are derived from the JWT secret with HKDF, one
 * key per purpose, so one configured secret covers them and no purpose can read another's data.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'bawaba', purpose, 32));
}

/** AES-256-GCM; output is base64url(iv | tag | ciphertext). Tampering fails the decryption. */
export function seal(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal<T>(key: Buffer, sealed: string): T {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
}

/**
 * A 6-digit code has only a million values, so a plain hash in the log could be reversed in
 * milliseconds; an HMAC with a server-held key cannot be, even by someone who reads the log.
 */
export const codeHash = (key: Buffer, userId: string, code: string): string =>
  createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');

export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Opaque `<userId>.<random>` tokens: the id finds the stream, the random part is the secret. */
export function userToken(userId: string): string {
  return `${userId}.${randomBytes(32).toString('base64url')}`;
}

export function userIdOfToken(token: string): string | undefined {
  const match = /^([0-9a-f-]{36})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match?.[1];
}
