import { closeSync, fdatasync, fdatasyncSync, openSync } from 'node:fs';

export type Sync = (done: (error: Error | null) => void) => void;

type Waiter = { pos: number; resolve: () => void; reject: (error: unknown) => void };

/**
 * The furthest log position known to be on disk. The log commits with synchronous=NORMAL, so a
 * COMMIT only writes the WAL and a power cut may take the last commits back; this flushes the WAL
 * with fdatasync on libuv's pool instead of inside COMMIT on the main thread. Nothing is answered,
 * shown or fed to a subscriber before `reach` has resolved for its position, so no read model,
 * mail or socket frame can reflect an event the disk does not hold.
 *
 * Any process may call it for rows it has read: a row a reader can see was written to the WAL
 * before it became visible, so a flush begun after the read covers it, whoever committed it. One
 * flush runs at a time; the positions asked for while it runs share the next one.
 */
export class DurableHead {
  #durable: number;
  #wanted = 0;
  #flushing = false;
  readonly #waiters: Waiter[] = [];
  readonly #sync: Sync | undefined;
  readonly #fd: number | undefined;

  /**
   * `walFile` undefined: nothing to flush (an in-memory log, or bulk tooling that accepts losing
   * its last commits), every position is durable at once. `sync` replaces the flush in tests.
   */
  constructor(options: { walFile?: string; initial: number; sync?: Sync }) {
    if (options.sync) this.#sync = options.sync;
    else if (options.walFile) {
      const fd = openSync(options.walFile, 'r');
      // Rows a process that died before its flush left in the page cache are made durable first.
      fdatasyncSync(fd);
      this.#fd = fd;
      this.#sync = (done) => fdatasync(fd, done);
    }
    this.#durable = this.#sync ? options.initial : Number.MAX_SAFE_INTEGER;
  }

  get position(): number {
    return this.#durable;
  }

  /** Resolves once every committed row up to `pos` is on disk; `pos` must be a committed position. */
  reach(pos: number): Promise<void> {
    if (pos <= this.#durable) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.#waiters.push({ pos, resolve, reject });
      if (pos > this.#wanted) this.#wanted = pos;
      this.#flush();
    });
  }

  #flush(): void {
    if (this.#flushing || this.#wanted <= this.#durable) return;
    this.#flushing = true;
    // Everything up to `target` was committed before this flush starts, so the flush covers it.
    const target = this.#wanted;
    this.#sync!((error) => {
      this.#flushing = false;
      if (error) {
        // The disk did not confirm: the rows stay unacknowledged, and a later reach tries again.
        const failed = this.#waiters.filter((w) => w.pos <= target);
        this.#keep((w) => w.pos > target);
        this.#wanted = Math.max(this.#durable, ...this.#waiters.map((w) => w.pos));
        for (const w of failed) w.reject(error);
      } else {
        this.#durable = Math.max(this.#durable, target);
        const done = this.#waiters.filter((w) => w.pos <= this.#durable);
        this.#keep((w) => w.pos > this.#durable);
        for (const w of done) w.resolve();
      }
      this.#flush();
    });
  }

  #keep(keep: (w: Waiter) => boolean): void {
    const kept = this.#waiters.filter(keep);
    this.#waiters.length = 0;
    this.#waiters.push(...kept);
  }

  /** Waits for every flush asked for, then lets the file go. */
  async close(): Promise<void> {
    if (this.#wanted > this.#durable) await this.reach(this.#wanted).catch(() => undefined);
    if (this.#fd !== undefined) closeSync(this.#fd);
  }
}
