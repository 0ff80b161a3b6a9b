import { randomUUID } from 'node:crypto';
import { currentVersion, readEvent } from '../domain/events.ts';
import type { Decider, DomainEvent } from '../domain/shared/decider.ts';
import { DomainError } from '../domain/shared/errors.ts';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from '../infra/eventstore/port.ts';
import { eventMetadata, storableContext, type CommandContext } from './context.ts';

export type CommandResult<State, Event> = {
  newState: State;
  newEvents: Event[];
  /** Where the last new event landed; undefined when the command changed nothing. */
  position: Position | undefined;
  /**
   * Where the newest event this result reflects landed: the last new event or, when nothing changed,
   * the last event read. An answer that waits for it shows at least the state the command decided
   * on, even when a concurrent request wrote that state.
   */
  observed: Position | undefined;
};

/** A stream's folded state at a revision; streams only grow, so it stays a valid start for later reads. */
export type Folded<State> = { revision: number; position: Position; state: State };
export type StateCache<State> = { get(stream: string): Folded<State> | undefined; set(stream: string, folded: Folded<State>): void };

/** At most `size` streams, the least recently used dropped first. */
export function stateCache<State>(size: number): StateCache<State> {
  const entries = new Map<string, Folded<State>>();
  return {
    get(stream) {
      const hit = entries.get(stream);
      if (hit) {
        entries.delete(stream);
        entries.set(stream, hit);
      }
      return hit;
    },
    set(stream, folded) {
      const held = entries.get(stream);
      if (held && held.revision >= folded.revision) return;
      entries.delete(stream);
      entries.set(stream, folded);
      if (entries.size > size) entries.delete(entries.keys().next().value!);
    },
  };
}

export type HandleOptions = {
  /** Who and what caused the events; stored in each event's metadata beside its schema version. */
  context?: CommandContext;
  maxAttempts?: number;
  /**
   * Decide only on the stream as it was at this revision (the one a caller read before acting on
   * other streams): a stream that moved since, or moves before the append, is a CONFLICT, not retried.
   */
  atRevision?: number | 'no_stream';
  /**
   * Folded states of hot streams (an expert's calendar day, which every booking of the day appends to
   * twice): only the events after the cached revision are read and folded.
   */
  cache?: StateCache<unknown>;
  /**
   * Commands on this stream from this process take turns instead of racing: on a hot stream (an
   * expert's calendar day) racing writers mostly lose and read again. Other processes still meet
   * the expected revision.
   */
  inTurn?: boolean;
};

const turns = new Map<string, Promise<unknown>>();

async function takingTurns<T>(stream: string, run: () => Promise<T>): Promise<T> {
  const mine = (turns.get(stream) ?? Promise.resolve()).then(run, run);
  const settled = mine.catch(() => undefined);
  turns.set(stream, settled);
  try {
    return await mine;
  } finally {
    if (turns.get(stream) === settled) turns.delete(stream);
  }
}

/** First retry waits up to this long; each further one up to twice as long, capped. */
const BACKOFF_BASE_MS = 4;
const BACKOFF_CAP_MS = 200;

/**
 * "Full jitter": a random wait up to a doubling ceiling. Writers that collided do not all come back
 * at the same instant and collide again, as they did when every retry ran at once.
 */
export function conflictBackoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1)));
}

const conflict = () => new DomainError('CONFLICT', 'This record was changed by another request at the same time. Please try again.');

/** Every recorded event is validated (and upcast) before a decider sees it: the log is never cast. */
function fold<State, Event extends DomainEvent>(
  recorded: RecordedEvent[],
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
): State {
  return recorded.reduce((s, e) => decider.evolve(s, readEvent<Event>(e)), decider.initialState());
}

/**
 * An append whose answer was lost (a dropped connection, a timeout) may or may not have landed.
 * It is sent once more with the same event ids and expected revision: both event stores answer a
 * repeat of an append that landed with its original result, so the events are never written twice.
 */
async function appendOnce(store: EventStore, stream: string, events: NewEvent[], expectedRevision: ExpectedRevision) {
  try {
    return await store.append(stream, events, { expectedRevision });
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError || error instanceof DomainError) throw error;
    return store.append(stream, events, { expectedRevision });
  }
}

/**
 * Read the stream, fold it, decide, append with the revision that was read. When another writer
 * got there first, the whole read-decide-append runs again on the fresh stream after a jittered
 * back-off; after `maxAttempts` the caller gets a CONFLICT it can show.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command | ((state: State) => Command | Promise<Command>),
  options: HandleOptions = {},
): Promise<CommandResult<State, Event>> {
  if (options.inTurn) return takingTurns(stream, () => handleCommand(store, stream, decider, command, { ...options, inTurn: false }));
  const maxAttempts = options.maxAttempts ?? 5;
  const context = await storableContext(options.context);
  for (let attempt = 1; ; attempt++) {
    const cached = options.cache?.get(stream) as Folded<State> | undefined;
    const recorded = cached ? await store.readStreamPage(stream, { fromRevision: cached.revision + 1, maxCount: 100_000 }) : await store.readStream(stream);
    const tail = recorded.at(-1);
    const last = tail ? { revision: tail.revision, position: tail.position } : cached;
    if (options.atRevision !== undefined && (last ? last.revision : 'no_stream') !== options.atRevision) throw conflict();
    const state = recorded.reduce((s, e) => decider.evolve(s, readEvent<Event>(e)), cached ? cached.state : decider.initialState());
    if (last && options.cache) options.cache.set(stream, { revision: last.revision, position: last.position, state });
    const resolved = typeof command === 'function' ? await (command as (s: State) => Command | Promise<Command>)(state) : command;
    const newEvents = decider.decide(resolved, state);
    if (newEvents.length === 0) return { newState: state, newEvents, position: undefined, observed: last?.position };
    try {
      const result = await appendOnce(
        store,
        stream,
        newEvents.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: eventMetadata(context, currentVersion(e.type)) })),
        last ? last.revision : 'no_stream',
      );
      const newState = newEvents.reduce(decider.evolve, state);
      options.cache?.set(stream, { revision: result.nextRevision, position: result.position, state: newState });
      return { newState, newEvents, position: result.position, observed: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= maxAttempts || options.atRevision !== undefined) throw conflict();
      await new Promise((resolve) => setTimeout(resolve, conflictBackoffMs(attempt)));
    }
  }
}

/** Folds a stream without deciding anything, for commands that need another aggregate's state. */
export async function loadState<State, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
): Promise<State> {
  return fold(await store.readStream(stream), decider);
}
