import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Copies the log's WAL into its database file on this thread, so the two fsyncs of a checkpoint
 * never stall the main thread inside a COMMIT. PASSIVE: it never waits for, nor blocks, a writer
 * or a reader; what a reader still needs is copied by a later checkpoint.
 */
const db = new DatabaseSync(workerData.file as string);
db.exec('PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

parentPort!.on('message', (request: 'checkpoint' | 'close') => {
  if (request === 'close') {
    // Closed here, not by terminate(): a connection dropped mid-checkpoint would keep its locks.
    db.close();
    parentPort!.close();
    return;
  }
  try {
    const { log } = checkpoint.get() as { busy: number; log: number; checkpointed: number };
    parentPort!.postMessage({ ok: true, log });
  } catch (error) {
    parentPort!.postMessage({ ok: false, error: String(error) });
  }
});
