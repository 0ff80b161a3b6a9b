import type { Decider, DomainEvent } from '../domain/shared/decider.ts';
import { mapPersonalFields } from '../domain/shared/personalFields.ts';
import type { EventStore } from '../infra/eventstore/port.ts';
import { ERASED, sealedOwner } from '../infra/security/personalData.ts';
import { cipherFor, type PersonCipher, type Vault } from './users/personal.ts';

/**
 * The keys of the people a command writes about, each read once per command (one key-store read
 * per person, none per event), so folding and deciding can open and seal synchronously. The fields
 * sealed are the ones domain/shared/personalFields.ts lists.
 */
export class KeyRing {
  readonly #ciphers = new Map<string, PersonCipher>();
  readonly #vault: Vault;
  readonly #events: EventStore;
  readonly #now: Date;

  constructor(vault: Vault, events: EventStore, now: Date) {
    this.#vault = vault;
    this.#events = events;
    this.#now = now;
  }

  async load(personIds: readonly string[]): Promise<this> {
    for (const id of personIds) {
      if (id && !this.#ciphers.has(id)) this.#ciphers.set(id, await cipherFor(this.#vault, this.#events, id, this.#now));
    }
    return this;
  }

  /** Opens what a loaded key can open; anything else stays sealed (it is never shown from here). */
  open = (value: string): string => {
    const owner = sealedOwner(value);
    const cipher = owner ? this.#ciphers.get(owner) : undefined;
    return cipher ? cipher.open(value) : value;
  };

  /** Text about an erased person is not kept: it is written as "[erased]", never in plaintext. */
  seal(personId: string, value: string): string {
    const cipher = this.#ciphers.get(personId);
    if (!cipher) throw new Error(`The key of ${personId} was not loaded before sealing`);
    return cipher.key === 'erased' ? ERASED : cipher.seal(value);
  }
}

/**
 * The decider as the domain wrote it, with the SEALED_FIELDS of each event opened as it is folded
 * and sealed with `ownerOf`'s key as it is decided. Plaintext from before sealing passes through
 * the fold unchanged (opening leaves a value that is not `pii1.…` as it is).
 */
export function sealedFields<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, ring: KeyRing, ownerOf: (event: E, state: S) => string): Decider<S, C, E> {
  return {
    initialState: decider.initialState,
    evolve: (state, event) => decider.evolve(state, mapPersonalFields(event, ring.open)),
    decide: (command, state) =>
      decider.decide(command, state).map((event) => {
        const owner = ownerOf(event, state);
        return mapPersonalFields(event, (value) => ring.seal(owner, value));
      }),
  };
}
