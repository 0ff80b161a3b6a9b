import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { Checkpointer } from '../../../infra/eventstore/sqliteCheckpointer.ts';
import { eventually } from '../../support/eventually.ts';

/** The log's WAL is checkpointed on a worker thread, never inside a COMMIT on the main thread. */
const dirs: string[] = [];
const closers: (() => Promise<void> | void)[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'bawaba-checkpoint-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const size = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;
const autocheckpoint = (db: DatabaseSync) => (db.prepare('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint;

// A worker thread boots slowly on a loaded machine: the waits allow for it.
describe('the log checkpoints its WAL off the main thread', { timeout: 30_000 }, () => {
  it('copies the WAL into the database file while the log is open', async () => {
    const file = join(tempDir(), 'events.db');
    const store = new SqliteEventStore(file);
    closers.push(() => store.close());
    const before = size(file);
    const text = 'x'.repeat(20_000);
    // About 6 MB of events: past the 4 MB after which the worker is asked to checkpoint.
    for (let i = 0; i < 300; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, k) => store.append(`s-${i + k}`, [{ type: 'Big', data: { text } }], { expectedRevision: 'no_stream' })));
    }
    await eventually(() => expect(size(file)).toBeGreaterThan(before + 4_000_000), 10_000);
    expect(await store.readStream('s-299')).toHaveLength(1);
  });

  it('truncates a WAL that has grown past its limit', async () => {
    const file = join(tempDir(), 'events.db');
    const db = new DatabaseSync(file);
    db.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x TEXT)');
    const checkpointer = new Checkpointer(db, file, { checkpointBytes: 1, maxWalFrames: 4 });
    closers.push(async () => {
      await checkpointer.close();
      db.close();
    });
    for (let i = 0; i < 20; i++) db.prepare('INSERT INTO t VALUES (?)').run('y'.repeat(8_000));
    expect(size(`${file}-wal`)).toBeGreaterThan(0);
    checkpointer.committed(1);
    await eventually(() => expect(size(`${file}-wal`)).toBe(0), 10_000);
  });

  it('gives the checkpoint back to SQLite when the worker cannot work', async () => {
    const dir = tempDir();
    const file = join(dir, 'events.db');
    const db = new DatabaseSync(file);
    db.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x TEXT)');
    // The worker opens a file it cannot create: it fails at once.
    const checkpointer = new Checkpointer(db, join(dir, 'missing', 'nowhere.db'), { checkpointBytes: 1 });
    closers.push(async () => {
      await checkpointer.close();
      db.close();
    });
    expect(autocheckpoint(db)).toBe(0);
    checkpointer.committed(1);
    await eventually(() => expect(autocheckpoint(db)).toBe(1000), 10_000);
  });
});
