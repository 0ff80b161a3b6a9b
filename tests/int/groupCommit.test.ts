import { describe, it, expect, vi, afterEach } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { WrongExpectedRevisionError } from '../../infra/eventstore/port.ts';

const CHILD = fileURLToPath(new URL('../support/groupCommitChild.ts', import.meta.url));

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bawaba-group-commit-'));
  dirs.push(dir);
  return join(dir, 'events.db');
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('group commit on the embedded event store', () => {
  it('keeps every acknowledged append of 64 concurrent appenders through a SIGKILL', async () => {
    const file = tempFile();
    const prefix = 'gc-';
    const child = spawn(process.execPath, [CHILD, file, prefix], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const acked: string[] = [];
    for await (const line of createInterface({ input: child.stdout })) {
      acked.push(line.replace(/^ack /, ''));
      if (acked.length === 64) child.kill('SIGKILL');
    }
    expect(await exited).toBeNull();
    expect(new Set(acked.slice(0, 64).map((s) => s.split('x')[0])).size).toBe(64);

    const store = new SqliteEventStore(file);
    try {
      const stored = new Set((await store.readAll({ maxCount: 1_000_000 })).map((e) => e.streamName));
      expect(acked.filter((s) => !stored.has(s))).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('commits appends made in one turn once, and acknowledges them only after that commit', async () => {
    const store = new SqliteEventStore(tempFile());
    // Each acknowledgement notes how many commits had happened by then.
    const seen = await Promise.all(
      Array.from({ length: 64 }, (_, i) => store.append(`gc-${i}`, [{ type: 'Counted', data: { i } }], { expectedRevision: 'no_stream' }).then(() => store.commits)),
    );
    expect(seen).toEqual(Array<number>(64).fill(1));
    await store.close();
  });

  it('gathers the appends that arrive while a batch is committing into the next one', async () => {
    const store = new SqliteEventStore(tempFile());
    const first = store.append('gc-lead', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
    // Let the first batch leave, then append over several turns while it is out.
    await new Promise((resolve) => setImmediate(resolve));
    const later: Promise<unknown>[] = [];
    for (let turn = 0; turn < 5; turn++) {
      for (let i = 0; i < 10; i++) later.push(store.append(`gc-next-${turn}-${i}`, [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' }));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all([first, ...later]);
    // 51 appends over six turns: far fewer commits than turns once a batch is out.
    expect(store.commits).toBeLessThan(6);
    expect((await store.readAll({ maxCount: 100 })).length).toBe(51);
    await store.close();
  });

  it('lets exactly one of 10 concurrent appends at the same revision of one stream win', async () => {
    const store = new SqliteEventStore(tempFile());
    await store.append('gc-one', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => store.append('gc-one', [{ type: 'Noted', data: { i } }], { expectedRevision: 0 })),
    );
    const winners = results.filter((r) => r.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof WrongExpectedRevisionError)).toHaveLength(9);
    expect((await store.readStream('gc-one')).map((e) => e.revision)).toEqual([0, 1]);
    await store.close();
  });

  it('shows a later append in the same batch the revision an earlier one gave the stream', async () => {
    const store = new SqliteEventStore(tempFile());
    const [first, second] = await Promise.all([
      store.append('gc-seq', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' }),
      store.append('gc-seq', [{ type: 'Noted', data: {} }, { type: 'Noted', data: {} }], { expectedRevision: 0 }),
    ]);
    expect([first.nextRevision, second.nextRevision]).toEqual([0, 2]);
    expect((await store.readStream('gc-seq')).map((e) => e.type)).toEqual(['Opened', 'Noted', 'Noted']);
    await store.close();
  });

  it('fails an append whose data cannot be stored with a clear error, and keeps the others of its turn', async () => {
    const store = new SqliteEventStore(tempFile());
    const results = await Promise.allSettled([
      store.append('gc-a', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' }),
      store.append('gc-b', [{ type: 'Opened', data: { n: 1n } }], { expectedRevision: 'no_stream' }),
      store.append('gc-c', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/event Opened cannot be stored as JSON/);
    expect((await store.readAll({ maxCount: 10 })).map((e) => e.streamName)).toEqual(['gc-a', 'gc-c']);
    await store.close();
  });

  it('isolates a duplicate event id in a batch to its own append', async () => {
    const store = new SqliteEventStore(tempFile());
    const id = crypto.randomUUID();
    await store.append('gc-x', [{ id, type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
    const results = await Promise.allSettled([
      store.append('gc-y', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' }),
      // The first event goes in before the second hits the used id: the savepoint must take it back out.
      store.append('gc-z', [{ id: crypto.randomUUID(), type: 'Opened', data: {} }, { id, type: 'Noted', data: {} }], { expectedRevision: 'no_stream' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/already used by another append/);
    expect(await store.readStream('gc-z')).toEqual([]);
    expect(await store.readStream('gc-y')).toHaveLength(1);
    await store.close();
  });

  it('commits appends still waiting for their turn when the store closes', async () => {
    const file = tempFile();
    const store = new SqliteEventStore(file);
    const pending = store.append('gc-late', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
    await store.close();
    await expect(pending).resolves.toMatchObject({ nextRevision: 0 });
    const reopened = new SqliteEventStore(file);
    expect(await reopened.readStream('gc-late')).toHaveLength(1);
    await reopened.close();
  });
});
