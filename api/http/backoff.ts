import type { Request, RequestHandler, Response } from 'express';
import type { ReadStore } from '../../infra/readstore/port.ts';

/**
 * Exponential back-off for password guesses, per bucket (an email from one address): the first
 * `free` failures cost nothing, then each one makes the bucket wait twice as long as the last,
 * from `baseMs` up to `maxMs`. A success empties the bucket. Unlike a fixed count per email, a
 * stranger's guesses slow down only the stranger's own bucket, never the owner's (issue 22).
 */
export type BackoffRule = {
  name: string;
  key: (req: Request) => string | undefined;
  free: number;
  baseMs: number;
  maxMs: number;
  /** A bucket with no failure for this long starts again from nothing. */
  forgetMs: number;
};

export type Bucket = { failures: number; lastAt: number };

/** How long a bucket must wait after its last failure (0: not at all). */
export function backoffDelay(rule: Pick<BackoffRule, 'free' | 'baseMs' | 'maxMs'>, failures: number): number {
  const over = failures - rule.free;
  if (over <= 0) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(over - 1, 30));
}

/** Where buckets live: this process's memory, or the shared read store so several API processes agree. */
export interface BucketStore {
  get(key: string): Promise<Bucket | undefined>;
  put(key: string, bucket: Bucket): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Bounded, so a flood of made-up emails cannot grow it without end; the oldest buckets go first. */
export class MemoryBuckets implements BucketStore {
  readonly #buckets = new Map<string, Bucket>();
  readonly #max: number;
  constructor(max = 100_000) {
    this.#max = max;
  }
  async get(key: string) {
    return this.#buckets.get(key);
  }
  async put(key: string, bucket: Bucket) {
    this.#buckets.delete(key); // re-inserted last: the Map's order is the age order
    this.#buckets.set(key, bucket);
    for (const oldest of this.#buckets.keys()) {
      if (this.#buckets.size <= this.#max) break;
      this.#buckets.delete(oldest);
    }
  }
  async delete(key: string) {
    this.#buckets.delete(key);
  }
}

type BucketDoc = { _id: string; failures: number; lastAt: number };

export function readStoreBuckets(store: ReadStore): BucketStore {
  const docs = () => store.collection<BucketDoc>('login_backoff');
  return {
    get: async (key) => {
      const doc = await docs().findOne({ _id: key });
      return doc ? { failures: doc.failures, lastAt: doc.lastAt } : undefined;
    },
    put: async (key, bucket) => void (await docs().updateOne({ _id: key }, { $set: bucket }, { upsert: true })),
    delete: async (key) => void (await docs().deleteOne({ _id: key })),
  };
}

/**
 * The guess is counted when it arrives (so parallel guesses cannot all pass the check) and taken
 * back if it turns out not to be a wrong password: a success empties the bucket, a refusal by
 * another limit or a server error does not count.
 */
export function backoffLimiter(
  rule: BackoffRule,
  buckets: BucketStore,
  now: () => Date,
  refuse: (res: Response, retryAfterSeconds: number) => Error,
): RequestHandler {
  return (req, res, next) => {
    const key = rule.key(req);
    if (key === undefined) return next();
    const id = `${rule.name}:${key}`;
    const run = async () => {
      const at = now().getTime();
      const found = await buckets.get(id);
      const bucket = found && at - found.lastAt < rule.forgetMs ? found : { failures: 0, lastAt: at };
      const waitUntil = bucket.lastAt + backoffDelay(rule, bucket.failures);
      if (waitUntil > at) return next(refuse(res, Math.ceil((waitUntil - at) / 1000)));
      await buckets.put(id, { failures: bucket.failures + 1, lastAt: at });
      res.once('finish', () => {
        const wrong = res.statusCode >= 400 && res.statusCode < 500 && res.statusCode !== 429;
        if (wrong) return;
        const settle = res.statusCode < 400 || bucket.failures === 0 ? buckets.delete(id) : buckets.put(id, bucket);
        settle.catch((error: unknown) => req.log?.warn({ err: error }, 'login back-off not settled'));
      });
      next();
    };
    run().catch(next);
  };
}
