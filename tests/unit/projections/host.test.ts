import { describe, it, expect } from 'vitest';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { MappedReadStore } from '../../../infra/readstore/mapped.ts';
import { ReadStoreLease } from '../../../infra/readstore/lease.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { createLogger } from '../../../infra/logger.ts';
import { ProjectorHost } from '../../../projections/runtime/host.ts';
import type { Projection } from '../../../projections/projection.ts';

const noted: Projection = {
  name: 'noted',
  version: 1,
  collections: ['notes'],
  eventTypes: new Set(['Noted']),
  async apply(event: RecordedEvent, store) {
    await store.collection('notes').updateOne({ _id: event.id }, { $setOnInsert: { stream: event.streamName } }, { upsert: true });
  },
};

/**
 * Two processes sharing one read store (what MongoDB gives them), each with its own view of the
 * store: only the lease holder projects, the other follows its checkpoints and takes over when it stops.
 */
describe('projector hosts sharing a read store', () => {
  it('let one project at a time, the other follow its checkpoints, and take over when it goes', async () => {
    const events = new SqliteEventStore(':memory:');
    const shared = new EmbeddedReadStore();
    const lease = new ReadStoreLease(shared);
    const log = createLogger('silent');
    const host = (owner: string) =>
      new ProjectorHost(events, new MappedReadStore(shared), [noted], { log, mode: 'lease', lease, owner, leaseTtlMs: 60 });
    const a = host('a');
    const b = host('b');
    await a.start();
    await b.start();
    expect([a.local, b.local]).toEqual([true, false]);

    const seen: string[] = [];
    const feed = b.projectedBy('noted').subscribe((e) => seen.push(e.id));
    const first = await events.append('n-1', [{ type: 'Noted', data: {} }], { expectedRevision: 'any' });
    expect(await b.waitFor(first.position, 5_000, ['noted'])).toBe(true);
    expect(await shared.collection('notes').countDocuments({})).toBe(1);
    await expect.poll(() => seen.length).toBe(1);
    expect((await b.states()).projections).toEqual([expect.objectContaining({ name: 'noted', status: 'live', parked: 0 })]);
    await expect(b.rebuild('noted')).rejects.toThrow(/does not run the projections/);

    await a.stop();
    await expect.poll(() => b.local, { timeout: 5_000 }).toBe(true);
    const second = await events.append('n-2', [{ type: 'Noted', data: {} }], { expectedRevision: 'any' });
    expect(await b.waitFor(second.position, 5_000, ['noted'])).toBe(true);
    expect(await shared.collection('notes').countDocuments({})).toBe(2);
    await expect.poll(() => seen.length).toBe(2);

    feed.unsubscribe();
    await b.stop();
    await events.close();
  });
});
