import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from '../../../domain/shared/eventSchema.ts';
import type { Decider, DomainEvent } from '../../../domain/shared/decider.ts';
import { handleCommand } from '../../../commands/handleCommand.ts';
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
