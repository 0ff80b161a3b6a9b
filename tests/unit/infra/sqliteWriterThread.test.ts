import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { ThreadCommitter } from '../../../infra/eventstore/sqliteWriterThread.ts';
import { eventually } from '../../support/eventually.ts';

/** The log is written on its own thread: the main thread never waits for a COMMIT's fsync or a checkpoint. */
const dirs: string[] = [];
const closers: (() => Promise<void> | void)[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'bawaba-writer-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  vi.restoreAllMocks();
  for (const close of closers.splice(0)) await close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const size = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;
const row = (i: number) => ({ id: crypto.randomUUID(), type: 'Noted', data: JSON.stringify({ i }), metadata: '{}' });

// A worker thread boots slowly on a loaded machine: the waits allow for it.
describe("the log's writer thread", { timeout: 30_000 }, () => {
  it('commits appends off the main thread, and they read back at once', async () => {
    const store = new SqliteEventStore(join(tempDir(), 'events.db'));
    closers.push(() => store.close());
    const onMain: string[] = [];
    const exec = DatabaseSync.prototype.exec;
    vi.spyOn(DatabaseSync.prototype, 'exec').mockImplementation(function (this: DatabaseSync, sql: string) {
      onMain.push(sql);
      exec.call(this, sql);
    });
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.append(`w-${i}`, [{ type: 'Opened', data: { i } }], { expectedRevision: 'no_stream' })));
    await store.append('w-0', [{ type: 'Noted', data: {} }], { expectedRevision: 0 });
    expect((await store.readStream('w-0')).map((e) => e.type)).toEqual(['Opened', 'Noted']);
    expect(onMain.filter((sql) => /COMMIT|BEGIN/.test(sql))).toEqual([]);
    expect(store.commits).toBe(2);
  });

  it('checkpoints the WAL into the database file while the log is open', async () => {
    const file = join(tempDir(), 'events.db');
    const store = new SqliteEventStore(file);
    closers.push(() => store.close());
    const before = size(file);
    const text = 'x'.repeat(20_000);
    // About 6 MB of events: past SQLite's automatic checkpoint at 1,000 pages.
    for (let i = 0; i < 300; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, k) => store.append(`s-${i + k}`, [{ type: 'Big', data: { text } }], { expectedRevision: 'no_stream' })));
    }
    await eventually(() => expect(size(file)).toBeGreaterThan(before + 4_000_000), 10_000);
    expect(await store.readStream('s-299')).toHaveLength(1);
  });

  it('fails appends with a clear error when the writer cannot run, and goes on failing them', async () => {
    const committer = new ThreadCommitter(join(tempDir(), 'missing', 'nowhere.db'), 'FULL');
    closers.push(() => committer.close());
    const batch = [{ stream: 'x', rows: [row(1)], callerIds: false, expected: 'no_stream' as const }];
    await expect(committer.commit(batch)).rejects.toThrow(/the event log's writer stopped .*until the server restarts/);
    expect(committer.broken).toBeInstanceOf(Error);
    await expect(committer.commit(batch)).rejects.toThrow(/writer stopped/);
  });

  it('sees what another process appended, after its own appends', async () => {
    const file = join(tempDir(), 'events.db');
    const store = new SqliteEventStore(file);
    closers.push(() => store.close());
    await store.append('shared', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
    expect(await store.readStream('shared')).toHaveLength(1);
    // Another connection, as another process would have: it does not go through this store's writer.
    const other = new DatabaseSync(file);
    other.exec('PRAGMA busy_timeout = 5000');
    other.prepare('INSERT INTO events (id, stream, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(crypto.randomUUID(), 'shared', 1, 'Noted', '{}', '{}', new Date().toISOString());
    other.prepare('UPDATE streams SET revision = 1 WHERE name = ?').run('shared');
    other.close();
    await eventually(async () => expect((await store.readStream('shared')).map((e) => e.type)).toEqual(['Opened', 'Noted']), 5_000);
  });

  it('lets a script that appends and closes the log finish: close waits for the writer, not past it', () => {
    const file = join(tempDir(), 'events.db');
    const script = `
      const { SqliteEventStore } = await import(${JSON.stringify(new URL('../../../infra/eventstore/sqlite.ts', import.meta.url).href)});
      const store = new SqliteEventStore(${JSON.stringify(file)});
      await store.append('cli', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
      await store.close();
      console.log('closed');`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
    expect(run.stdout.trim()).toBe('closed');
    expect(run.status).toBe(0);
  });

  it("reads a stream with an event the log's readers already met, while the writer's reply is still on its way", async () => {
    const store = new SqliteEventStore(join(tempDir(), 'events.db'));
    closers.push(() => store.close());
    await store.append('warm', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
    expect(await store.readStream('late')).toEqual([]);
    // Hold the writer's replies: the commit is in the file, this thread has not heard of it yet.
    const held: { worker: Worker; args: unknown[] }[] = [];
    const emit = Worker.prototype.emit;
    vi.spyOn(Worker.prototype, 'emit').mockImplementation(function (this: Worker, event: string | symbol, ...args: unknown[]) {
      if (event !== 'message') return emit.call(this, event, ...args);
      held.push({ worker: this, args });
      return true;
    });
    const appended = store.append('late', [{ type: 'Opened', data: {} }], { expectedRevision: 'no_stream' });
    // A subscriber reading the log meets it (as the booking process meets a BookingRequested)...
    await eventually(async () => expect((await store.readAll({ maxCount: 10 })).map((e) => e.streamName)).toContain('late'), 10_000);
    // ...so a read of its stream must include it, though the cache had the stream empty.
    expect((await store.readStream('late')).map((e) => e.type)).toEqual(['Opened']);
    vi.restoreAllMocks();
    for (const { worker, args } of held) emit.call(worker, 'message', ...args);
    await appended;
    expect((await store.readStream('late')).map((e) => e.type)).toEqual(['Opened']);
  });
});
