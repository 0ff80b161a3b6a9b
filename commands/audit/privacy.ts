import { isSealed } from '../../infra/security/personalData.ts';
import type { Opener } from './history.ts';

/**
 * How personal data leaves the log (issue 11): `shown` opens sealed fields for an admin who has
 * re-authenticated, `masked` puts MASKED in their place for other admins, `removed` drops them for
 * analysts and the analysts' export, which never carry personal data.
 */
export type PersonalDataMode = 'shown' | 'masked' | 'removed';
export const MASKED = '[personal]';

/**
 * Plaintext personal fields: events from before sealing, streams that have no person's key, and
 * what a person writes about themself. Masking covers who someone is; removal (for analysts) also
 * drops free text, which can say anything about anyone.
 */
const IDENTITY_KEYS = new Set(['email', 'to', 'firstName', 'lastName', 'displayName', 'name', 'picture', 'phone', 'ip', 'userAgent', 'company']);
const FREE_TEXT_KEYS = new Set(['notes', 'reason', 'answers', 'comment', 'message', 'content', 'title', 'body', 'subject', 'expertName', 'query', 'initialMessage', 'metadata']);
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Hashes and secrets are no personal data, but nobody reads them out of the log, whatever the mode. */
const SECRET_KEYS = new Set(['passwordHash', 'codeHash', 'tokenHash', 'refreshTokenHash', 'handoffHash', 'recoveryCodeHash', 'recoveryCodeHashes', 'secret', 'nonce']);
export const HIDDEN = '[hidden]';
const DROP = Symbol('drop');

type Json = unknown;

function scrub(value: Json, mode: 'masked' | 'removed', key?: string): Json | typeof DROP {
  if (key !== undefined && SECRET_KEYS.has(key)) return mode === 'removed' ? DROP : HIDDEN;
  if (key !== undefined && mode === 'removed' && (IDENTITY_KEYS.has(key) || FREE_TEXT_KEYS.has(key))) return DROP;
  if (Array.isArray(value)) return value.map((v) => scrub(v, mode)).filter((v) => v !== DROP);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) {
      const kept = scrub(v, mode, k);
      if (kept !== DROP) out[k] = kept;
    }
    return out;
  }
  const personal = isSealed(value) || (typeof value === 'string' && ((key !== undefined && IDENTITY_KEYS.has(key)) || EMAIL.test(value)));
  if (!personal) return value;
  return mode === 'masked' ? MASKED : DROP;
}

/** Masks or removes personal fields (synchronous: it opens nothing). */
export function withoutPersonal(value: Json, mode: 'masked' | 'removed'): Json {
  const out = scrub(value, mode);
  return out === DROP ? null : out;
}

/** Opens every sealed value (erased ones read as erased); for an admin who re-authenticated. */
export async function opened(value: Json, opener: Opener): Promise<Json> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => opened(v, opener)));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.has(k) ? HIDDEN : await opened(v, opener);
    return out;
  }
  return isSealed(value) ? opener.open(value) : value;
}

export type LogEventOut = {
  position: string;
  stream: string;
  revision: number;
  id: string;
  type: string;
  createdAt: string;
  data: Json;
  metadata: Record<string, Json>;
};

/** Streams named by a hash of an email: a list of addresses would reverse the names, so analysts never see them. */
const EMAIL_NAMED = /^(emailReservation|newsletter)-/;
const pseudonymousStream = (stream: string) => (EMAIL_NAMED.test(stream) ? stream.replace(/-.*$/, '-[removed]') : stream);

/** One event as the given mode lets it leave; metadata keeps only who acted and why for analysts. */
export async function present(event: LogEventOut, mode: PersonalDataMode, opener?: Opener): Promise<LogEventOut> {
  if (mode === 'shown') {
    if (!opener) throw new Error('Opening personal fields needs the person keys');
    return { ...event, data: await opened(event.data, opener), metadata: (await opened(event.metadata, opener)) as Record<string, Json> };
  }
  if (mode === 'masked') return { ...event, data: withoutPersonal(event.data, 'masked'), metadata: withoutPersonal(event.metadata, 'masked') as Record<string, Json> };
  const { actor, correlationId, causationId, v } = event.metadata;
  const metadata = Object.fromEntries(Object.entries({ actor, correlationId, causationId, v }).filter(([, x]) => x !== undefined));
  return { ...event, stream: pseudonymousStream(event.stream), data: withoutPersonal(event.data, 'removed'), metadata };
}
