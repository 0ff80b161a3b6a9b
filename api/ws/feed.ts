import type { Observable, Subscription } from 'rxjs';
import { z } from 'zod';
import { comparePositions, positionToString, type EventStore, type Position, type RecordedEvent } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import type { Logger } from '../../infra/logger.ts';
import { FEED_CLOSE, ROLE_CHANGED_CLOSE_REASON } from '../../contracts/ws.ts';
import { Audiences, mayReach, settle, type FeedClient } from './audiences.ts';
import { changesOf } from './changes.ts';
import { encodeChange, replayMissed } from './replay.ts';

/** A client that cannot keep up is dropped rather than buffered without bound. */
export const MAX_BUFFERED_BYTES = 1 << 20;
/** Live frames held for one client while its replay runs; past this it gets resync instead. */
const MAX_PENDING = 1_000;

/**
 * Revocations are read leniently: any event of these types naming a user (and, for a
 * revocation, sessions or families) closes the matching sockets, whatever else its shape holds.
 */
const revocation = z.object({ userId: z.string().optional(), reason: z.string().optional(), sessionIds: z.array(z.string()).optional(), familyIds: z.array(z.string()).optional() });

export type FeedDeps = {
  events: EventStore;
  store: ReadStore;
  log: Logger;
  /** Events in log order once every projection the feed follows has applied them (follow.ts, FEED_PROJECTIONS). */
  projected$: Observable<RecordedEvent>;
  /** Where the slowest projection stood when the feed subscribed; events up to it are replayed, not sent live. */
  startedAt: Position | undefined;
  /** Events that end sessions or accounts (ctx.projected$): the sockets they name are closed. */
  revocations$: Observable<RecordedEvent>;
};

/**
 * One subscription for every socket. Each projected event is routed to its audience by lookup
 * (Audiences), its data read once and its frame serialized once; a change with nobody connected
 * in its audience is dropped before any read. Frames leave in log order, and `#position` is the
 * last event fully delivered, which is what makes the hand-over from replay to live exact.
 */
export class LiveFeed {
  readonly clients = new Audiences();
  readonly #deps: FeedDeps;
  readonly #subscriptions: Subscription[];
  #position: Position | undefined;
  readonly #backlog: RecordedEvent[] = [];
  #busy = false;

  constructor(deps: FeedDeps) {
    this.#deps = deps;
    this.#position = deps.startedAt;
    this.#subscriptions = [
      deps.projected$.subscribe((event) => this.#enqueue(event)),
      deps.revocations$.subscribe((event) => this.#revoke(event)),
    ];
  }

  get position(): Position | undefined {
    return this.#position;
  }

  /**
   * Starts a signed-in client: with `since`, first the changes it missed (or resync), then live
   * ones; without, live from now. `ready` (with the position to resume from) marks the switch.
   */
  join(client: FeedClient, since: Position | undefined): void {
    const evicted = this.clients.add(client);
    evicted?.socket.close(FEED_CLOSE.replaced, 'Too many open connections for this account; the oldest was closed');
    const upTo = this.#position;
    if (!since || !upTo || comparePositions(since, upTo) >= 0) {
      // Nothing to replay here. A `since` ahead of this process (another api process served it) holds back what it saw.
      client.floor = since && upTo && comparePositions(since, upTo) > 0 ? since : undefined;
      return this.#sendControl(client, 'ready', client.floor ?? upTo);
    }
    client.pending = [];
    replayMissed(this.#deps.events, this.#deps.store, client, since, upTo).then(
      (replayed) => this.#goLive(client, replayed === 'resync' ? undefined : replayed.frames, upTo),
      (err: unknown) => {
        this.#deps.log.warn({ err }, 'live feed replay failed; client resyncs');
        this.#goLive(client, undefined, upTo);
      },
    );
  }

  leave(client: FeedClient): void {
    this.clients.remove(client);
  }

  stop(): void {
    for (const s of this.#subscriptions) s.unsubscribe();
  }

  /** Runs synchronously from replay's end to the first live frame: no frame can slip between. */
  #goLive(client: FeedClient, frames: Buffer[] | undefined, upTo: Position): void {
    const pending = client.pending ?? [];
    client.pending = undefined;
    if (!frames || client.overflowed) {
      // Everything up to now is covered by the refetch that resync asks for.
      client.overflowed = false;
      client.floor = this.#position;
      this.#sendControl(client, 'resync', this.#position);
      return this.#sendControl(client, 'ready', this.#position);
    }
    for (const frame of frames) this.#send(client, frame);
    this.#sendControl(client, 'ready', upTo);
    for (const p of pending) if (comparePositions(p.pos, upTo) > 0) this.#send(client, p.frame);
  }

  #enqueue(event: RecordedEvent): void {
    this.#backlog.push(event);
    if (!this.#busy) void this.#drain();
  }

  /** One event at a time, in log order; events that need no read finish without a turn of the loop. */
  async #drain(): Promise<void> {
    this.#busy = true;
    try {
      for (let event = this.#backlog.shift(); event; event = this.#backlog.shift()) {
        const reading = this.#dispatch(event);
        if (reading) await reading;
      }
    } finally {
      this.#busy = false;
    }
  }

