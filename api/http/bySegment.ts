import type { RequestHandler, Router } from 'express';

type Layer = { route?: { path: unknown }; rawPath?: unknown; slash?: boolean; handle: { stack?: Layer[] } };

/** Everything this layer answers is under one first path segment (`users` for `/users/me`), or `*`: it may answer any. */
function segmentsOf(layer: Layer): string[] {
  const path = layer.route ? layer.route.path : layer.rawPath;
  if (typeof path === 'string') {
    const first = path.split('/')[1] ?? '';
    const literal = first !== '' && /^[\w.-]+$/.test(first) && path.startsWith('/');
    // A nested router mounted without a path answers what its own layers answer.
    if (!layer.route && path === '/' && layer.slash && Array.isArray(layer.handle.stack)) return layer.handle.stack.flatMap(segmentsOf);
    // Express matches paths without regard to case unless told otherwise: so does the table.
    if (literal) return [first.toLowerCase()];
  }
  return ['*'];
}

/**
 * Runs, for a request, only the routers that have something under its first path segment, in
 * the order given; a router with a middleware for every path (or a route starting with a
 * parameter or a pattern) runs for every request. Express leaves a router that had no match for a
 * request through setImmediate, so `/api/market/search` took a turn of the event loop for each of
 * the twenty routers ahead of the market's, and at load its answer waited for every other
 * request's turns too (docs/BENCHMARKS.md). The answer to any request is the same as with the
 * routers mounted one after another.
 */
export function bySegment(routers: readonly Router[]): RequestHandler {
  const owners = routers.map((router) => new Set((router.stack as Layer[]).flatMap(segmentsOf)));
  const everywhere = routers.filter((_, i) => owners[i]!.has('*'));
  const table = new Map<string, Router[]>();
  for (const segment of new Set(owners.flatMap((s) => [...s]))) {
    if (segment !== '*') table.set(segment, routers.filter((_, i) => owners[i]!.has(segment) || owners[i]!.has('*')));
  }
  const handler: RequestHandler = (req, res, next) => {
    const path = req.path;
    const end = path.indexOf('/', 1);
    const chain = table.get((end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase()) ?? everywhere;
    let i = 0;
    const step = (err?: unknown): void => {
      if (err) return next(err);
      if (i >= chain.length) return next();
      chain[i++]!(req, res, step);
    };
    step();
  };
  // The route walk (api/openapi/expressRoutes.ts) follows a handler's `stack` as it does a router's.
  return Object.assign(handler, { stack: routers.map((handle) => ({ rawPath: '/', slash: true, handle })) });
}
