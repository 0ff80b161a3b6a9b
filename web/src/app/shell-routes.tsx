import { Suspense, lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { queryClient } from '@/lib/query-client.ts';
import { routes } from '@contracts/paths.ts';
import { RootShell, PageFallback } from './RootShell.tsx';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { withGuards, type GuardHandle } from './guards/with-guards.ts';

/** Fills the query cache before the page renders; a failure is left for the page's own query to show. */
export type Prefetch = (client: QueryClient, url: URL) => Promise<unknown>;

/** Every page is its own chunk; its guards run in the loader before the chunk's component renders. */
export function page(
  path: string,
  load: () => Promise<ComponentType>,
  handle: GuardHandle = { guards: ['onboarding'] },
  prefetch?: Prefetch,
): RouteObject {
  return {
    path,
    handle,
    loader: withGuards(handle, prefetch ? ({ request }) => prefetch(queryClient, new URL(request.url)).then(() => null, () => null) : undefined),
    // Every page but the landing page needs the account texts (header menus, forms); `/` stays light.
    lazy: async () => {
      const [Component] = await Promise.all([load(), path === routes.home ? undefined : import('@/lib/i18n.ts').then((m) => m.ensureAllMessages())]);
      return { Component };
    },
  };
}

export const homePage = (): RouteObject => page(routes.home, () => import('./pages/HomeRoute.tsx').then((m) => m.HomeRoute));

// The error pages load when a route fails or nothing matches: neither happens on a first load of /.
const errorPages = () => import('./ErrorPage.tsx');
const RouteErrorPage = lazy(() => errorPages().then((m) => ({ default: m.RouteErrorPage })));
/** errorElement of the shell and of each layout's pages. */
export const routeError = (
  <Suspense fallback={null}>
    <RouteErrorPage />
  </Suspense>
);
const notFound: RouteObject = { path: '*', lazy: async () => ({ Component: (await errorPages()).NotFoundPage }) };

// Named, so the rest of the table can be patched in under them (server and browser build the same ids).
const ROOT_ID = 'root';
const DEFAULT_PAGES_ID = 'default-pages';

/** The frame of every route table: the shell, the default layout with its pages and 404, then the other layouts. */
export function shellRoutes(defaultPages: RouteObject[], otherLayouts: RouteObject[]): RouteObject[] {
  const defaultLayout: RouteObject = {
    element: <DefaultLayout />,
    children: [
      { id: DEFAULT_PAGES_ID, errorElement: routeError, children: [...defaultPages, notFound] },
    ],
  };
  return [
    { id: ROOT_ID, element: <RootShell />, hydrateFallbackElement: <PageFallback />, errorElement: routeError, children: [defaultLayout, ...otherLayouts] },
  ];
}

let patched = false;
/** The first navigation away from / brings the whole table (routes.tsx) in one import. */
const patchFullTable: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  if (patched) return;
  const table = await import('./routes.tsx');
  patch(DEFAULT_PAGES_ID, table.defaultLayoutPages);
  patch(ROOT_ID, table.otherLayouts());
  patched = true;
};

/**
 * Issue 12's first-load budget: / starts with only its own route (the 404 splat beside it), and the
 * route table of every other page and area arrives when the visitor first navigates. Any other page
 * starts with the whole table, as it needs its own route at once.
 */
export async function routeTable(location: Location): Promise<{ routes: RouteObject[]; patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction }> {
  if (location.pathname === routes.home) return { routes: shellRoutes([homePage()], []), patchRoutesOnNavigation: patchFullTable };
  const { appRoutes } = await import('./routes.tsx');
  return { routes: appRoutes() };
}
