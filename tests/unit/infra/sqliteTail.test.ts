import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { eventually } from '../../support/eventually.ts';

/** Two stores on one file stand for two processes. */
const stores: SqliteEventStore[] = [];
const dirs: string[] = [];

function open(file: string) {
  const store = new SqliteEventStore(file);
  stores.push(store);
  return store;
}

function tempFile() {
  const dir = mkdtempSync(join(tmpdir(), 'bawaba-tail-'));
  dirs.push(dir);
  return join(dir, 'events.db');
}

afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
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
