import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { clientRoutePatterns, isClientRoute, pathTo } from '@contracts/paths.ts';
import { appRoutes } from './routes.tsx';

describe('isClientRoute', () => {
  it.each(['/', '/about', '/pricing/', '/ABOUT', '/articles/vision-2030', '/articles/test', '/admin/users', '/book/15', '/newsmgmt', '/contact?x=1'])(
    '%s is a client route',
    (path) => expect(isClientRoute(path)).toBe(true),
  );
  it.each(['/no-such-page', '/articles/a/b', '/book/30', '/admin/unknown', '', 'about', '//about', '/assets/x.js'])(
    '%s is not',
    (path) => expect(isClientRoute(path)).toBe(false),
  );
  it('lists every route of spec section 2 once', () => {
    expect(new Set(clientRoutePatterns).size).toBe(clientRoutePatterns.length);
    expect(clientRoutePatterns).toContain('/sectors/coming-soon');
    expect(clientRoutePatterns).toContain('/manage_consultations');
  });
  it('builds concrete paths', () => {
    expect(pathTo('/articles/:slug', { slug: 'vision 2030' })).toBe('/articles/vision%202030');
  });
});

function fullPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.path !== undefined ? [path.length > 1 ? path.replace(/\/$/, '') : path] : [];
    return [...own, ...fullPaths(route.children ?? [], path)];
  });
}

describe('router and server share one route table', () => {
  it('registers no page the server would answer 404 for', () => {
    const registered = fullPaths(appRoutes()).filter((path) => path !== '/*');
    expect(registered.length).toBeGreaterThanOrEqual(14);
    expect(registered.filter((path) => !clientRoutePatterns.includes(path))).toEqual([]);
  });
  it('ends with a catch-all that renders the 404 page', () => {
    expect(fullPaths(appRoutes())).toContain('/*');
  });
});
