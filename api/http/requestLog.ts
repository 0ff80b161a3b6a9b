import type { Express, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../infra/logger.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set for every request; answered as X-Request-Id and kept in event metadata. */
    id: string;
    /** A child logger bound to the request id, made on first use. */
    log: Logger;
  }
}

const CHILD = Symbol('requestLogger');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PREFIXED_TOKEN = /^[a-z]{2,4}_[A-Za-z0-9_-]{16,}$/;
/** Long base64url with a capital or underscore, or long hex: random, where slugs are lower-case words. */
const RANDOM = /^(?=[A-Za-z0-9_-]{32,}$)(?:.*[A-Z_].*|[0-9a-f]+)$/;
const secret = (segment: string) => (PREFIXED_TOKEN.test(segment) || RANDOM.test(segment)) && !UUID.test(segment);

/** Draft previews (and any later link of the kind) carry their secret in the path, so the log must not. */
export function redactPath(path: string): string {
  if (path.length < 20) return path;
  return path
    .split('/')
    .map((segment) => (secret(segment) ? ':redacted' : segment))
    .join('/');
}

/** Told of every request that finished (not aborted), with its duration: the metrics' histogram. */
export type RequestObserver = (req: Request, res: Response, seconds: number) => void;

/**
 * One log line per finished request: id, method, path (never the query, which can carry a token,
 * and with secret-looking segments redacted),
 * status and duration. We do not use pino-http: it builds two redacting child loggers for every
 * request even when nothing is logged. Here the child logger exists only when a handler logs, and
 * `req.log` is a getter on the app's request prototype, since an accessor defined on each request
 * object would push every request into V8's slow dictionary mode. Together that was about ten
 * points of /api/users/me throughput against a bare route (docs/BENCHMARKS.md).
 */
export function useRequestLog(app: Express, log: Logger, options: { skip?: (path: string) => boolean; observe?: RequestObserver } = {}): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Express['request'] & { [CHILD]?: Logger }) {
      return (this[CHILD] ??= log.child({ reqId: this.id }));
    },
  });
  const { skip, observe } = options;
  app.use((req, res, next) => {
    const id = randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const path = redactPath(req.path);
    const logged = !skip?.(path);
    if (!logged && !observe) return next();
    const started = performance.now();
    // One listener serves both the log line and the metrics: each listener, with its closure, is paid on every answer.
    res.on('close', () => {
      const finished = res.writableFinished;
      const ms = performance.now() - started;
      if (finished) observe?.(req, res, ms / 1000);
      if (!logged) return;
      const status = res.statusCode;
      const level = status >= 500 || !finished ? 'error' : 'info';
      if (!log.isLevelEnabled(level)) return;
      log[level]({ reqId: id, method: req.method, path, statusCode: status, ms: Math.round(ms * 10) / 10 }, finished ? 'request completed' : 'request aborted');
    });
    next();
  });
}
