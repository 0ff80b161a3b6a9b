import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

/** About SQLite's own automatic checkpoint (1,000 pages of 4 KB), counted in bytes of events written. */
const CHECKPOINT_BYTES = 4 * 1024 * 1024;
/**
 * A WAL is started again from its beginning only by a write that finds every frame of it copied,
 * which commits landing during each checkpoint can put off for as long as they keep coming. Past
 * this many frames (64 MB) the main thread checkpoints and truncates it itself, once.
 */
const MAX_WAL_FRAMES = 16_384;

/**
 * Takes the log's WAL checkpoints off the main thread. SQLite runs one inside the COMMIT that takes
 * the WAL past 1,000 pages, and with its two fsyncs that COMMIT took 9 ms on average on the booking
 * bench: four fifths of all the time the main thread spent committing. The writer's automatic
 * checkpoint is turned off, and a worker checkpoints once about as much has been written. If the
 * worker fails, the automatic checkpoint comes back, so the WAL can never grow without bound.
 */
export class Checkpointer {
  readonly #db: DatabaseSync;
  readonly #file: string;
  #worker: Worker | undefined;
  #written = 0;
  #running = false;
  #failed = false;
  readonly #checkpointBytes: number;
  readonly #maxWalFrames: number;

  /** The limits are options for tests only. */
  constructor(db: DatabaseSync, file: string, limits: { checkpointBytes?: number; maxWalFrames?: number } = {}) {
    this.#db = db;
    this.#file = file;
    this.#checkpointBytes = limits.checkpointBytes ?? CHECKPOINT_BYTES;
    this.#maxWalFrames = limits.maxWalFrames ?? MAX_WAL_FRAMES;
    db.exec('PRAGMA wal_autocheckpoint = 0');
  }

  /** Called after each commit with the bytes of event data it wrote. */
  committed(bytes: number): void {
    this.#written += bytes;
    if (this.#written < this.#checkpointBytes || this.#running || this.#failed) return;
    this.#written = 0;
    this.#running = true;
    // Made on first use: a start that writes little never pays for the thread.
    this.#worker ??= this.#spawn();
    this.#worker.postMessage('checkpoint');
  }

  #spawn(): Worker {
    const worker = new Worker(new URL('./sqliteCheckpoint.worker.ts', import.meta.url), { workerData: { file: this.#file } });
    worker.unref();
    worker.on('message', (reply: { ok: boolean; log?: number }) => {
      this.#running = false;
      if (!reply.ok) this.#fallBack();
      else if ((reply.log ?? 0) > this.#maxWalFrames && this.#db.isOpen) this.#truncate();
    });
    worker.on('error', () => this.#fallBack());
    worker.on('exit', () => {
      // Asked to close, or gone on its own: then SQLite checkpoints again.
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      this.#fallBack();
    });
    return worker;
  }

  /** Waits at most a moment for readers to leave the WAL; if one stays, the next checkpoint's count asks again. */
  #truncate(): void {
    const db = this.#db;
    db.exec('PRAGMA busy_timeout = 50');
    try {
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    } catch {
      // Busy: the WAL keeps its frames, all of them already in the file or on their way.
    } finally {
      db.exec('PRAGMA busy_timeout = 5000');
    }
  }

  #fallBack(): void {
    this.#failed = true;
    this.#running = false;
    if (this.#db.isOpen) this.#db.exec('PRAGMA wal_autocheckpoint = 1000');
  }

  /** Lets a checkpoint under way finish, then closes the worker's connection. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('close');
    await exited;
  }
}
