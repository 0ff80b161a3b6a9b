import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEvent } from '../../../domain/shared/eventSchema.ts';
import type { Decider, DomainEvent } from '../../../domain/shared/decider.ts';
import { conflictBackoffMs, handleCommand, stateCache } from '../../../commands/handleCommand.ts';
import { systemContext } from '../../../commands/context.ts';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import type { EventStore } from '../../../infra/eventstore/port.ts';

defineEvent('TestTallied', z.object({ by: z.number() }));

type Tallied = DomainEvent<'TestTallied', { by: number }>;
const tally: Decider<number, { by: number }, Tallied> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command) => [{ type: 'TestTallied', data: { by: command.by } }],
};

/** An event store whose first append lands but whose answer is lost, as on a dropped connection. */
function losingFirstAnswer(store: EventStore) {
  const wrapper = {
    appends: 0,
    readStream: (stream: string) => store.readStream(stream),
    append: async (...args: Parameters<EventStore['append']>) => {
      wrapper.appends += 1;
      const result = await store.append(...args);
      if (wrapper.appends === 1) throw new Error('connection reset after the append was written');
      return result;
    },
  };
  return wrapper;
}

/** handleCommand reads and appends only; a test double needs no more of the port. */
const asStore = (partial: Pick<EventStore, 'readStream' | 'append'>) => partial as EventStore;

describe('handleCommand', () => {
  it('sends an append whose answer was lost once more with the same event ids, and the event is stored once', async () => {
    const inner = new SqliteEventStore(':memory:');
    const store = losingFirstAnswer(inner);
    const result = await handleCommand(asStore(store), 'tally-1', tally, { by: 3 }, { context: systemContext('test') });
    expect(store.appends).toBe(2);
    expect(result.newState).toBe(3);
    const stored = await inner.readStream('tally-1');
    expect(stored.map((e) => e.data)).toEqual([{ by: 3 }]);
    expect(stored[0]!.metadata).toMatchObject({ actor: 'system', v: 1 });
    await inner.close();
  });

  it('decides again on the fresh stream when another writer got there first', async () => {
    const inner = new SqliteEventStore(':memory:');
    await inner.append('tally-2', [{ type: 'TestTallied', data: { by: 1 } }], { expectedRevision: 'no_stream' });
    let raced = false;
    const racing = asStore({
      append: (...args) => inner.append(...args),
      readStream: async (stream) => {
        const events = await inner.readStream(stream);
        if (!raced) {
          raced = true;
          await inner.append(stream, [{ type: 'TestTallied', data: { by: 10 } }], { expectedRevision: 0 });
        }
        return events;
      },
    });
    const result = await handleCommand(racing, 'tally-2', tally, { by: 2 });
    expect(result.newState).toBe(13);
    expect((await inner.readStream('tally-2')).map((e) => e.data)).toEqual([{ by: 1 }, { by: 10 }, { by: 2 }]);
    await inner.close();
  });
});

describe('handleCommand: version conflicts (issue 18)', () => {
  /** A stream another writer appends to before each of the first `times` appends of ours. */
  function contested(inner: EventStore, times: number) {
    let reads = 0;
    const store = asStore({
      append: (...args) => inner.append(...args),
      readStream: async (stream) => {
        const events = await inner.readStream(stream);
        if (reads++ < times) await inner.append(stream, [{ type: 'TestTallied', data: { by: 100 } }], { expectedRevision: 'any' });
        return events;
      },
    });
    return { store, reads: () => reads };
  }

  it('retries after a jittered back-off, not at once in a tight loop', async () => {
    vi.useFakeTimers();
    try {
      const inner = new SqliteEventStore(':memory:');
      const { store, reads } = contested(inner, 2);
      const random = vi.spyOn(Math, 'random').mockReturnValue(0.999);
      const done = handleCommand(store, 'tally-3', tally, { by: 1 });
      await vi.waitFor(() => expect(reads()).toBe(1));
      // The first retry waits up to 4 ms; nothing is read again before then.
      await vi.advanceTimersByTimeAsync(2);
      expect(reads()).toBe(1);
      await vi.advanceTimersByTimeAsync(2);
      await vi.waitFor(() => expect(reads()).toBe(2));
      // The second waits up to twice as long.
      await vi.advanceTimersByTimeAsync(6);
      expect(reads()).toBe(2);
      await vi.advanceTimersByTimeAsync(2);
      expect((await done).newState).toBe(201);
      expect(reads()).toBe(3);
      random.mockRestore();
      await inner.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the waits are random below a doubling ceiling of at most 200 ms', () => {
    expect([1, 2, 3, 10].map((a) => conflictBackoffMs(a, () => 0.999))).toEqual([3, 7, 15, 199]);
    expect(conflictBackoffMs(3, () => 0)).toBe(0);
    expect(new Set(Array.from({ length: 50 }, () => conflictBackoffMs(6))).size).toBeGreaterThan(10);
  });

  it('atRevision: a stream that moved since it was read is a CONFLICT, without a retry', async () => {
    const inner = new SqliteEventStore(':memory:');
    await inner.append('tally-4', [{ type: 'TestTallied', data: { by: 1 } }], { expectedRevision: 'no_stream' });
    await expect(handleCommand(inner, 'tally-4', tally, { by: 2 }, { atRevision: 'no_stream' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await handleCommand(inner, 'tally-4', tally, { by: 2 }, { atRevision: 0 })).newState).toBe(3);
    await inner.close();
  });
});

describe('handleCommand: a cache of folded states', () => {
  it('reads only the events after the cached revision, including other writers\' ones', async () => {
    const inner = new SqliteEventStore(':memory:');
    const pages: number[] = [];
    const store = asStore({
      append: (...args) => inner.append(...args),
      readStream: (stream) => inner.readStream(stream),
      readStreamPage: (stream, options) => (pages.push(options.fromRevision), inner.readStreamPage(stream, options)),
    } as Pick<EventStore, 'readStream' | 'append' | 'readStreamPage'>);
    const cache = stateCache<unknown>(10);
    expect((await handleCommand(store, 'tally-5', tally, { by: 1 }, { cache })).newState).toBe(1);
    await inner.append('tally-5', [{ type: 'TestTallied', data: { by: 10 } }], { expectedRevision: 0 });
    expect((await handleCommand(store, 'tally-5', tally, { by: 2 }, { cache })).newState).toBe(13);
    expect(pages).toEqual([1]);
    await inner.close();
  });
});
