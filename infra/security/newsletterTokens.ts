import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { constantTimeEqual } from './tokens.ts';

/**
 * Newsletter links carry signed tokens, never stored: the confirmation token is an HMAC of the
 * subscriber's email hash and the nonce its NewsletterConfirmationRequested event holds; the
 * unsubscribe token an HMAC of the email hash alone, so every mail's one-click link keeps working
 * without sign-in and without a token table. The key is derived for this purpose only (deriveKey).
 */
const HASH = /^[0-9a-f]{64}$/;
const mac = (key: Buffer, ...parts: string[]) => createHmac('sha256', key).update(parts.join(':')).digest('base64url');

export const newNonce = (): string => randomBytes(16).toString('base64url');

export const confirmationToken = (key: Buffer, emailHash: string, nonce: string): string => `${emailHash}.${nonce}.${mac(key, 'confirm', emailHash, nonce)}`;

export function readConfirmationToken(key: Buffer, token: string): { emailHash: string; nonce: string } | undefined {
  const [emailHash, nonce, signature, ...rest] = token.split('.');
  if (rest.length || !emailHash || !nonce || !signature || !HASH.test(emailHash) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return undefined;
  return constantTimeEqual(signature, mac(key, 'confirm', emailHash, nonce)) ? { emailHash, nonce } : undefined;
}

export const unsubscribeToken = (key: Buffer, emailHash: string): string => `${emailHash}.${mac(key, 'unsubscribe', emailHash)}`;

export function readUnsubscribeToken(key: Buffer, token: string): string | undefined {
  const [emailHash, signature, ...rest] = token.split('.');
  if (rest.length || !emailHash || !signature || !HASH.test(emailHash)) return undefined;
  return constantTimeEqual(signature, mac(key, 'unsubscribe', emailHash)) ? emailHash : undefined;
}

/** The newsletter links' key, derived from the mail key so the API and the outbox share it without new configuration. */
export const newsletterKey = (mailKey: Buffer): Buffer => Buffer.from(hkdfSync('sha256', mailKey, 'bawaba', 'newsletter-v1', 32));
