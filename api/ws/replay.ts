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
  let cursor = since;
  let read = 0;
  for (;;) {
    const page = await events.readAll({ after: cursor, maxCount: PAGE });
    for (const event of page) {
      if (comparePositions(event.position, upTo) > 0) return framesOf(store, client, missed);
      if (++read > REPLAY_MAX_EVENTS) return 'resync';
      for (const change of changesOf(event)) {
        // An audience the document names is settled once it is read (framesOf).
        if (!canSee(client, change.audience) && !change.audience.ofData) continue;
        if (missed.push({ change, pos: event.position }) > REPLAY_MAX_CHANGES) return 'resync';
      }
    }
    if (page.length < PAGE) return framesOf(store, client, missed);
    cursor = page.at(-1)!.position;
  }
}

async function framesOf(store: ReadStore, client: FeedClient, missed: { change: Change; pos: Position }[]): Promise<Replayed> {
  // One read per document, however often it changed.
  const views = new Map<string, Promise<unknown>>();
  const frames: Buffer[] = [];
  for (const { change, pos } of missed) {
    const key = `${change.type}\u0000${change.id}`;
    let view = views.get(key);
    if (!view) views.set(key, (view = change.read(store)));
    const data = await view;
    if (data !== undefined && canSee(client, settle(change.audience, data))) frames.push(encodeChange(change, data, pos));
  }
  return { frames };
}

/** A change frame, serialized once for all its recipients. */
export function encodeChange(change: Change, data: unknown, pos: Position): Buffer {
  return Buffer.from(JSON.stringify({ type: change.type, id: change.id, data, pos: positionToString(pos) }));
}