  /**
   * Delivers an event's frames and moves #position past it in one synchronous step, so a client
   * joining at any moment either gets the event live or finds it inside its replay range.
   */
  #dispatch(event: RecordedEvent): Promise<void> | undefined {
    const pos = event.position;
    // Already covered: replays read up to #position.
    if (this.#position && comparePositions(pos, this.#position) <= 0) return undefined;
    const changes = changesOf(event).filter((c) => mayReach(this.clients, c.audience));
    if (changes.length === 0) return void (this.#position = pos);
    return Promise.all(changes.map((c) => c.read(this.#deps.store))).then(
      (views) => {
        // Recipients are looked up again after the read: sockets may have joined or left meanwhile.
        changes.forEach((change, i) => {
          if (views[i] === undefined) return;
          const frame = encodeChange(change, views[i], pos);
          for (const client of this.clients.recipients(settle(change.audience, views[i]))) this.#deliver(client, frame, pos);
        });
        this.#position = pos;
      },
      (err: unknown) => {
        this.#deps.log.error({ err, type: event.type }, 'live feed could not read a change');
        this.#position = pos;
      },
    );
  }

  #deliver(client: FeedClient, frame: Buffer, pos: Position): void {
    if (client.pending) {
      if (client.pending.length < MAX_PENDING) client.pending.push({ pos, frame });
      else client.overflowed = true;
      return;
    }
    if (client.floor) {
      if (comparePositions(pos, client.floor) <= 0) return;
      client.floor = undefined;
    }
    this.#send(client, frame);
  }

  #send(client: FeedClient, frame: Buffer): void {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.#deps.log.warn('websocket client too slow, closing');
      socket.close(FEED_CLOSE.tooSlow, 'Too slow');
      return;
    }
    socket.send(frame, { binary: false });
  }

  #sendControl(client: FeedClient, type: 'ready' | 'resync', pos: Position | undefined): void {
    this.#send(client, Buffer.from(JSON.stringify(pos ? { type, pos: positionToString(pos) } : { type })));
  }

  #revoke(event: RecordedEvent): void {
    if (event.type !== 'SessionsRevoked' && event.type !== 'PersonalDataErased') return;
    const parsed = revocation.safeParse(event.data);
    if (!parsed.success) return;
    const { userId, reason, sessionIds = [], familyIds = [] } = parsed.data;
    const ended = new Set([...sessionIds, ...familyIds]);
    const erased = event.type === 'PersonalDataErased';
    const candidates = userId ? this.clients.ofUser(userId) : this.clients.all();
    for (const client of [...candidates]) {
      if (erased ? client.userId === userId : (client.sid && ended.has(client.sid)) || (client.fid && ended.has(client.fid))) {
        client.socket.close(FEED_CLOSE.unauthorized, erased ? 'Account closed' : reason === 'role_changed' ? ROLE_CHANGED_CLOSE_REASON : 'Session ended');
      }
    }
  }
}
