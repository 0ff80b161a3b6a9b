import type { Express, RequestHandler } from 'express';

/**
 * A route as Express knows it, in OpenAPI's path syntax, with the guards that protect it; `mounted` are
 * those of them that protect it only because a router put them (`router.use`) ahead of it.
 */
export type KnownRoute = { method: string; path: string; guards: string[]; mounted: string[] };

const GUARD = Symbol.for('bawaba.guard');

/** Marks a middleware as a named guard, so the route walk can tell which routes it protects. */
export function markGuard<H extends RequestHandler>(handler: H, name: string): H {
  (handler as H & { [GUARD]?: string })[GUARD] = name;
  return handler;
}
const guardOf = (handler: unknown): string | undefined => (handler as { [GUARD]?: string } | undefined)?.[GUARD];

type Layer = { rawPath?: unknown; handle: RequestHandler & { stack?: Layer[] }; route?: { path: unknown; methods: Record<string, boolean>; stack: Layer[] } };

/** Express's `/bookings/:id` as OpenAPI's `/bookings/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Every method and path the app routes, found by walking its router stack: mounted routers are
 * followed, and a guard mounted with `router.use(prefix, guard)` counts for the routes after it.
 */
export function expressRoutes(app: Express): KnownRoute[] {
  const found: KnownRoute[] = [];
  type Scoped = { prefix: string; name: string };
  const walk = (stack: Layer[], prefix: string, inherited: Scoped[]) => {
    const scoped = [...inherited];
    for (const layer of stack) {
      const raw = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.route) {
        const path = prefix + String(layer.route.path);
        const mounted = scoped.filter((g) => path.startsWith(g.prefix)).map((g) => g.name);
        const guards = [...mounted, ...layer.route.stack.map((l) => guardOf(l.handle)).filter((g): g is string => g !== undefined)];
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
          found.push({ method: method.toUpperCase(), path: openApiPath(path), guards, mounted });
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, prefix + raw, scoped);
      } else {
        const name = guardOf(layer.handle);
        if (name) scoped.push({ prefix: prefix + raw, name });
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', []);
  return found;
}
