import { comparePositions, positionToString, type EventStore, type Position } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { canSee, settle, type FeedClient } from './audiences.ts';
import { changesOf, type Change } from './changes.ts';

/**
 * How far behind a client may be and still be replayed: past either bound it gets `resync` and
 * refetches instead. 10,000 events is one indexed range read of a few MB; 1,000 frames is more
 * than any screen shows, and refetching is then cheaper for both sides.
 */
export const REPLAY_MAX_EVENTS = 10_000;
export const REPLAY_MAX_CHANGES = 1_000;
const PAGE = 1_000;

export type Replayed = { frames: Buffer[] } | 'resync';

/**
 * The frames a client missed in (since, upTo], in log order, for its own audience. The log is
 * the truth, so this works on any api process, after a restart too; each frame carries the
 * document as the read model shows it now (it includes `upTo`, and perhaps later changes).
 */
export async function replayMissed(events: EventStore, store: ReadStore, client: FeedClient, since: Position, upTo: Position): Promise<Replayed> {
  const missed: { change: Change; pos: Position }[] = [];
  const views = new Views(store);
  let cursor = since;
  let read = 0;
  for (;;) {
    const page = await events.readAll({ after: cursor, maxCount: PAGE });
    for (const event of page) {
      if (comparePositions(event.position, upTo) > 0) return framesOf(views, client, missed);
      if (++read > REPLAY_MAX_EVENTS) return 'resync';
      for (const change of changesOf(event)) {
        // An audience the document names (a booking's parties) is settled by reading it, so only
        // the client's own changes count towards the bound.
        const settled = change.audience.ofData && !canSee(client, change.audience) ? settle(change.audience, await views.of(change)) : change.audience;
        if (!canSee(client, settled)) continue;
        if (missed.push({ change, pos: event.position }) > REPLAY_MAX_CHANGES) return 'resync';
      }
    }
    if (page.length < PAGE) return framesOf(views, client, missed);
    cursor = page.at(-1)!.position;
  }
}

/** One read per document, however often it changed during the range. */
class Views {
  readonly #store: ReadStore;
  readonly #views = new Map<string, Promise<unknown>>();

  constructor(store: ReadStore) {
    this.#store = store;
  }

  of(change: Change): Promise<unknown> {
    const key = `${change.type}\u0000${change.id}`;
    let view = this.#views.get(key);
    if (!view) this.#views.set(key, (view = change.read(this.#store)));
    return view;
  }
}

async function framesOf(views: Views, client: FeedClient, missed: { change: Change; pos: Position }[]): Promise<Replayed> {
  const frames: Buffer[] = [];
  for (const { change, pos } of missed) {
    const data = await views.of(change);
    if (data !== undefined && canSee(client, settle(change.audience, data))) frames.push(encodeChange(change, data, pos));
  }
  return { frames };
}

/** A change frame, serialized once for all its recipients. */
export function encodeChange(change: Change, data: unknown, pos: Position): Buffer {
  return Buffer.from(JSON.stringify({ type: change.type, id: change.id, data, pos: positionToString(pos) }));
}
