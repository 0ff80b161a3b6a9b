import { comparePositions, positionFromString, positionToString, type EventStore, type RecordedEvent } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { isSealed, openWith, personKey, sealedOwner, type PersonKey } from '../../infra/security/personalData.ts';
import { diff, modelOf, publicView, type Change, type Subject, type View } from './subjects.ts';

/** Events read from the log at once: a history of any length is folded in bounded memory. */
const PAGE = 500;
/** A sealed value whose key is missing (not erased): corruption, shown as such rather than hidden. */
export const UNREADABLE = '[unreadable]';

export type HistoryActor = { id: string; role: string } | 'system';
export type HistoryEntry = {
  at: string;
  type: string;
  actor: HistoryActor;
  ip: string | null;
  changes: Change[];
  notes?: string;
  position: string;
};
export type HistoryFilter = { actor?: string; types?: ReadonlySet<string>; from?: string; to?: string };

/**
 * Opens sealed values with their owners' keys, each key read once per history. The subject's key
 * is loaded before folding so the fold can open synchronously.
 */
export class Opener {
  readonly #keys: ReadStore;
  readonly #cache = new Map<string, PersonKey>();
  constructor(keys: ReadStore) {
    this.#keys = keys;
  }
  async load(owner: string): Promise<void> {
    if (!this.#cache.has(owner)) this.#cache.set(owner, await personKey(this.#keys, owner));
  }
  openLoaded = (value: string): string => {
    if (!isSealed(value)) return value;
    const owner = sealedOwner(value);
    const key = owner === undefined ? undefined : this.#cache.get(owner);
    if (key === undefined) return UNREADABLE;
    try {
      return openWith(key, value);
    } catch {
      return UNREADABLE;
    }
  };
  /** Loads the keys of every sealed value in `data`, so a fold can open them synchronously. */
  async loadOwners(data: unknown): Promise<void> {
    if (typeof data === 'string') {
      const owner = sealedOwner(data);
      if (owner) await this.load(owner);
    } else if (typeof data === 'object' && data !== null) {
      for (const value of Object.values(data)) await this.loadOwners(value);
    }
  }
  async open(value: string): Promise<string> {
    const owner = sealedOwner(value);
    if (owner) await this.load(owner);
    return this.openLoaded(value);
  }
}

/** The subject's streams merged in log order, each read a page at a time. */
async function* merged(store: EventStore, streams: readonly string[]): AsyncGenerator<RecordedEvent> {
  const readers = streams.map((stream) => ({ stream, next: 0, buffer: [] as RecordedEvent[], done: false }));
  const fill = async (r: (typeof readers)[number]) => {
    if (r.buffer.length > 0 || r.done) return;
    r.buffer = await store.readStreamPage(r.stream, { fromRevision: r.next, maxCount: PAGE });
    r.next += r.buffer.length;
    r.done = r.buffer.length < PAGE;
    r.buffer.reverse(); // pop() from the end is O(1)
  };
  for (;;) {
    await Promise.all(readers.map(fill));
    let first: (typeof readers)[number] | undefined;
    for (const r of readers) {
      const head = r.buffer.at(-1);
      if (head && (!first || comparePositions(head.position, first.buffer.at(-1)!.position) < 0)) first = r;
    }
    if (!first) return;
    yield first.buffer.pop()!;
  }
}

const actorOf = (event: RecordedEvent): HistoryActor => {
  const actor = event.metadata.actor as { id?: unknown; role?: unknown } | 'system' | undefined;
  if (actor && actor !== 'system' && typeof actor.id === 'string') return { id: actor.id, role: typeof actor.role === 'string' ? actor.role : 'user' };
  return 'system';
};

function matches(entry: { at: string; type: string; actor: HistoryActor }, filter: HistoryFilter): boolean {
  if (filter.types && !filter.types.has(entry.type)) return false;
  if (filter.actor !== undefined && (entry.actor === 'system' ? 'system' : entry.actor.id) !== filter.actor) return false;
  if (filter.from && entry.at < filter.from) return false;
  if (filter.to && entry.at > filter.to) return false;
  return true;
}

async function prepare(keys: ReadStore, subject: Subject) {
  const opener = new Opener(keys);
  // Sealed fields of a user's own events belong to them; a booking's are its user's (and its expert's
  // name), loaded as its events are read.
  if (subject.kind === 'user') await opener.load(subject.id);
  const model = modelOf(subject.kind);
  const ready = subject.kind === 'user' ? async () => {} : (event: RecordedEvent) => opener.loadOwners(event.data);
  return { opener, model, ready };
}

/**
 * The full history of a user or a booking, oldest first: each event with who caused it, from
 * where, and what it changed (before and after per field, from folding the subject's events).
 * Every event is folded; only those after `after` (a log position) that pass the filter are
 * yielded. Erased personal fields read as erased.
 */
export async function* history(store: EventStore, keys: ReadStore, subject: Subject, filter: HistoryFilter = {}, after?: string): AsyncGenerator<HistoryEntry> {
  const { opener, model, ready } = await prepare(keys, subject);
  const from = after === undefined ? undefined : positionFromString(after);
  let state = model.initial();
  let before: View = model.view(state);
  for await (const event of merged(store, model.streams(subject.id))) {
    await ready(event);
    state = model.evolve(state, event, opener.openLoaded);
    const now = model.view(state);
    const changes = diff(before, now);
    before = now;
    if (from && comparePositions(event.position, from) <= 0) continue;
    const head = { at: event.createdAt, type: event.type, actor: actorOf(event) };
    if (!matches(head, filter)) continue;
    const ip = typeof event.metadata.ip === 'string' ? await opener.open(event.metadata.ip) : null;
    const notes = model.notes(event, opener.openLoaded);
    yield { ...head, ip, changes, ...(notes === undefined ? {} : { notes }), position: positionToString(event.position) };
  }
}

/** The record as it stood at `at`: its events recorded up to then, folded. */
export async function asOf(store: EventStore, keys: ReadStore, subject: Subject, at: string): Promise<{ record: View; events: number }> {
  const { opener, model, ready } = await prepare(keys, subject);
  let state = model.initial();
  let events = 0;
  for await (const event of merged(store, model.streams(subject.id))) {
    if (event.createdAt > at) break;
    await ready(event);
    state = model.evolve(state, event, opener.openLoaded);
    events += 1;
  }
  const view = publicView(model.view(state));
  return { record: view && { id: subject.id, ...view }, events };
}

/** Whether the user or booking ever existed: its first stream has an event. */
export async function subjectExists(store: EventStore, subject: Subject): Promise<boolean> {
  const [main] = modelOf(subject.kind).streams(subject.id);
  return (await store.readStreamPage(main!, { fromRevision: 0, maxCount: 1 })).length > 0;
}
