import type { RequestHandler } from 'express';
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

/**
 * One log line per finished request: id, method, path (never the query, which can carry a token),
 * status and duration. We do not use pino-http: it builds two redacting child loggers for every
 * request even when nothing is logged, which cost /api/users/me 14 points of its throughput
 * against a bare route (docs/BENCHMARKS.md). Here the child logger exists only when a handler logs.
 */
export function requestLog(log: Logger, options: { skip?: (path: string) => boolean } = {}): RequestHandler {
  return (req, res, next) => {
    const id = randomUUID();
    const started = performance.now();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', { configurable: true, get: () => (child ??= log.child({ reqId: id })) });
    const path = req.path;
    if (!options.skip?.(path)) {
      res.once('close', () => {
        const status = res.statusCode;
        const level = status >= 500 || !res.writableFinished ? 'error' : 'info';
        if (!log.isLevelEnabled(level)) return;
        const ms = Math.round((performance.now() - started) * 10) / 10;
        log[level]({ reqId: id, method: req.method, path, statusCode: status, ms }, res.writableFinished ? 'request completed' : 'request aborted');
      });
    }
    next();
  };
}
