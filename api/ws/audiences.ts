import type { WebSocket } from 'ws';
import type { Position } from '../../infra/eventstore/port.ts';
import type { Audience } from './changes.ts';

/** Open sockets one user may hold; a newer one closes the oldest (see CLOSE.replaced). */
export const MAX_SOCKETS_PER_USER = 10;

/** One signed-in socket. */
export type FeedClient = {
  readonly socket: WebSocket;
  readonly userId: string;
  readonly admin: boolean;
  /** Session and session family of the token, so that revoking either closes the socket. */
  readonly sid: string | undefined;
  readonly fid: string | undefined;
  /** Live frames held back while missed changes replay; undefined once live. */
  pending: { pos: Position; frame: Buffer }[] | undefined;
  /** More live frames arrived during the replay than are held: the client gets resync instead. */
  overflowed: boolean;
  /** Live frames at or before this position reached the client another way (replay, or another process ahead of this one). */
  floor: Position | undefined;
};

/**
 * Sockets indexed by user id, plus the set of admin sockets: a change finds its recipients by
 * lookup, so its cost grows with its audience, not with everyone connected.
 */
export class Audiences {
  readonly #byUser = new Map<string, Set<FeedClient>>();
  readonly #admins = new Set<FeedClient>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  /** Adds the client; returns the user's oldest client when this one takes them past the limit. */
  add(client: FeedClient): FeedClient | undefined {
    let own = this.#byUser.get(client.userId);
    if (!own) this.#byUser.set(client.userId, (own = new Set()));
    let evicted: FeedClient | undefined;
    if (own.size >= MAX_SOCKETS_PER_USER) {
      // A Set iterates in insertion order: the first is the oldest.
      evicted = own.values().next().value;
      if (evicted) this.remove(evicted);
    }
    own.add(client);
    if (client.admin) this.#admins.add(client);
    this.#size += 1;
    return evicted;
  }

  remove(client: FeedClient): void {
    const own = this.#byUser.get(client.userId);
    if (!own?.delete(client)) return;
    if (own.size === 0) this.#byUser.delete(client.userId);
    this.#admins.delete(client);
    this.#size -= 1;
  }

  ofUser(userId: string): ReadonlySet<FeedClient> {
    return this.#byUser.get(userId) ?? EMPTY;
  }

  /** Every client in the audience, each once (an admin may also be a listed user). */
  recipients(audience: Audience): FeedClient[] {
    const out: FeedClient[] = [];
    for (const id of audience.userIds) {
      const own = this.#byUser.get(id);
      if (own) for (const c of own) out.push(c);
    }
    if (!audience.admins || this.#admins.size === 0) return out;
    for (const c of this.#admins) if (!audience.userIds.includes(c.userId)) out.push(c);
    return out;
  }

  *all(): Iterable<FeedClient> {
    for (const own of this.#byUser.values()) yield* own;
  }
}

const EMPTY: ReadonlySet<FeedClient> = new Set();

/** The audience once the document is read: the users `ofData` names join the listed ones. */
export function settle(audience: Audience, data: unknown): Audience {
  return audience.ofData ? { userIds: [...audience.userIds, ...audience.ofData(data)], admins: audience.admins } : audience;
}

/** Whether someone connected may be in the audience; one named only by the document might be anyone. */
export function mayReach(clients: Audiences, audience: Audience): boolean {
  return audience.ofData ? clients.size > 0 : clients.recipients(audience).length > 0;
}

export function canSee(client: FeedClient, audience: Audience): boolean {
  return audience.userIds.includes(client.userId) || (client.admin && audience.admins);
}
