import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, type Doc, type ReadStore } from './port.ts';
import type { Logger } from '../logger.ts';

export const LEASES = 'leases';

/**
 * A named lease with an expiry: one owner at a time does the work it guards (the shared projector,
 * the mail sender). An owner that dies stops renewing, and the lease passes on once it expires.
 */
export interface Lease {
  /** Takes the lease, or renews it when `owner` already holds it; true when `owner` holds it now. */
  acquire(name: string, owner: string, ttlMs: number): Promise<boolean>;
  release(name: string, owner: string): Promise<void>;
  close(): void;
}

type LeaseDoc = Doc & { owner: string; expiresAt: number };

/** MongoDB: one document per lease, taken with a conditional upsert (a clash means someone else holds it). */
export class ReadStoreLease implements Lease {
  readonly #store: ReadStore;
  constructor(store: ReadStore) {
    this.#store = store;
  }

  async acquire(name: string, owner: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    try {
      await this.#store
        .collection<LeaseDoc>(LEASES)
        .updateOne({ _id: name, $or: [{ owner }, { expiresAt: { $lt: now } }] }, { $set: { owner, expiresAt: now + ttlMs } }, { upsert: true });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  async release(name: string, owner: string): Promise<void> {
    await this.#store.collection<LeaseDoc>(LEASES).deleteOne({ _id: name, owner });
  }

  close(): void {}
}

/**
 * Embedded backends: leases live in a small SQLite file in DATA_DIR that every process on that
 * data directory opens, apart from the read models so a lease check never waits behind a page write.
 */
export class FileLease implements Lease {
  readonly #db: DatabaseSync;
  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.#db = new DatabaseSync(file);
    this.#db.exec(`PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;`);
  }

  async acquire(name: string, owner: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    // A holder on this machine whose process is gone (killed, crashed) cannot renew: its lease is taken at
    // once rather than after its TTL, so a restart does not leave bookings waiting (the file is per machine).
    const held = this.#db.prepare('SELECT owner FROM leases WHERE name = ?').get(name) as { owner: string } | undefined;
    if (held && held.owner !== owner && deadHereOwner(held.owner)) this.#db.prepare('DELETE FROM leases WHERE name = ? AND owner = ?').run(name, held.owner);
    this.#db
      .prepare(
        `INSERT INTO leases (name, owner, expires_at) VALUES (?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
         WHERE leases.owner = excluded.owner OR leases.expires_at < ?`,
      )
      .run(name, owner, now + ttlMs, now);
    const row = this.#db.prepare('SELECT owner FROM leases WHERE name = ?').get(name) as { owner: string } | undefined;
    return row?.owner === owner;
  }

  async release(name: string, owner: string): Promise<void> {
    if (this.#db.isOpen) this.#db.prepare('DELETE FROM leases WHERE name = ? AND owner = ?').run(name, owner);
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

export const leaseOwner = (): string => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** True for an owner (leaseOwner's host:pid:nonce) of this host whose process no longer runs. */
export function deadHereOwner(owner: string): boolean {
  const [host, pid] = owner.split(':');
  if (host !== hostname() || !/^\d+$/.test(pid ?? '')) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    // EPERM: the process exists under another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export type LeaseKeeperOptions = {
  ttlMs: number;
  log: Logger;
  /** Called once the lease is won; the work it guards starts here. */
  onAcquired: () => Promise<void>;
  /** Called when a renewal fails; the work must stop before the lease expires elsewhere. */
  onLost: () => Promise<void>;
};

/** Keeps trying for a lease, renews it at a third of its life, and says when it is won or lost. */
export class LeaseKeeper {
  readonly #lease: Lease;
  readonly #name: string;
  readonly #owner: string;
  readonly #options: LeaseKeeperOptions;
  #held = false;
  #timer: NodeJS.Timeout | undefined;
  #turn: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(lease: Lease, name: string, owner: string, options: LeaseKeeperOptions) {
    this.#lease = lease;
    this.#name = name;
    this.#owner = owner;
    this.#options = options;
  }

  get held(): boolean {
    return this.#held;
  }

  /** Tries once at once (so a lone process starts its work before it answers), then keeps trying. */
  async start(): Promise<void> {
    await this.#tick();
    this.#timer = setInterval(() => void this.#tick(), Math.max(10, Math.floor(this.#options.ttlMs / 3)));
    this.#timer.unref();
  }

  #tick(): Promise<void> {
    this.#turn = this.#turn.then(async () => {
      if (this.#stopped) return;
      let holds: boolean;
      try {
        holds = await this.#lease.acquire(this.#name, this.#owner, this.#options.ttlMs);
      } catch (err) {
        this.#options.log.warn({ err, lease: this.#name }, 'lease check failed');
        holds = false;
      }
      if (holds === this.#held) return;
      this.#held = holds;
      this.#options.log.info({ lease: this.#name, owner: this.#owner, held: holds }, holds ? 'lease acquired' : 'lease lost');
      await (holds ? this.#options.onAcquired() : this.#options.onLost()).catch((err: unknown) =>
        this.#options.log.error({ err, lease: this.#name }, 'lease hand-over failed'),
      );
    });
    return this.#turn;
  }

  /** Stops the guarded work (onLost), then releases, so another process can take over at once. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#turn;
    this.#stopped = true;
    if (!this.#held) return;
    this.#held = false;
    await this.#options.onLost().catch((err: unknown) => this.#options.log.error({ err, lease: this.#name }, 'stopping leased work failed'));
    await this.#lease.release(this.#name, this.#owner).catch(() => undefined);
  }
}
