import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { LogWriter, logPragmas, type PendingAppend } from './sqliteLogWriter.ts';

/**
 * The log's only writing connection, on its own thread: a COMMIT with synchronous=FULL waits for
 * its fsync, and SQLite's automatic checkpoint runs inside the COMMIT that crosses 1,000 pages. Here
 * neither holds up the main thread, which goes on serving requests and queueing the next batch.
 */
const { file, synchronous } = workerData as { file: string; synchronous: 'FULL' | 'NORMAL' };
const db = new DatabaseSync(file);
db.exec(logPragmas(synchronous));
const writer = new LogWriter(db);

parentPort!.on('message', (request: { batch: PendingAppend[] } | 'close') => {
  if (request === 'close') {
    db.close();
    parentPort!.close();
    return;
  }
  try {
    parentPort!.postMessage({ outcomes: writer.commit(request.batch), commits: writer.commits });
  } catch (error) {
    parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error), commits: writer.commits });
  }
});
