import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';

/**
 * The embedded log keeps streams it has read, parsed. Two stores on one file stand for two
 * processes (ROLE=api beside ROLE=projector): neither may ever answer a stream without what the
 * other has committed, nor without its own appends.
 */
const stores: SqliteEventStore[] = [];
const dirs: string[] = [];
function twoProcesses(): [SqliteEventStore, SqliteEventStore] {
  const dir = mkdtempSync(join(tmpdir(), 'bawaba-stream-cache-'));
  dirs.push(dir);
  const pair: [SqliteEventStore, SqliteEventStore] = [new SqliteEventStore(join(dir, 'events.db')), new SqliteEventStore(join(dir, 'events.db'))];
  stores.push(...pair);
  return pair;
}
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const types = async (store: SqliteEventStore, stream: string) => (await store.readStream(stream)).map((e) => e.type);

describe('the embedded log answers a stream it has read before', () => {
  it("with another process's appends, on the very next read", async () => {
    const [mine, other] = twoProcesses();
    await mine.append('s-1', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' });
    expect(await types(mine, 's-1')).toEqual(['A']);
    await other.append('s-1', [{ type: 'B', data: {} }, { type: 'C', data: {} }], { expectedRevision: 0 });
    expect(await types(mine, 's-1')).toEqual(['A', 'B', 'C']);
    expect((await mine.readStreamPage('s-1', { fromRevision: 1, maxCount: 1 })).map((e) => e.type)).toEqual(['B']);
  });

  it('with an event a subscriber has just read from another process, within the same turn of the loop', async () => {
    const [mine, other] = twoProcesses();
    await mine.append('s-5', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' });
    const queued = other.append('s-5', [{ type: 'B', data: {} }], { expectedRevision: 0 });
    // From here on nothing waits for I/O: one turn of the loop, in which the log was read first.
    expect(await types(mine, 's-5')).toEqual(['A']);
    await other.close(); // commits what it has queued, synchronously
    await queued;
    const page = await mine.readAll({ maxCount: 10 });
    expect(page.map((e) => e.type)).toEqual(['A', 'B']);
    expect(await types(mine, 's-5')).toEqual(['A', 'B']);
  });

  it('with its own appends, and for a stream that did not exist when it was first read', async () => {
    const [mine, other] = twoProcesses();
    expect(await types(mine, 's-2')).toEqual([]);
    await mine.append('s-2', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' });
    expect(await types(mine, 's-2')).toEqual(['A']);
    expect(await types(other, 's-3')).toEqual([]);
    await mine.append('s-3', [{ type: 'X', data: {} }], { expectedRevision: 'no_stream' });
    expect(await types(other, 's-3')).toEqual(['X']);
  });

  it('hands each reader its own array of events no reader can change', async () => {
    const [mine] = twoProcesses();
    await mine.append('s-4', [{ type: 'A', data: { list: [1] } }], { expectedRevision: 'no_stream' });
    const first = await mine.readStream('s-4');
    first.push(first[0]!);
    expect(() => (first[0]!.data as { list: number[] }).list.push(2)).toThrow(TypeError);
    const again = await mine.readStream('s-4');
    expect(again).toHaveLength(1);
    expect(again[0]!.data).toEqual({ list: [1] });
  });
});
