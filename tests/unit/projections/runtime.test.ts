import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { SqliteReadStore } from '../../../infra/readstore/sqlite.ts';
import { MappedReadStore } from '../../../infra/readstore/mapped.ts';
import type { EventStore, RecordedEvent } from '../../../infra/eventstore/port.ts';
import type { ReadStore } from '../../../infra/readstore/port.ts';
import { createLogger } from '../../../infra/logger.ts';
import { watchAbortListeners } from '../../support/abortListeners.ts';
import { ProjectionRunner } from '../../../projections/runner.ts';
import type { Projection } from '../../../projections/projection.ts';

/** Counts Noted events per stream; throws on any event whose data says so. */
function counter(name: string, options: { onFailure?: 'halt' | 'skip'; poison?: string } = {}): Projection {
  return {
    name,
    version: 1,
    collections: [`${name}Counts`],
    eventTypes: new Set(['Noted']),
    onFailure: options.onFailure,
    async apply(event: RecordedEvent, store: ReadStore) {
      const data = event.data as { poison?: string };
      if (data.poison && data.poison === options.poison) throw new Error(`cannot count ${data.poison}`);
      const docs = store.collection(`${name}Counts`);
      await docs.updateOne({ _id: event.streamName }, { $setOnInsert: { n: 0, _rev: -1 } }, { upsert: true });
      await docs.updateOne({ _id: event.streamName, _rev: { $lt: event.revision } }, { $inc: { n: 1 }, $set: { _rev: event.revision } });
    },
  };
}

const log = createLogger('silent');
const retry = { attempts: 3, baseDelayMs: 1 };
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function setup(projections: Projection[], options: { sqlite?: boolean } = {}) {
  const events = new SqliteEventStore(':memory:');
  const store = new MappedReadStore(options.sqlite ? sqliteStore() : new EmbeddedReadStore());
  const runner = new ProjectionRunner(events, store, projections, log, { retry, dropOldAfterMs: 0 });
  cleanup.push(async () => {
    await runner.stop();
    await events.close();
  });
  const note = (stream: string, data: Record<string, unknown> = {}) => events.append(stream, [{ type: 'Noted', data }], { expectedRevision: 'any' });
  return { events, store, runner, note };
}

