import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * compression() wraps res.write, res.end and res.on for every request, also for a client that
 * sends no Accept-Encoding and so can only get the identity encoding: API clients such as curl,
 * scripts and other servers. Those skip the wrapper (a tenth of a small answer's server time,
 * docs/BENCHMARKS.md) and get what compression() would have sent them, Vary included.
 */
export function compressWhereAsked(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    // Nothing ahead of this sets Vary, so the header is set outright rather than parsed and merged.
    if (res.hasHeader('Vary')) res.vary('Accept-Encoding');
    else res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}
