import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { eventually } from '../../support/eventually.ts';

/**
 * The log commits without syncing and flushes the WAL off the main thread. These tests hold the
 * flush in their hand: nothing may be acknowledged, read or fed to a subscriber before it returns.
 * Two stores on one file stand for two processes.
 */
type Flush = { done: (error: Error | null) => void };
const stores: SqliteEventStore[] = [];
const dirs: string[] = [];

function heldFlushes() {
  const pending: Flush[] = [];
  return {
    pending,
    sync: (done: (error: Error | null) => void) => void pending.push({ done }),
    release: async (error: Error | null = null) => {
      await eventually(() => expect(pending.length).toBeGreaterThan(0));
      for (const f of pending.splice(0)) f.done(error);
    },
  };
}

function open(file: string, sync?: (done: (error: Error | null) => void) => void) {
  const store = new SqliteEventStore(file, sync ? { sync } : {});
  stores.push(store);
  return store;
}

function tempFile() {
  const dir = mkdtempSync(join(tmpdir(), 'bawaba-durable-'));
  dirs.push(dir);
  return join(dir, 'events.db');
}

afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Settles a promise into a readable flag, so a test can say "not yet" without waiting a fixed time. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('the embedded log acknowledges and shows only what is on disk', () => {
  it('answers an append, and feeds subscribers, only after the flush that covers it', async () => {
    const flushes = heldFlushes();
    const store = open(tempFile(), flushes.sync);
    const seen: RecordedEvent[] = [];
    const abort = new AbortController();
    void (async () => {
      for await (const e of store.subscribeToAll({ signal: abort.signal })) seen.push(e);
    })();

    const append = track(store.append('s-1', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' }));
    await eventually(() => expect(flushes.pending).toHaveLength(1));
    expect(append.settled).toBe(false);
    expect(seen).toEqual([]);

    await flushes.release();
    await eventually(() => expect(append.settled).toBe(true));
    expect(append.error).toBeUndefined();
    await eventually(() => expect(seen.map((e) => e.type)).toEqual(['A']));
    abort.abort();
  });

  it('lets another process read a committed event only after its own flush', async () => {
    const file = tempFile();
    const writer = open(file);
    const flushes = heldFlushes();
    const reader = open(file, flushes.sync);
    await writer.append('s-2', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' });

    const read = track(reader.readStream('s-2'));
    const head = track(reader.headPosition());
    await eventually(() => expect(flushes.pending.length).toBeGreaterThan(0));
    expect(read.settled).toBe(false);
    expect(head.settled).toBe(false);

    await flushes.release();
    await eventually(() => expect(read.settled && head.settled).toBe(true));
    expect(read.value!.map((e) => e.type)).toEqual(['A']);
    expect(head.value?.commit).toBe(1n);
  });

  it('does not acknowledge an append whose flush failed, and acknowledges the next one', async () => {
    const flushes = heldFlushes();
    const store = open(tempFile(), flushes.sync);
    const first = track(store.append('s-3', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' }));
    await flushes.release(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    await eventually(() => expect(first.settled).toBe(true));
    expect(String(first.error)).toContain('EIO');

    // The row was committed: the stream is at revision 0, and reading it flushes again.
    const second = track(store.append('s-3', [{ type: 'B', data: {} }], { expectedRevision: 0 }));
    await flushes.release();
    await eventually(() => expect(second.settled).toBe(true));
    expect(second.error).toBeUndefined();
    expect((await store.readStream('s-3')).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('feeds a subscriber the flushed events without waiting for later ones', async () => {
    const flushes = heldFlushes();
    const store = open(tempFile(), flushes.sync);
    const a = store.append('s-4', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' });
    await flushes.release();
    await a;
    // B is committed but its flush is held when the subscriber reads the page holding both.
    const b = track(store.append('s-4', [{ type: 'B', data: {} }], { expectedRevision: 0 }));
    await eventually(() => expect(flushes.pending).toHaveLength(1));
    const seen: string[] = [];
    const abort = new AbortController();
    void (async () => {
      for await (const e of store.subscribeToAll({ signal: abort.signal })) seen.push(e.type);
    })();
    await eventually(() => expect(seen).toEqual(['A']));
    expect(b.settled).toBe(false);
    await flushes.release();
    await eventually(() => expect(seen).toEqual(['A', 'B']));
    abort.abort();
  });

  it('closes only after the flush it is waiting for', async () => {
    const flushes = heldFlushes();
    const store = open(tempFile(), flushes.sync);
    const append = track(store.append('s-5', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' }));
    await eventually(() => expect(flushes.pending).toHaveLength(1));
    const closed = track(store.close());
    expect(closed.settled).toBe(false);
    await flushes.release();
    await eventually(() => expect(closed.settled && append.settled).toBe(true));
    expect(append.error).toBeUndefined();
    await expect(store.append('s-5', [{ type: 'B', data: {} }], { expectedRevision: 0 })).rejects.toThrow('closed');
  });
});

describe('a caught-up subscriber reads what this process committed from memory', () => {
  async function follow(store: SqliteEventStore) {
    const seen: RecordedEvent[] = [];
    const abort = new AbortController();
    void (async () => {
      for await (const e of store.subscribeToAll({ signal: abort.signal })) seen.push(e);
    })();
    return { seen, stop: () => abort.abort() };
  }

  it('gets the very events the stream cache holds, shared and frozen', async () => {
    const store = open(tempFile());
    const sub = await follow(store);
    await store.append('t-1', [{ type: 'A', data: { n: 1 } }], { expectedRevision: 'no_stream' });
    await eventually(() => expect(sub.seen).toHaveLength(1));
    expect(Object.isFrozen(sub.seen[0])).toBe(true);
    sub.stop();
  });

  it("never skips another process's event that landed between two of its own", async () => {
    const file = tempFile();
    const mine = open(file);
    const other = open(file);
    const sub = await follow(mine);
    await mine.append('t-2', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' });
    await eventually(() => expect(sub.seen.map((e) => e.type)).toEqual(['A']));
    await other.append('t-2', [{ type: 'B', data: {} }], { expectedRevision: 0 });
    await mine.append('t-2', [{ type: 'C', data: {} }], { expectedRevision: 1 });
    await eventually(() => expect(sub.seen.map((e) => e.type)).toEqual(['A', 'B', 'C']));
    expect(sub.seen.map((e) => e.position.commit)).toEqual([1n, 2n, 3n]);
    sub.stop();
  });
});