function sqliteStore(): SqliteReadStore {
  const dir = mkdtempSync(join(tmpdir(), 'bawaba-runtime-'));
  const store = new SqliteReadStore(join(dir, 'readmodels.db'));
  cleanup.push(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return store;
}

describe('projection runtime', () => {
  it('catches up on the SQLite store with a page per transaction for all projections; a failing one is undone alone and halts', async () => {
    const { store, runner, note } = await setup([counter('good'), counter('bad', { poison: 'x' })], { sqlite: true });
    for (let i = 0; i < 20; i++) await note(`s-${i % 3}`);
    const poisoned = await note('s-1', { poison: 'x' });
    for (let i = 0; i < 20; i++) await note(`s-${i % 3}`);
    const last = await note('s-0');
    await runner.start();
    expect(await runner.waitFor(last.position, 5_000, ['good'])).toBe(true);
    expect(await runner.waitFor(poisoned.position, 50, ['bad'])).toBe(false);
    const counts = async (name: string) => (await store.collection(`${name}Counts`).find({}, { sort: { _id: 1 } })).map((d) => d.n);
    expect(await counts('good')).toEqual([15, 15, 12]);
    // It parks the poison after its retries, which a loaded machine may not have finished yet.
    await expect.poll(async () => (await runner.parkedEvents())[0], { timeout: 10_000 }).toMatchObject({ projection: 'bad', stream: 's-1', status: 'parked' });
    // Its writes for the page before the poison were undone with it, then made again one event at a time.
    expect(await counts('bad')).toEqual([7, 7, 6]);
    const [parked] = await runner.parkedEvents();
    await runner.skipParked(parked!._id);
    expect(await runner.waitFor(last.position, 5_000, ['bad'])).toBe(true);
    expect(await counts('bad')).toEqual([15, 14, 12]);
  });

  it('halts only the projection whose handler keeps failing; the others and their waits go on', async () => {
    const { store, runner, note } = await setup([counter('good'), counter('bad', { poison: 'x' })]);
    await runner.start();
    await note('a-1');
    const poisoned = await note('a-1', { poison: 'x' });
    const after = await note('a-2');

    expect(await runner.waitFor(after.position, 5_000, ['good'])).toBe(true);
    expect(await runner.waitFor(poisoned.position, 50, ['bad'])).toBe(false);
    expect(await store.collection('goodCounts').findOne({ _id: 'a-1' })).toMatchObject({ n: 2 });
    await expect.poll(async () => (await runner.parkedEvents())[0], { timeout: 10_000 }).toMatchObject({ projection: 'bad', type: 'Noted', stream: 'a-1', attempts: 3, status: 'parked', error: 'cannot count x' });
    const [parked] = await runner.parkedEvents();
    const states = await runner.states();
    expect(states.ready).toBe(false);
    expect(states.projections.find((p) => p.name === 'bad')).toMatchObject({ status: 'degraded', parked: 1 });
    expect(states.projections.find((p) => p.name === 'good')).toMatchObject({ status: 'live', parked: 0, lag: 0 });

    await runner.skipParked(parked!._id);
    expect(await runner.waitFor(after.position, 5_000, ['bad'])).toBe(true);
    expect(await store.collection('badCounts').findOne({ _id: 'a-1' })).toMatchObject({ n: 1 });
    expect(await store.collection('badCounts').findOne({ _id: 'a-2' })).toMatchObject({ n: 1 });
    await expect.poll(async () => (await runner.states()).ready).toBe(true);
    expect((await runner.parkedEvents())[0]).toMatchObject({ status: 'skipped' });
  });

  it("moves past a parked event with onFailure 'skip', and a retry that now succeeds applies it", async () => {
    const poison = { current: 'y' as string | undefined };
    const flaky: Projection = { ...counter('flaky', { onFailure: 'skip' }), apply: (e, s) => counter('flaky', { poison: poison.current }).apply(e, s) };
    const { store, runner, note } = await setup([flaky]);
    await runner.start();
    await note('b-1', { poison: 'y' });
    const last = await note('b-2');
    expect(await runner.waitFor(last.position, 5_000)).toBe(true);
    expect((await runner.states()).projections[0]).toMatchObject({ status: 'degraded', parked: 1 });
    expect(await store.collection('flakyCounts').findOne({ _id: 'b-1' })).toBeNull();

    const [parked] = await runner.parkedEvents();
    await expect(runner.retryParked(parked!._id)).rejects.toThrow(/still fails: cannot count y/);
    poison.current = undefined;
    await runner.retryParked(parked!._id);
    expect(await store.collection('flakyCounts').findOne({ _id: 'b-1' })).toMatchObject({ n: 1 });
    await expect.poll(async () => (await runner.states()).projections[0]).toMatchObject({ status: 'live', parked: 0 });
    await expect(runner.retryParked(parked!._id)).rejects.toThrow(/No parked event/);
  });

  it('rebuilds into new collections while readers keep the old ones, then swaps them in', async () => {
    const { store, runner, note } = await setup([counter('c')]);
    for (let i = 0; i < 50; i++) await note(`c-${i % 5}`);
    await runner.start();
    const head = await note('c-0');
    expect(await runner.waitFor(head.position, 5_000)).toBe(true);
    const before = await store.collection('cCounts').find({}, { sort: { _id: 1 } });
    expect(before).toHaveLength(5);

    const { done } = await runner.rebuild('c');
    expect((await runner.states()).projections[0]).toMatchObject({ status: 'rebuilding' });
    expect(await store.collection('cCounts').find({}, { sort: { _id: 1 } })).toEqual(before);
    await done;
    expect(store.physical('cCounts')).toMatch(/^cCounts@v1-/);
    expect(await store.collection('cCounts').find({}, { sort: { _id: 1 } })).toEqual(before);
    await expect.poll(() => store.inner.collection('cCounts').countDocuments({})).toBe(0);
    await expect(runner.rebuild('nope')).rejects.toThrow(/No projection is named nope/);

    const later = await note('c-1');
    expect(await runner.waitFor(later.position, 5_000)).toBe(true);
    expect(await store.collection('cCounts').findOne({ _id: 'c-1' })).toMatchObject({ n: 11 });
  });

  it('resubscribes from where it was after the subscription drops, losing and repeating nothing', async () => {
    using listeners = watchAbortListeners();
    const { events, store, note } = await setup([]);
    let drops = 0;
    const flaky: EventStore = {
      kind: events.kind,
      append: (...args) => events.append(...args),
      readStream: (stream) => events.readStream(stream),
      readStreamPage: (stream, options) => events.readStreamPage(stream, options),
      stats: () => events.stats(),
      readAll: (options) => events.readAll(options),
      headPosition: () => events.headPosition(),
      ping: () => events.ping(),
      close: () => events.close(),
      subscribeToAll: (options) => dropping(events.subscribeToAll(options)),
    };
    const dropping = (inner: AsyncIterable<RecordedEvent>) =>
      (async function* () {
        let n = 0;
        for await (const e of inner) {
          if (++n === 3 && drops < 2) {
            drops += 1;
            throw new Error('connection reset');
          }
          yield e;
        }
      })();
    const runner = new ProjectionRunner(flaky, store, [counter('r')], log, { retry });
    cleanup.push(() => runner.stop());
    for (let i = 0; i < 10; i++) await note(`r-${i % 2}`);
    await runner.start();
    const last = await note('r-0');
    expect(await runner.waitFor(last.position, 5_000)).toBe(true);
    expect(drops).toBe(2);
    // The open subscriptions' own listeners (two) and none left by the waits between the drops.
    expect(listeners.live()).toBe(2);
    expect(await store.collection('rCounts').find({}, { sort: { _id: 1 } })).toEqual([
      expect.objectContaining({ _id: 'r-0', n: 6 }),
      expect.objectContaining({ _id: 'r-1', n: 5 }),
    ]);
  });

  it('catches up asking the store only for the event types its projections handle; waits still pass the others', async () => {
    const { events, store, note } = await setup([]);
    const filters: unknown[] = [];
    const spied = new Proxy(events, {
      get: (target, key: keyof EventStore) =>
        key === 'subscribeToAll'
          ? (options: Parameters<EventStore['subscribeToAll']>[0]) => (filters.push(options.filter), target.subscribeToAll(options))
          : typeof target[key] === 'function' ? (target[key] as (...a: unknown[]) => unknown).bind(target) : target[key],
    });
    const other = (n: number) => events.append('o-1', Array.from({ length: n }, () => ({ type: 'Other', data: {} })), { expectedRevision: 'any' });
    const runner = new ProjectionRunner(spied, store, [counter('a')], log, { retry, alsoRead: ['Revoked'] });
    cleanup.push(() => runner.stop());
    await note('a-1');
    const caughtUp = await other(3);
    await runner.start();
    // Catch-up: the log past the one Noted event holds only events no projection handles.
    expect(await runner.waitFor(caughtUp.position, 5_000, ['a'])).toBe(true);
    const live = await other(2);
    expect(await runner.waitFor(live.position, 5_000, ['a'])).toBe(true);
    expect((await runner.states()).projections[0]).toMatchObject({ name: 'a', lag: 0, position: `${live.position.commit}` });
    // The catch-up reader is filtered; the tail reads every live event for read$.
    expect(filters).toEqual([undefined, { eventTypes: ['Noted', 'Revoked'] }]);
    expect(await store.collection('aCounts').findOne({ _id: 'a-1' })).toMatchObject({ n: 1 });
  });

  it('rebuilds a projection whose version changed beside the old read model, and resumes from its own checkpoint', async () => {
    const { events, store, runner, note } = await setup([counter('v')]);
    await runner.start();
    const first = await note('v-1');
    expect(await runner.waitFor(first.position, 5_000)).toBe(true);
    await runner.stop();

    const next = new ProjectionRunner(events, store, [{ ...counter('v'), version: 2 }], log, { retry, dropOldAfterMs: 0 });
    cleanup.push(() => next.stop());
    await next.start();
    const second = await note('v-1');
    expect(await next.waitFor(second.position, 5_000)).toBe(true);
    expect(store.physical('vCounts')).toMatch(/^vCounts@v2-/);
    expect(await store.collection('vCounts').findOne({ _id: 'v-1' })).toMatchObject({ n: 2 });
  });
});
