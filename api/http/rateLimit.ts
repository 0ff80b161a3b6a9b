import { rateLimit, ipKeyGenerator, type Store, type Options, type IncrementResponse } from 'express-rate-limit';
import type { Request, RequestHandler, Response } from 'express';
import { backoffLimiter, MemoryBuckets, readStoreBuckets, type BackoffRule } from './backoff.ts';
import { DuplicateKeyError, type Doc, type ReadStore } from '../../infra/readstore/port.ts';
import { HttpError } from './errors.ts';

type Counter = Doc & { hits: number; resetAt: number };

/**
 * Counters in the shared read store, so limits hold across several api processes. Used only
 * with MongoDB; the embedded store is single-process and takes the library's MemoryStore.
 */
class ReadStoreLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  #windowMs = 60_000;
  readonly #store: ReadStore;

  constructor(store: ReadStore, prefix: string) {
    this.#store = store;
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  get #counters() {
    return this.#store.collection<Counter>('rate_limits');
  }

  async increment(key: string): Promise<IncrementResponse> {
    const _id = `${this.prefix}${key}`;
    const now = Date.now();
    await this.#counters.updateOne({ _id, resetAt: { $lte: now } }, { $set: { hits: 0, resetAt: now + this.#windowMs } });
    const bump = () =>
      this.#counters.updateOne({ _id }, { $inc: { hits: 1 }, $setOnInsert: { resetAt: now + this.#windowMs } }, { upsert: true });
    // Two processes may both try to create the counter; the loser just increments it.
    await bump().catch((error: unknown) => (error instanceof DuplicateKeyError ? bump() : Promise.reject(error)));
    const doc = await this.#counters.findOne({ _id });
    return { totalHits: doc?.hits ?? 1, resetTime: new Date(doc?.resetAt ?? now + this.#windowMs) };
  }

  async decrement(key: string): Promise<void> {
    await this.#counters.updateOne({ _id: `${this.prefix}${key}` }, { $inc: { hits: -1 } });
  }

  async resetKey(key: string): Promise<void> {
    await this.#counters.deleteOne({ _id: `${this.prefix}${key}` });
  }
}

export type LimitRule = {
  name: string;
  windowMs: number;
  limit: number;
  /** What is counted: the client IP by default, or e.g. the account's email. Undefined skips the rule. */
  key?: (req: Request) => string | undefined;
  /** Count only refused requests (status >= 400), e.g. wrong passwords rather than sign-ins. */
  failuresOnly?: boolean;
  /** Count only answers with this status (e.g. 409: an email that has an account). */
  onlyStatus?: number;
};

export type RateLimiterFactory = ((rule: LimitRule) => RequestHandler) & {
  /** Exponential back-off per bucket (backoff.ts), for guesses at one account's password. */
  backoff: (rule: BackoffRule) => RequestHandler;
};

const pass: RequestHandler = (_req, _res, next) => next();

/** The one refusal every limit answers: 429 with Retry-After in the header and the body. */
function refusal(res: Response, seconds: number): HttpError {
  res.set('Retry-After', String(seconds));
  return new HttpError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', { retryAfter: seconds });
}

/** `now` is the commands' clock, so tests move back-off forward instead of waiting it out. */
export function rateLimiterFactory(store: ReadStore, enabled: boolean, now: () => Date = () => new Date()): RateLimiterFactory {
  const buckets = store.kind === 'mongodb' ? readStoreBuckets(store) : new MemoryBuckets();
  const backoff = (rule: BackoffRule) => (enabled ? backoffLimiter(rule, buckets, now, refusal) : pass);
  const limiterOf = (rule: LimitRule): RequestHandler =>
    rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-8',
      // Built inside the rule's first request, once (see `limit`), which this check takes for a limiter per request.
      validate: { creationStack: false },
      legacyHeaders: false,
      identifier: rule.name,
      skipSuccessfulRequests: (rule.failuresOnly ?? false) || rule.onlyStatus !== undefined,
      ...(rule.onlyStatus !== undefined ? { requestWasSuccessful: (_req: Request, res: Response) => res.statusCode !== rule.onlyStatus } : {}),
      store: store.kind === 'mongodb' ? new ReadStoreLimitStore(store, `${rule.name}:`) : undefined,
      keyGenerator: (req) => rule.key?.(req) ?? byIp(req),
      skip: (req) => rule.key !== undefined && rule.key(req) === undefined,
      handler: (req, res, next) => {
        const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : Math.ceil(rule.windowMs / 1000);
        next(refusal(res, seconds));
      },
    });
  const limit = (rule: LimitRule): RequestHandler => {
    if (!enabled) return pass;
    // Built at the rule's first request: each limiter parses and checks its options and starts its store,
    // and the app has thirty of them, most for requests a restarted server may not see for a while.
    let limiter: RequestHandler | undefined;
    return (req, res, next) => (limiter ??= limiterOf(rule))(req, res, next);
  };
  return Object.assign(limit, { backoff });
}

/** Counts per account: the normalized email of the request body, when there is one. */
export const byEmail = (req: Request): string | undefined => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : undefined;
};

// An IPv6 client owns a whole subnet; counting per address would let it rotate past the limit.
const byIp = (req: Request): string => (req.ip ? ipKeyGenerator(req.ip) : 'unknown');

/** Counts per account and address together: one caller's guesses do not spend another's allowance. */
export const byEmailFromIp = (req: Request): string | undefined => {
  const email = byEmail(req);
  return email && `${email}|ip:${byIp(req)}`;
};

/** Counts per signed-in account; put it after the guard. */
export const byUser = (req: Request): string | undefined => (req.principal ? `user:${req.principal.sub}` : undefined);
