import { Worker } from 'node:worker_threads';
import type { Committer } from './sqliteGroupCommit.ts';
import { LogWriter, type Outcome, type PendingAppend } from './sqliteLogWriter.ts';
import type { DatabaseSync } from 'node:sqlite';

type Reply = { outcomes: Outcome[]; commits: number } | { failed: string; commits: number };

/**
 * Batches go to the writer's thread (sqliteWriter.worker.ts), one at a time. The thread is started
 * at the first append, so a process that only reads never pays for it. If it dies, the batch in
 * hand and every later append fail with a clear error; nothing acknowledged is lost, since an
 * append is acknowledged only after its COMMIT there.
 */
export class ThreadCommitter implements Committer {
  readonly #file: string;
  readonly #synchronous: 'FULL' | 'NORMAL';
  #worker: Worker | undefined;
  #waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;
  #broken: Error | undefined;
  #closing = false;
  commits = 0;

  constructor(file: string, synchronous: 'FULL' | 'NORMAL') {
    this.#file = file;
    this.#synchronous = synchronous;
  }

  /** Why appends cannot be written any more, if they cannot. */
  get broken(): Error | undefined {
    return this.#broken;
  }

  async commit(batch: PendingAppend[]): Promise<{ outcomes: Outcome[] } | { failed: Error }> {
    if (this.#broken) throw this.#broken;
    const worker = (this.#worker ??= this.#spawn());
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.#waiting = { resolve, reject };
      // Held only while a batch is out: an idle writer does not keep the process alive, a busy one does.
      worker.ref();
      worker.postMessage({ batch });
    });
    this.commits = reply.commits;
    return 'failed' in reply ? { failed: new Error(reply.failed) } : reply;
  }

  #spawn(): Worker {
    const worker = new Worker(new URL('./sqliteWriter.worker.ts', import.meta.url), {
      workerData: { file: this.#file, synchronous: this.#synchronous },
      // The process's own flags are not the writer's: --input-type or --eval would stop it from loading.
      execArgv: [],
    });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      worker.unref();
      const waiting = this.#waiting;
      this.#waiting = undefined;
      waiting?.resolve(reply);
    });
    const stop = (why: string) => {
      if (this.#closing && why === 'exited') return;
      this.#broken ??= new Error(`the event log's writer stopped (${why}); appends cannot be stored until the server restarts`);
      const waiting = this.#waiting;
      this.#waiting = undefined;
      waiting?.reject(this.#broken);
    };
    worker.on('error', (error) => stop(error.message));
    worker.on('exit', () => stop('exited'));
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#closing = true;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref();
    // Closed there, not by terminate(): a connection dropped mid-commit would keep its locks.
    worker.postMessage('close');
    await exited;
  }
}

/** For a store in memory, which another thread cannot open: the same SQL, on this thread. */
export class InlineCommitter implements Committer {
  readonly #writer: LogWriter;

  constructor(db: DatabaseSync) {
    this.#writer = new LogWriter(db);
  }

  get commits(): number {
    return this.#writer.commits;
  }

  commit(batch: PendingAppend[]): { outcomes: Outcome[] } | { failed: Error } {
    try {
      return { outcomes: this.#writer.commit(batch) };
    } catch (error) {
      return { failed: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  async close(): Promise<void> {}
}
