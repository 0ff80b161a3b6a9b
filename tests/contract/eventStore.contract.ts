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

    it('stores caller-chosen event ids, and a retry with the same ids and expected revision answers the first result', async () => {
      const ids = [randomUUID(), randomUUID()];
      const events = [
        { id: ids[0], type: 'Opened', data: { n: 1 } },
        { id: ids[1], type: 'Noted', data: { n: 2 } },
      ];
      const first = await store.append(stream, events, { expectedRevision: 'no_stream' });
      const retried = await store.append(stream, events, { expectedRevision: 'no_stream' });
      expect(retried).toEqual(first);
      expect((await store.readStream(stream)).map((e) => e.id)).toEqual(ids);
      await expect(store.append(stream, events, { expectedRevision: 5 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(stream, [{ id: randomUUID(), type: 'Other', data: {} }], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('rejects an event id that is not a UUID, appending nothing', async () => {
      await expect(store.append(stream, [{ id: 'not-a-uuid', type: 'Opened', data: {} }], { expectedRevision: 'any' })).rejects.toThrow(
        /not a UUID/,
      );
      expect(await store.readStream(stream)).toEqual([]);
    });

    it('fails only the conflicting one of appends made together', async () => {
      const [a, b, c] = ['a', 'b', 'c'].map((s) => `${stream}${s}`) as [string, string, string];
      await store.append(b, [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled([
        store.append(a, [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' }),
        store.append(b, [{ type: 'Stale', data: {} }], { expectedRevision: 3 }),
        store.append(c, [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect((await store.readStream(b)).map((e) => e.type)).toEqual(['Opened']);
      expect(await store.readStream(c)).toHaveLength(1);
    });

    it('lets exactly one of concurrent appends at the same revision win', async () => {
      await store.append(stream, [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => store.append(stream, [{ type: 'Noted', data: { i } }], { expectedRevision: 0 })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const losers = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(losers.every((r) => r.reason instanceof WrongExpectedRevisionError)).toBe(true);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('yields only the events a subscription filter asks for, in catch-up and live', async () => {
      const before = await store.headPosition();
      const wanted = `Wanted${stream.slice(5, 13)}`;
      const elsewhere = `elsewhere${stream.slice(4)}`;
      await store.append(stream, [{ type: wanted, data: { n: 1 } }, { type: 'Other', data: {} }], { expectedRevision: 'no_stream' });
      await store.append(elsewhere, [{ type: wanted, data: { n: 2 } }, { type: 'Other', data: {} }], { expectedRevision: 'no_stream' });
      const follow = (filter: { eventTypes?: string[]; streamPrefixes?: string[] }, until: number) => {
        const controller = new AbortController();
        const seen: string[] = [];
        const done = (async () => {
          for await (const e of store.subscribeToAll({ after: before, signal: controller.signal, filter })) {
            seen.push(`${e.streamName === stream ? 'mine' : e.streamName === elsewhere ? 'elsewhere' : 'foreign'}:${e.type === wanted ? 'wanted' : e.type}`);
            if ((e.data as { n?: number }).n === until) controller.abort();
          }
        })();
        return { seen, done };
      };
      const byType = follow({ eventTypes: [wanted] }, 3);
      const byStream = follow({ streamPrefixes: [stream] }, 3);
      const both = follow({ eventTypes: [wanted, 'NeverWritten'], streamPrefixes: [stream, `${stream}-none`] }, 3);
      await waitUntil(() => byType.seen.length === 2 && byStream.seen.length === 2 && both.seen.length === 1);
      await store.append(stream, [{ type: 'Other', data: {} }, { type: wanted, data: { n: 3 } }], { expectedRevision: 1 });
      await Promise.all([byType.done, byStream.done, both.done]);
      expect(byType.seen).toEqual(['mine:wanted', 'elsewhere:wanted', 'mine:wanted']);
      expect(byStream.seen).toEqual(['mine:wanted', 'mine:Other', 'mine:Other', 'mine:wanted']);
      expect(both.seen).toEqual(['mine:wanted', 'mine:wanted']);
    });

    it('catches up a type-filtered subscription across many pages, in order', async () => {
      const before = await store.headPosition();
      const wanted = `Even${stream.slice(5, 13)}`;
      for (let b = 0; b < 10; b++) {
        const batch = Array.from({ length: 500 }, (_, i) => ({ type: i % 2 === 0 ? wanted : 'Odd', data: { n: b * 500 + i } }));
        await store.append(stream, batch, { expectedRevision: b === 0 ? 'no_stream' : b * 500 - 1 });
      }
      const controller = new AbortController();
      const seen: number[] = [];
      for await (const event of store.subscribeToAll({ after: before, signal: controller.signal, filter: { eventTypes: [wanted] } })) {
        seen.push((event.data as { n: number }).n);
        if (seen.length === 2_500) controller.abort();
      }
      expect(seen).toEqual(Array.from({ length: 2_500 }, (_, i) => i * 2));
    });

    it('signals a checkpoint past a tail of events the filter leaves out, after the events it yields', async () => {
      const before = await store.headPosition();
      const wanted = `Wanted${stream.slice(5, 13)}`;
      await store.append(stream, [{ type: wanted, data: {} }], { expectedRevision: 'no_stream' });
      // Enough unmatched events that EventStoreDB scans several checkpoint intervals past the match.
      const others = Array.from({ length: 600 }, (_, i) => ({ type: 'Other', data: { i } }));
      const last = await store.append(stream, others, { expectedRevision: 0 });
      const controller = new AbortController();
      const seen: { kind: string; position: RecordedEvent['position'] }[] = [];
      const onCheckpoint = (position: RecordedEvent['position']) => {
        seen.push({ kind: 'checkpoint', position });
        if (comparePositions(position, last.position) >= 0) controller.abort();
      };
      for await (const event of store.subscribeToAll({ after: before, signal: controller.signal, filter: { eventTypes: [wanted] }, onCheckpoint })) {
        seen.push({ kind: event.type, position: event.position });
      }
      const events = seen.filter((s) => s.kind !== 'checkpoint');
      expect(events.map((s) => s.kind)).toEqual([wanted]);
      // Positions only grow: no checkpoint passes the event before the event itself has been yielded.
      for (let i = 1; i < seen.length; i++) expect(comparePositions(seen[i]!.position, seen[i - 1]!.position)).toBeGreaterThanOrEqual(0);
      expect(comparePositions(seen.at(-1)!.position, last.position)).toBeGreaterThanOrEqual(0);
    });

    it('reads a stream in pages from a revision, and nothing past its end or of no stream', async () => {
      expect(await store.readStreamPage(stream, { fromRevision: 0, maxCount: 10 })).toEqual([]);
      await store.append(stream, [0, 1, 2, 3, 4].map((n) => ({ type: 'Noted', data: { n } })), { expectedRevision: 'no_stream' });
      const page = await store.readStreamPage(stream, { fromRevision: 1, maxCount: 3 });
      expect(page.map((e) => [e.revision, e.data])).toEqual([[1, { n: 1 }], [2, { n: 2 }], [3, { n: 3 }]]);
      expect((await store.readStreamPage(stream, { fromRevision: 4, maxCount: 3 })).map((e) => e.revision)).toEqual([4]);
      expect(await store.readStreamPage(stream, { fromRevision: 5, maxCount: 3 })).toEqual([]);
    });

    it('counts what the log holds, or answers null for what it cannot count cheaply', async () => {
      const before = await store.stats();
      await store.append(stream, [{ type: 'Noted', data: { n: 1 } }, { type: 'Noted', data: { n: 2 } }], { expectedRevision: 'no_stream' });
      const after = await store.stats();
      if (before.events !== null) expect(after.events).toBe(before.events + 2);
      if (before.streams !== null) expect(after.streams).toBe(before.streams + 1);
      expect(after.bytes).toBeGreaterThan(0);
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
