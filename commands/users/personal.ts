import { createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Decider, DomainEvent } from '../../domain/shared/decider.ts';
import { mapPersonalFields } from '../../domain/shared/personalFields.ts';
import { userStream } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { ensurePersonKey, isSealed, openWith, personKey, sealFor, type PersonKey } from '../../infra/security/personalData.ts';
import { withoutPersonalData, type CommandContext, type ContextSealer } from '../context.ts';

/**
 * Where the personal data of users is sealed and opened. The domain sees plaintext: a user's
 * decider is wrapped so that events are opened as they are folded and sealed as they are decided.
 * `emailIndexKey` keys the HMAC that names email reservation streams.
 */
export type Vault = { keys: ReadStore; emailIndexKey: Buffer };

/** Sealed fields per event type: one table for every stream (domain/shared/personalFields.ts). */
export { mapPersonalFields };

/** One person's key, loaded once per command; folding then opens synchronously. */
export class PersonCipher {
  readonly personId: string;
  key: PersonKey;
  constructor(personId: string, key: PersonKey) {
    this.personId = personId;
    this.key = key;
  }
  open = (value: string): string => openWith(this.key, value);
  seal = (value: string): string => {
    if (!Buffer.isBuffer(this.key)) throw new Error(`No personal data key for ${this.personId}`);
    return sealFor(this.key, this.personId, value);
  };
}

/**
 * `create: 'always'` for a new account. Otherwise a key is made only for a user whose stream
 * exists (accounts from before sealing get theirs on first use), so ids taken from tokens or
 * links cannot fill the key store with keys of nobody.
 */
export async function cipherFor(vault: Vault, events: EventStore, personId: string, now: Date, create: 'always' | 'ifExists' = 'ifExists') {
  const key = await personKey(vault.keys, personId);
  if (key !== undefined) return new PersonCipher(personId, key);
  const exists = create === 'always' || (await events.readStream(userStream(personId))).length > 0;
  return new PersonCipher(personId, exists ? await ensurePersonKey(vault.keys, personId, now) : undefined);
}

/** The decider as the domain wrote it, with sealing at the edge of the log. */
export function sealedDecider<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, cipher: PersonCipher): Decider<S, C, E> {
  return {
    initialState: decider.initialState,
    evolve: (state, event) => decider.evolve(state, mapPersonalFields(event, cipher.open)),
    decide: (command, state) => decider.decide(command, state).map((e) => mapPersonalFields(e, cipher.seal)),
  };
}

/** IP and user agent are personal data too: sealed with the person's key, or left out without one. */
export function sealedContext(context: CommandContext, cipher: PersonCipher): CommandContext {
  const { ip, userAgent, ...rest } = context;
  if (!Buffer.isBuffer(cipher.key)) return rest;
  return { ...rest, ...(ip ? { ip: cipher.seal(ip) } : {}), ...(userAgent ? { userAgent: cipher.seal(userAgent) } : {}) };
}

/**
 * Seals the IP and user agent of any stream's context with the acting person's key (installed with
 * setContextSealer by api/server.ts): bookings, calendars, profiles and the rest then hold them
 * as the user's own stream does. Anonymous requests have no key, so they keep neither.
 */
export function actorContextSealer(vault: Vault, events: EventStore, now: () => Date): ContextSealer {
  // One request's appends (a booking makes several) and a client's next requests carry the same IP
  // and user agent: their sealed text is made once per key and reused, as a second sealing of the
  // same value would only differ in its IV. Only for the very key Buffer that sealed them, so an
  // erased person's (no key) are never used again.
  const sealed = new LRUCache<string, { key: Buffer; ip?: string; userAgent?: string }>({ max: 5_000 });
  return async (context) => {
    if (context.actor === 'system') return withoutPersonalData(context);
    const cipher = await cipherFor(vault, events, context.actor.id, now());
    if (!Buffer.isBuffer(cipher.key)) return withoutPersonalData(context);
    const seal = (value: string | undefined) => (value === undefined || isSealed(value) ? value : cipher.seal(value));
    const { ip, userAgent, ...rest } = context;
    const memo = `${context.actor.id}\u0000${ip ?? ''}\u0000${userAgent ?? ''}`;
    let known = sealed.get(memo);
    if (known?.key !== cipher.key) sealed.set(memo, (known = { key: cipher.key, ip: seal(ip), userAgent: seal(userAgent) }));
    return { ...rest, ...(ip ? { ip: known.ip } : {}), ...(userAgent ? { userAgent: known.userAgent } : {}) };
  };
}

/** A keyed HMAC, so the stream name of an email cannot be reversed with a list of addresses. */
export const emailIndex = (vault: Vault, normalizedEmail: string): string =>
  createHmac('sha256', vault.emailIndexKey).update(normalizedEmail).digest('hex');
