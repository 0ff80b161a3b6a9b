import { describe, expect, it, beforeEach, afterEach } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  comparePositions,
  type EventStore,
  type RecordedEvent,
} from '../../infra/eventstore/port.ts';

/** Every EventStore adapter must pass this suite. */
export function eventStoreContract(name: string, create: () => Promise<EventStore>): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let stream: string;
    beforeEach(async () => {
      store = await create();
      stream = `test-${randomUUID().replaceAll('-', '')}`;
    });
    afterEach(async () => {
      await store.close();
    });

    it('reads an empty array from a stream that does not exist', async () => {
      expect(await store.readStream(stream)).toEqual([]);
    });

    it('appends with no_stream, then with the exact revision, and reads back in order', async () => {
      const first = await store.append(stream, [{ type: 'Opened', data: { n: 1 } }], { expectedRevision: 'no_stream' });
      expect(first.nextRevision).toBe(0);
      const second = await store.append(
        stream,
        [{ type: 'Noted', data: { n: 2 } }, { type: 'Noted', data: { n: 3 }, metadata: { by: 'x' } }],
        { expectedRevision: 0 },
      );
      expect(second.nextRevision).toBe(2);
      expect(comparePositions(second.position, first.position)).toBe(1);
      const events = await store.readStream(stream);
      expect(events.map((e) => [e.type, e.revision, e.data])).toEqual([
        ['Opened', 0, { n: 1 }],
        ['Noted', 1, { n: 2 }],
        ['Noted', 2, { n: 3 }],
      ]);
      expect(events[2]?.metadata).toMatchObject({ by: 'x' });
      expect(events.every((e) => e.streamName === stream && typeof e.id === 'string')).toBe(true);
      expect(Number.isNaN(Date.parse(events[0]!.createdAt))).toBe(false);
    });

    it('rejects no_stream on an existing stream and a stale revision, appending nothing', async () => {
      await store.append(stream, [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
      await expect(store.append(stream, [{ type: 'Again', data: {} }], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.append(stream, [{ type: 'Stale', data: {} }], { expectedRevision: 5 })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Opened']);
    });

    it('appends with any regardless of the current revision', async () => {
      await store.append(stream, [{ type: 'A', data: {} }], { expectedRevision: 'any' });
      await store.append(stream, [{ type: 'B', data: {} }], { expectedRevision: 'any' });
      expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1]);
    });

    it('lets exactly one of many concurrent no_stream appends win', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store.append(stream, [{ type: 'Claimed', data: { i } }], { expectedRevision: 'no_stream' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('reads all events after a position, exclusive, in log order', async () => {
      const before = await store.headPosition();
      await store.append(stream, [{ type: 'A', data: {} }, { type: 'B', data: {} }, { type: 'C', data: {} }], {
        expectedRevision: 'no_stream',
      });
      const mine = (await store.readAll({ after: before, maxCount: 10_000 })).filter((e) => e.streamName === stream);
      expect(mine.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      const afterFirst = await store.readAll({ after: mine[0]!.position, maxCount: 2 });
      expect(afterFirst.map((e) => e.type)).toEqual(['B', 'C']);
      expect(await store.headPosition()).toEqual(mine[2]!.position);
    });

    it('subscribes from a checkpoint, catches up, then follows live appends', async () => {
      const before = await store.headPosition();
      await store.append(stream, [{ type: 'Old', data: {} }], { expectedRevision: 'no_stream' });
      const controller = new AbortController();
      const seen: RecordedEvent[] = [];
      const done = (async () => {
        for await (const event of store.subscribeToAll({ after: before, signal: controller.signal })) {
          if (event.streamName !== stream) continue;
          seen.push(event);
          if (seen.length === 3) controller.abort();
        }
      })();
      await waitUntil(() => seen.length === 1);
      await store.append(stream, [{ type: 'New1', data: {} }, { type: 'New2', data: {} }], { expectedRevision: 0 });
      await done;
      expect(seen.map((e) => e.type)).toEqual(['Old', 'New1', 'New2']);
    });

    it('catches up across many pages in order, without gaps or repeats', async () => {
      const before = await store.headPosition();
      for (let b = 0; b < 10; b++) {
        const batch = Array.from({ length: 500 }, (_, i) => ({ type: 'Counted', data: { n: b * 500 + i } }));
        await store.append(stream, batch, { expectedRevision: b === 0 ? 'no_stream' : b * 500 - 1 });
      }
      const controller = new AbortController();
      const seen: number[] = [];
      for await (const event of store.subscribeToAll({ after: before, signal: controller.signal })) {
        if (event.streamName === stream) seen.push((event.data as { n: number }).n);
        if (seen.length === 5_000) controller.abort();
      }
      expect(seen).toEqual(Array.from({ length: 5_000 }, (_, i) => i));
    });

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}

async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
